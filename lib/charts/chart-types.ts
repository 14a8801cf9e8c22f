// The shape every chart takes: one row per x value (a year end), one numeric field per series; null is a gap.
export interface ChartRow {
  label: string;
  [series: string]: number | string | null;
}

export interface ChartSeries {
  key: string;
  name: string;
  /** A theme token name, e.g. "chart-1"; charts read it as a CSS variable so dark mode recolours them. */
  color: "chart-1" | "chart-2" | "chart-3" | "chart-4" | "chart-5";
}

export type ValueFormat = (value: number | null) => string;
