// Which points a chart's scale leaves out: one implausible year (a £52m cash balance among £50k ones, a ratio of
// 9,000% beside 12%) would otherwise set the axis and flatten every other year into a line along the bottom. The
// rule is per series and robust (it is not moved by the outlier it looks for): fences on the quartiles,
//   below Q1 − 5 × spread or above Q3 + 5 × spread, with spread = max(IQR, 50% of |median|),
// over a series of at least 5 known points (fewer cannot tell an outlier from a trend). Wider than Tukey's 3 × IQR:
// on the sandbox's 100 companies that flagged ordinary years (a profit of £390k among £200k ones); 5 × with the floor
// leaves only the implausible (a ROCE of −1,949% among −70% to +35%). The floor keeps a flat series (IQR 0, a
// dormant company's −£13 each year) from calling every small move an outlier. The axis is clipped to the other points (and zero); an
// outlier is drawn at the clipped edge, marked, with its value in the tooltip and the table.
import { seriesValue, type ChartRow } from "./chart-types";

export const OUTLIER_MIN_POINTS = 5;
export const OUTLIER_FENCE = 5;
const SPREAD_FLOOR = 0.5;

export const OUTLIER_RULE = `A point below Q1 − ${OUTLIER_FENCE}×spread or above Q3 + ${OUTLIER_FENCE}×spread of its own series `
  + `(spread: the interquartile range, at least ${SPREAD_FLOOR * 100}% of the median's size; series of ${OUTLIER_MIN_POINTS} or more years) `
  + "is outside the chart's scale: the axis is clipped, the point marked at its edge, and its value is in the table.";

/** The value at fraction `p` of the sorted values, interpolating between neighbours. */
function quantile(sorted: readonly number[], p: number): number {
  const at = (sorted.length - 1) * p;
  const below = Math.floor(at);
  const above = Math.ceil(at);
  return sorted[below] + (sorted[above] - sorted[below]) * (at - below);
}

/** The plausible range of a series, or null when it has too few points to tell. */
export function seriesFences(values: readonly number[]): { low: number; high: number } | null {
  const known = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (known.length < OUTLIER_MIN_POINTS) return null;
  const q1 = quantile(known, 0.25);
  const q3 = quantile(known, 0.75);
  const spread = Math.max(q3 - q1, SPREAD_FLOOR * Math.abs(quantile(known, 0.5)));
  if (spread === 0) return null;
  return { low: q1 - OUTLIER_FENCE * spread, high: q3 + OUTLIER_FENCE * spread };
}

export interface ChartOutlier {
  series: string;
  /** The row's index. */
  index: number;
  value: number;
  side: "above" | "below";
}

export interface ChartScale {
  /** The clipped axis, or null to let the chart size it (no outliers). */
  domain: [number, number] | null;
  outliers: ChartOutlier[];
}

/** The outliers of each series and the axis the other points (and zero) need. */
export function chartScale(rows: readonly ChartRow[], seriesKeys: readonly string[]): ChartScale {
  const outliers: ChartOutlier[] = [];
  const inliers: number[] = [];
  for (const series of seriesKeys) {
    const values = rows.map((row) => seriesValue(row, series));
    const fences = seriesFences(values.filter((value): value is number => value != null));
    values.forEach((value, index) => {
      if (value == null) return;
      if (fences && value > fences.high) outliers.push({ series, index, value, side: "above" });
      else if (fences && value < fences.low) outliers.push({ series, index, value, side: "below" });
      else inliers.push(value);
    });
  }
  if (!outliers.length) return { domain: null, outliers };
  const low = Math.min(0, ...inliers);
  const high = Math.max(0, ...inliers);
  // A little room past the last plausible point, so a marked outlier at the edge does not sit on it.
  const room = (high - low || Math.abs(high) || 1) * 0.08;
  return { domain: [outliers.some((item) => item.side === "below") ? low - room : low, outliers.some((item) => item.side === "above") ? high + room : high], outliers };
}

export const actualKey = (seriesKey: string) => `${seriesKey}:actual`;

/**
 * The rows as the chart draws them: each outlier at the clipped edge, its own value kept beside it (`actualKey`)
 * for the tooltip. Rows without outliers are the rows given.
 */
export function clippedRows(rows: readonly ChartRow[], scale: ChartScale): ChartRow[] {
  if (!scale.domain) return [...rows];
  const [low, high] = scale.domain;
  const copy = rows.map((row) => ({ ...row }));
  for (const item of scale.outliers) {
    copy[item.index][actualKey(item.series)] = item.value;
    copy[item.index][item.series] = item.side === "above" ? high : low;
  }
  return copy;
}

export function isOutlier(scale: ChartScale, series: string, index: number): ChartOutlier | undefined {
  return scale.outliers.find((item) => item.series === series && item.index === index);
}
