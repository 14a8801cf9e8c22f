// Compound annual growth: undefined, not zero, when it cannot be computed (fewer than two years, or a start or end
// that is not positive). The change on one year is ./change-rule's.

import { differenceInCalendarDays } from "date-fns";
import { inUtc } from "@/lib/format/in-utc";

/** The mean Gregorian year, so that year ends a leap day apart still read as whole years. */
const DAYS_PER_YEAR = 365.2425;

export interface DatedValue {
  date: Date;
  value: number | null;
}

export interface CagrResult {
  rate: number;
  from: Date;
  to: Date;
  years: number;
}

/**
 * CAGR between the first and last years that have a figure (gaps inside are skipped). Null when fewer than two
 * figures, under a year apart, or either end is not positive: a growth rate across a sign change means nothing.
 */
export function cagr(points: readonly DatedValue[]): CagrResult | null {
  const known = points.filter((point): point is DatedValue & { value: number } =>
    point.value != null && Number.isFinite(point.value));
  if (known.length < 2) return null;
  const first = known[0];
  const last = known[known.length - 1];
  const years = differenceInCalendarDays(last.date, first.date, { in: inUtc }) / DAYS_PER_YEAR;
  if (years < 0.9 || first.value <= 0 || last.value <= 0) return null;
  // Year ends a few days apart from a whole number of years count as whole years.
  const period = Math.abs(years - Math.round(years)) < 0.05 ? Math.round(years) : years;
  return { rate: (last.value / first.value) ** (1 / period) - 1, from: first.date, to: last.date, years: period };
}
