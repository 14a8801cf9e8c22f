// The headline figures of the latest year with the change on the year before: the Overview tab's Key figures and
// the report's summary page.
import { changeNotMeaningful, changeValue, percentChange } from "./change-rule";
import type { AccountNumberField, AccountYear } from "./years";

export interface KeyFigure {
  field: AccountNumberField;
  label: string;
  /** How to write the value: pounds, or a plain count (employees). */
  kind: "money" | "count";
  value: number | null;
  previous: number | null;
  /** Year-on-year change as a fraction; null when it cannot be computed or is not meaningful. */
  change: number | null;
  /** Why the change is n/m (a zero or negative previous year, a sign change); null when it is a number or a gap. */
  changeNotMeaningful: string | null;
}

export interface KeyFigures {
  latest: AccountYear;
  previous: AccountYear | null;
  figures: KeyFigure[];
}

const FIGURES: ReadonlyArray<Pick<KeyFigure, "field" | "label" | "kind">> = [
  { field: "turnover", label: "Turnover", kind: "money" },
  { field: "profitBeforeTax", label: "Pre-tax profit", kind: "money" },
  { field: "netWorth", label: "Net worth", kind: "money" },
  { field: "totalAssets", label: "Total assets", kind: "money" },
  { field: "cash", label: "Cash", kind: "money" },
  { field: "numberOfEmployees", label: "Employees", kind: "count" },
];

/** Null when no accounts are filed; `years` oldest first, as accountYears returns them. */
export function keyFigures(years: readonly AccountYear[]): KeyFigures | null {
  const latest = years.at(-1);
  if (!latest) return null;
  const previous = years.at(-2) ?? null;
  return {
    latest,
    previous,
    figures: FIGURES.map(({ field, label, kind }) => {
      const value = latest.accounts[field] ?? null;
      const before = previous ? previous.accounts[field] ?? null : null;
      const reading = percentChange(value, before);
      return { field, label, kind, value, previous: before, change: changeValue(reading), changeNotMeaningful: changeNotMeaningful(reading) };
    }),
  };
}
