"use client";
// Draws series over years as lines (or bars for a single series). Missing years are gaps, never zeros:
// connectNulls is off and a null bar is simply not drawn. No fetching here; data arrives as props.
import {
  Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis,
} from "recharts";
import type { ChartRow, ChartSeries, ValueFormat } from "@/lib/charts/chart-types";
import { useThemeColors } from "./use-theme-colors";


interface TrendChartProps {
  data: ChartRow[];
  series: ChartSeries[];
  format: ValueFormat;
  kind?: "line" | "bar";
  /** The chart's accessible name; the table beside it carries the numbers. */
  label: string;
}

export function TrendChart({ data, series, format, kind = "line", label }: TrendChartProps) {
  const colors = useThemeColors();
  const axis = { fontSize: 12, fill: colors["ink-muted"] };
  const hasNegative = data.some((row) => series.some((item) => typeof row[item.key] === "number" && (row[item.key] as number) < 0));
  const common = (
    <>
      <CartesianGrid stroke={colors["chart-grid"]} strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="label" tick={axis} stroke={colors.line} interval="preserveStartEnd" minTickGap={16} />
      <YAxis tick={axis} stroke={colors.line} width={64} tickFormatter={(value: number) => format(value)} />
      <Tooltip
        contentStyle={{ background: colors.surface, border: `1px solid ${colors.line}`, borderRadius: 6, color: colors.ink }}
        labelStyle={{ color: colors.ink, fontWeight: 600 }}
        formatter={(value) => format(typeof value === "number" ? value : null)}
      />
      {series.length > 1 && <Legend wrapperStyle={{ fontSize: 12, color: colors.ink }} />}
      {hasNegative && <ReferenceLine y={0} stroke={colors["ink-muted"]} />}
    </>
  );
  return (
    <div role="img" aria-label={label} className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 600, height: 256 }}>
        {kind === "bar" ? (
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            {common}
            {series.map((item) => (
              <Bar key={item.key} dataKey={item.key} name={item.name} fill={colors[item.color]} isAnimationActive={false} />
            ))}
          </BarChart>
        ) : (
          <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            {common}
            {series.map((item) => (
              <Line
                key={item.key}
                type="linear"
                dataKey={item.key}
                name={item.name}
                stroke={colors[item.color]}
                strokeWidth={2}
                dot={{ r: 3, fill: colors[item.color] }}
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
