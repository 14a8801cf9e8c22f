// Key ratios per year. The upstream's financialRatios records (text) are preferred; where a year has none, the
// ratio is derived from that year's statutory accounts, so a chart is not empty just because the ratio feed is.
// Formulas and the "not meaningful" rules live in ./ratio-rules, beside each other.
import type { z } from "zod";
import type { financialRatiosSchema } from "@/lib/upstream/schemas/accounts";
import { parseDate } from "@/lib/format/dates";
import { toNumber } from "@/lib/format/numbers";
import { RATIO_KEYS, readRatio, readRatios, readingValue, type RatioKey, type RatioReadings } from "./ratio-rules";
import type { AccountYear, StatutoryAccounts } from "./years";

export { RATIO_KEYS, type RatioKey } from "./ratio-rules";

export type FinancialRatios = z.output<typeof financialRatiosSchema>;
export type RatioValues = Record<RatioKey, number | null>;

/** Ratios computed from one year of accounts; null where not meaningful. Percentages in percent, days in days. */
export function deriveRatios(accounts: StatutoryAccounts): RatioValues {
  return Object.fromEntries(RATIO_KEYS.map((key) => [key, readingValue(readRatio(key, accounts))])) as RatioValues;
}

/** The upstream's ratios of one year, read from text; null where a field is missing or unreadable. */
export function upstreamRatios(record: FinancialRatios): RatioValues {
  return {
    currentRatio: toNumber(record.currentRatio),
    gearing: toNumber(record.gearingPercentage),
    roce: toNumber(record.returnOnCapitalEmployedPercentage),
    preTaxMargin: toNumber(record.preTaxProfitPercentage),
    debtorDays: toNumber(record.debtorDays),
    creditorDays: toNumber(record.creditorDays),
  };
}

/** One set of readings per account year: a value (upstream's where given) or why it is not meaningful. */
export function ratioReadingRows(years: readonly AccountYear[], ratios: readonly FinancialRatios[]): RatioReadings[] {
  const byYearEnd = new Map<string, RatioValues>();
  for (const record of ratios) {
    const date = parseDate(record.yearEndDate);
    if (date) byYearEnd.set(date.toISOString().slice(0, 10), upstreamRatios(record));
  }
  return years.map((year) => readRatios(year.accounts, byYearEnd.get(year.key)));
}

/** The readings as plain numbers, null where not meaningful. */
export function ratioRows(years: readonly AccountYear[], ratios: readonly FinancialRatios[]): RatioValues[] {
  return ratioReadingRows(years, ratios).map((readings) =>
    Object.fromEntries(RATIO_KEYS.map((key) => [key, readingValue(readings[key])])) as RatioValues);
}
