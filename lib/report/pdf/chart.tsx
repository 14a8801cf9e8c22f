// A trend chart drawn as vector graphics (lines or bars over year ends), with the same series and formats as the
// Financials tab's charts. Gaps (years without the figure) break a line rather than dropping to zero. A point outside
// its series' plausible range is left out of the scale as on the screen (lib/charts/outliers): drawn at the clipped
// edge with an arrow, and named with its value under the chart.
import { G, Line, Path, Rect, Svg, Text as SvgText, Text, View } from "@react-pdf/renderer";
import type { ChartRow } from "@/lib/charts/chart-types";
import { chartScale, isOutlier } from "@/lib/charts/outliers";
import { COLOURS, FONT } from "./styles";
import { pdfText } from "./text";

export interface ChartInput {
  title: string;
  kind: "line" | "bar";
  labels: string[];
  series: Array<{ name: string; values: Array<number | null> }>;
  format: (value: number | null) => string;
}

const WIDTH = 250;
const HEIGHT = 120;
const PLOT = { left: 44, right: 6, top: 6, bottom: 16 };

export function TrendChart({ chart }: { chart: ChartInput }) {
  const keys = chart.series.map((_, index) => `s${index}`);
  const rows: ChartRow[] = chart.labels.map((label, row) => Object.fromEntries([["label", label], ...keys.map((key, index) => [key, chart.series[index].values[row] ?? null])]));
  const scale = chartScale(rows, keys);
  const known = chart.series.flatMap((item) => item.values.filter((value): value is number => value != null && Number.isFinite(value)));
  const width = WIDTH - PLOT.left - PLOT.right;
  const height = HEIGHT - PLOT.top - PLOT.bottom;
  const min = scale.domain?.[0] ?? Math.min(0, ...known);
  const max = scale.domain?.[1] ?? Math.max(0, ...known);
  // An outlier is drawn at the clipped edge.
  const drawn = chart.series.map((item, index) => item.values.map((value, row) => {
    const outside = isOutlier(scale, keys[index], row);
    return outside ? (outside.side === "above" ? max : min) : value;
  }));
  const span = max - min || 1;
  const count = chart.labels.length;
  const x = (index: number) => PLOT.left + (count <= 1 ? width / 2 : (index / (count - 1)) * width);
  // Bars sit in the middle of equal slots, so the first and last stay inside the plot.
  const slot = width / Math.max(count, 1);
  const xBar = (index: number) => PLOT.left + (index + 0.5) * slot;
  const y = (value: number) => PLOT.top + height - ((value - min) / span) * height;
  const ticks = [min, min + span / 2, max];

  return (
    <View style={{ width: WIDTH, marginBottom: 10 }} wrap={false}>
      <Text style={{ fontFamily: FONT.bold, fontSize: 8.5, marginBottom: 3 }}>{pdfText(chart.title)}</Text>
      <Svg width={WIDTH} height={HEIGHT} viewBox={`0 0 ${WIDTH} ${HEIGHT}`}>
        {ticks.map((tick, index) => (
          <G key={index}>
            <Line x1={PLOT.left} x2={WIDTH - PLOT.right} y1={y(tick)} y2={y(tick)} stroke={COLOURS.line} strokeWidth={0.5} />
            <SvgText x={PLOT.left - 3} y={y(tick) + 2} style={{ fontSize: 6 }} fill={COLOURS.muted} textAnchor="end">{pdfText(chart.format(tick))}</SvgText>
          </G>
        ))}
        {chart.kind === "bar"
          ? drawn.map((values, seriesIndex) => values.map((value, index) => {
            if (value == null) return null;
            const barWidth = Math.max(1, (slot * 0.7) / chart.series.length);
            const left = xBar(index) - (barWidth * chart.series.length) / 2 + seriesIndex * barWidth;
            const top = Math.min(y(value), y(0));
            return <Rect key={`${seriesIndex}-${index}`} x={left} y={top} width={barWidth} height={Math.max(0.5, Math.abs(y(value) - y(0)))} fill={COLOURS.series[seriesIndex % COLOURS.series.length]} />;
          }))
          : drawn.map((values, seriesIndex) => (
            <Path key={seriesIndex} d={linePath(values, x, y)} stroke={COLOURS.series[seriesIndex % COLOURS.series.length]} strokeWidth={1.2} fill="none" />
          ))}
        {scale.outliers.map((item) => {
          const seriesIndex = keys.indexOf(item.series);
          const at = chart.kind === "bar" ? xBar(item.index) : x(item.index);
          const edge = y(item.side === "above" ? max : min);
          const tip = item.side === "above" ? edge - 4 : edge + 4;
          return <Path key={`${item.series}-${item.index}`} d={`M${at - 3} ${edge} L${at} ${tip} L${at + 3} ${edge} Z`} fill={COLOURS.series[seriesIndex % COLOURS.series.length]} />;
        })}
        {count > 0 && (
          <>
            <SvgText x={x(0)} y={HEIGHT - 4} style={{ fontSize: 6 }} fill={COLOURS.muted} textAnchor={count > 1 ? "start" : "middle"}>{pdfText(chart.labels[0])}</SvgText>
            {count > 1 && <SvgText x={x(count - 1)} y={HEIGHT - 4} style={{ fontSize: 6 }} fill={COLOURS.muted} textAnchor="end">{pdfText(chart.labels[count - 1])}</SvgText>}
          </>
        )}
      </Svg>
      {scale.outliers.length > 0 && (
        <Text style={{ fontSize: 6.5, color: COLOURS.muted }}>
          {pdfText(`Outside the chart's scale (axis clipped, arrow at its edge): ${scale.outliers.map((item) => `${chart.series[keys.indexOf(item.series)].name}, ${chart.labels[item.index]}: ${chart.format(item.value)}`).join("; ")}`)}
        </Text>
      )}
      <View style={{ flexDirection: "row", flexWrap: "wrap", marginTop: 2 }}>
        {chart.series.map((item, index) => (
          <View key={item.name} style={{ flexDirection: "row", alignItems: "center", marginRight: 8 }}>
            <View style={{ width: 6, height: 6, backgroundColor: COLOURS.series[index % COLOURS.series.length], marginRight: 3 }} />
            <Text style={{ fontSize: 6.5 }}>{pdfText(item.name)}</Text>
          </View>
        ))}
      </View>
    </View>
  );
}

/** One path with a move at the start of each run of known values, so that a missing year leaves a gap. */
function linePath(values: Array<number | null>, x: (index: number) => number, y: (value: number) => number): string {
  let path = "";
  let drawing = false;
  values.forEach((value, index) => {
    if (value == null || !Number.isFinite(value)) {
      drawing = false;
      return;
    }
    path += `${drawing ? "L" : "M"}${x(index).toFixed(2)} ${y(value).toFixed(2)} `;
    drawing = true;
  });
  // A lone point would draw nothing: a tiny tick makes it visible.
  return path.trim() || "M0 0";
}
