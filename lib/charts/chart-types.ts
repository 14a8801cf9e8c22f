// The shape every chart takes: one row per x value (a year end), one numeric field per series; null is a gap.
export interface ChartRow {
  label: string;
  /** How a tooltip names the row: "Year ended 31 Mar 2024". */
  title?: string;
  [series: string]: number | string | null | undefined;
}

export interface ChartSeries {
  key: string;
  name: string;
  /** A theme token name, e.g. "chart-1"; charts read it as a CSS variable so dark mode recolours them. */
  color: "chart-1" | "chart-2" | "chart-3" | "chart-4" | "chart-5";
}

export type ValueFormat = (value: number | null) => string;

/** The row field that holds why a series' value is not meaningful that year (its value is then null: a gap). */
export function notMeaningfulKey(seriesKey: string): string {
  return `${seriesKey}:notMeaningful`;
}

export function notMeaningfulReason(row: ChartRow, seriesKey: string): string | null {
  const reason = row[notMeaningfulKey(seriesKey)];
  return typeof reason === "string" ? reason : null;
}

export function seriesValue(row: ChartRow, seriesKey: string): number | null {
  const value = row[seriesKey];
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

/**
 * For each series whose every figure equals an earlier series' (e.g. net worth and shareholders' equity), that
 * series' name: drawn on top of each other, one line would hide the other, so the chart says they are equal.
 */
export function equalSeries(rows: readonly ChartRow[], series: readonly ChartSeries[]): Record<string, string> {
  const equal: Record<string, string> = {};
  series.forEach((item, index) => {
    const twin = series.slice(0, index).find((earlier) => !equal[earlier.key] && rows.some((row) => seriesValue(row, item.key) != null) &&
      rows.every((row) => seriesValue(row, item.key) === seriesValue(row, earlier.key)));
    if (twin) equal[item.key] = twin.name;
  });
  return equal;
}
