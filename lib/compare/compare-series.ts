// The comparison's trend charts: one row per calendar year of year end, one series per company, absolute or
// indexed (rebased to 100 at the first year every company has a positive figure). A missing year is a gap; a
// company with two year ends in one calendar year (a changed accounting date) shows the later.
import type { ChartRow } from "@/lib/charts/chart-types";
import type { CompareRow } from "./compare-row";

export type CompareMode = "absolute" | "indexed";

export interface CompareChart {
  rows: ChartRow[];
  /** The year indexed series are rebased at; null for absolute figures or when no year is shared. */
  baseYear: string | null;
  /** Said under the chart when the figures cannot be indexed. */
  note: string | null;
}

function byYear(row: CompareRow, field: string): Map<string, number | null> {
  const years = new Map<string, number | null>();
  for (const year of row.years) years.set(year.yearEnded.slice(0, 4), year.values[field] ?? null);
  return years;
}

export function compareChart(rows: readonly CompareRow[], field: string, mode: CompareMode): CompareChart {
  const present = rows.filter((row) => !row.missing);
  const series = present.map((row) => ({ crn: row.crn, years: byYear(row, field) }));
  const allYears = [...new Set(series.flatMap((item) => [...item.years.keys()]))].sort();
  if (mode === "absolute") {
    return { rows: allYears.map((year) => ({ label: year, title: `Year ending in ${year}`, ...Object.fromEntries(series.map((item) => [item.crn, item.years.get(year) ?? null])) })), baseYear: null, note: null };
  }
  // Rebasing at a zero or negative figure would give no meaningful index.
  const baseYear = allYears.find((year) => series.every((item) => (item.years.get(year) ?? 0) > 0)) ?? null;
  if (!baseYear) {
    return { rows: [], baseYear: null, note: "No year in which every company filed a positive figure: these figures cannot be indexed together." };
  }
  const rowsOut = allYears.filter((year) => year >= baseYear).map((year) => ({
    label: year, title: `Year ending in ${year} (${baseYear} = 100)`,
    ...Object.fromEntries(series.map((item) => {
      const value = item.years.get(year);
      const base = item.years.get(baseYear) as number;
      return [item.crn, value == null ? null : (value / base) * 100];
    })),
  }));
  return { rows: rowsOut, baseYear, note: null };
}
