"use client";
// Draws series over years as lines (or bars for a single series). Missing years and figures that are not
// meaningful are gaps, never zeros or points: connectNulls is off and a null bar or dot is simply not drawn. A
// point outside its series' plausible range (lib/charts/outliers) does not set the scale: the axis is clipped, the
// point drawn at its edge with a marker, its own value in the tooltip, the note under the chart and the table.
// No fetching here; data arrives as props.
import {
  Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis,
} from "recharts";
import { equalSeries, notMeaningfulReason, type ChartRow, type ChartSeries, type ValueFormat } from "@/lib/charts/chart-types";
import { actualKey, chartScale, clippedRows, isOutlier, type ChartScale } from "@/lib/charts/outliers";
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

export function TrendChart({ data: given, series, format, kind = "line", integer = false, label }: TrendChartProps) {
  const colors = useThemeColors();
  const scale = chartScale(given, series.map((item) => item.key));
  const data = clippedRows(given, scale);
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
      <YAxis
        tick={axis} stroke={colors.line} width="auto" allowDecimals={!integer} tickFormatter={(value: number) => format(value)}
        domain={scale.domain ?? undefined} allowDataOverflow={scale.domain !== null}
      />
      <Tooltip
        contentStyle={{ background: colors.surface, border: `1px solid ${colors.line}`, borderRadius: 6, color: colors.ink }}
        labelStyle={{ color: colors.ink, fontWeight: 600 }}
        labelFormatter={(labelText, payload) => {
          const row = payload?.[0]?.payload as ChartRow | undefined;
          return row?.title ?? String(labelText);
        }}
        formatter={(value, _name, entry) => {
          const row = entry.payload as ChartRow | undefined;
          const key = typeof entry.dataKey === "string" ? entry.dataKey : null;
          const reason = row && key ? notMeaningfulReason(row, key) : null;
          const actual = row && key ? row[actualKey(key)] : undefined;
          if (typeof actual === "number") return `${format(actual)} (outside the chart's scale)`;
          return reason ? `n/m (${reason})` : format(typeof value === "number" ? value : null);
        }}
      />
      {series.length > 1 && <Legend wrapperStyle={{ fontSize: 12, color: colors.ink }} />}
      {hasNegative && <ReferenceLine y={0} stroke={colors["ink-muted"]} />}
    </>
  );
  return (
    <>
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
                  dot={(props: DotProps) => (
                    <ChartDot
                      key={`${item.key}-${props.index}`} {...props} series={item.key} fill={colors[item.color]} hollow={Boolean(equal[item.key])}
                      outside={props.index == null ? undefined : isOutlier(scale, item.key, props.index)?.side}
                    />
                  )}
                  connectNulls={false}
                  isAnimationActive={false}
                />
              ))}
            </LineChart>
          )}
        </ResponsiveContainer>
      </div>
      <OutlierNote scale={scale} rows={given} series={series} format={format} />
    </>
  );
}

/** The points left outside the scale, in words: the chart only marks them at its edge. */
function OutlierNote({ scale, rows, series, format }: { scale: ChartScale; rows: ChartRow[]; series: ChartSeries[]; format: ValueFormat }) {
  if (!scale.outliers.length) return null;
  const named = scale.outliers.map((item) => `${series.find((entry) => entry.key === item.series)?.name ?? item.series}, ${rows[item.index]?.label}: ${format(item.value)}`);
  return (
    <p className="mt-1 text-xs text-ink-muted" data-testid="chart-outliers">
      Outside the chart&apos;s scale (the axis is clipped and the point drawn at its edge, marked): {named.join("; ")}.
    </p>
  );
}

/** One year's mark, named by series so that a test can count them; nothing for a gap; an arrow beside an outlier. */
function ChartDot({ cx, cy, value, series, fill, hollow, outside }: DotProps & { series: string; fill: string; hollow: boolean; outside?: "above" | "below" }) {
  if (typeof value !== "number" || !Number.isFinite(value) || cx == null || cy == null || !Number.isFinite(cx) || !Number.isFinite(cy)) return <g />;
  const dot = <circle data-series={series} data-outlier={outside} cx={cx} cy={cy} r={hollow || outside ? 5 : 3} fill={hollow || outside ? "none" : fill} stroke={fill} strokeWidth={hollow || outside ? 1.5 : 1} />;
  if (!outside) return dot;
  // An arrow pointing off the clipped edge, toward where the point really lies.
  const arrow = outside === "above" ? `M${cx - 5},${cy + 3} L${cx},${cy - 6} L${cx + 5},${cy + 3} Z` : `M${cx - 5},${cy - 3} L${cx},${cy + 6} L${cx + 5},${cy - 3} Z`;
  return <g>{dot}<path d={arrow} fill={fill} /></g>;
}
