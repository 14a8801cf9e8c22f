"use client";
// Draws series over years as lines (or bars for a single series). Missing years and figures that are not
// meaningful are gaps, never zeros or points: connectNulls is off and a null bar or dot is simply not drawn.
// No fetching here; data arrives as props.
import {
  Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis,
} from "recharts";
import { equalSeries, notMeaningfulReason, type ChartRow, type ChartSeries, type ValueFormat } from "@/lib/charts/chart-types";
import { useThemeColors } from "./use-theme-colors";

interface TrendChartProps {
  data: ChartRow[];
  series: ChartSeries[];
  format: ValueFormat;
  kind?: "line" | "bar";
  /** Counts: ticks are whole numbers. */
  integer?: boolean;
  /** The chart's accessible name; the table beside it carries the numbers. */
  label: string;
}

interface DotProps {
  cx?: number;
  cy?: number;
  value?: unknown;
  index?: number;
}

export function TrendChart({ data, series, format, kind = "line", integer = false, label }: TrendChartProps) {
  const colors = useThemeColors();
  const axis = { fontSize: 12, fill: colors["ink-muted"] };
  const hasNegative = data.some((row) => series.some((item) => typeof row[item.key] === "number" && (row[item.key] as number) < 0));
  const equal = equalSeries(data, series);
  const nameOf = (item: ChartSeries) => (equal[item.key] ? `${item.name} (same as ${equal[item.key]})` : item.name);
  const common = (
    <>
      <CartesianGrid stroke={colors["chart-grid"]} strokeDasharray="3 3" vertical={false} />
      {/* Padding keeps the first and last year's labels inside the chart instead of cut at its edges. */}
      <XAxis dataKey="label" tick={axis} stroke={colors.line} interval="preserveStartEnd" minTickGap={16} padding={kind === "line" ? { left: 24, right: 24 } : undefined} />
      {/* "auto" sizes the axis to its longest tick label, so "−£12.5m" is never clipped. */}
      <YAxis tick={axis} stroke={colors.line} width="auto" allowDecimals={!integer} tickFormatter={(value: number) => format(value)} />
      <Tooltip
        contentStyle={{ background: colors.surface, border: `1px solid ${colors.line}`, borderRadius: 6, color: colors.ink }}
        labelStyle={{ color: colors.ink, fontWeight: 600 }}
        labelFormatter={(labelText, payload) => {
          const row = payload?.[0]?.payload as ChartRow | undefined;
          return row?.title ?? String(labelText);
        }}
        formatter={(value, _name, entry) => {
          const row = entry.payload as ChartRow | undefined;
          const reason = row && typeof entry.dataKey === "string" ? notMeaningfulReason(row, entry.dataKey) : null;
          return reason ? `n/m (${reason})` : format(typeof value === "number" ? value : null);
        }}
      />
      {series.length > 1 && <Legend wrapperStyle={{ fontSize: 12, color: colors.ink }} />}
      {hasNegative && <ReferenceLine y={0} stroke={colors["ink-muted"]} />}
    </>
  );
  return (
    <div role="img" aria-label={label} className="h-64 w-full" data-testid="trend-chart">
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 600, height: 256 }}>
        {kind === "bar" ? (
          <BarChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
            {common}
            {series.map((item) => (
              <Bar key={item.key} dataKey={item.key} name={nameOf(item)} fill={colors[item.color]} isAnimationActive={false} />
            ))}
          </BarChart>
        ) : (
          <LineChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
            {common}
            {series.map((item) => (
              <Line
                key={item.key}
                type="linear"
                dataKey={item.key}
                name={nameOf(item)}
                stroke={colors[item.color]}
                // A series equal to an earlier one is dashed over it, so both stay visible.
                strokeDasharray={equal[item.key] ? "6 4" : undefined}
                strokeWidth={2}
                dot={(props: DotProps) => <ChartDot key={`${item.key}-${props.index}`} {...props} series={item.key} fill={colors[item.color]} hollow={Boolean(equal[item.key])} />}
                connectNulls={false}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}

/** One year's mark, named by series so that a test can count them; nothing for a gap. */
function ChartDot({ cx, cy, value, series, fill, hollow }: DotProps & { series: string; fill: string; hollow: boolean }) {
  if (typeof value !== "number" || !Number.isFinite(value) || cx == null || cy == null || !Number.isFinite(cx) || !Number.isFinite(cy)) return <g />;
  return <circle data-series={series} cx={cx} cy={cy} r={hollow ? 5 : 3} fill={hollow ? "none" : fill} stroke={fill} strokeWidth={hollow ? 1.5 : 1} />;
}
