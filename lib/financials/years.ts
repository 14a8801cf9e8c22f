// Turns the profile's statutoryAccounts (any order, possible duplicates, possibly missing dates) into one row per
// year end, oldest first: the x axis of every chart and the rows of every table on the Financials tab.
import type { z } from "zod";
import type { STATUTORY_ACCOUNTS_NUMBER_FIELDS, statutoryAccountsSchema } from "@/lib/upstream/schemas/accounts";
import { formatMonthYear, parseDate } from "@/lib/format/dates";

export type StatutoryAccounts = z.output<typeof statutoryAccountsSchema>;
export type AccountNumberField = (typeof STATUTORY_ACCOUNTS_NUMBER_FIELDS)[number];

export interface AccountYear {
  /** The year-end date as the upstream wrote it; the row's identity. */
  key: string;
  /** Year end as a date (UTC), for ordering and CAGR periods. */
  date: Date;
  /** "Mar 2024": the axis label. */
  label: string;
  accounts: StatutoryAccounts;
}

export function accountYears(accounts: readonly StatutoryAccounts[]): AccountYear[] {
  const byKey = new Map<string, AccountYear>();
  for (const record of accounts) {
    const date = parseDate(record.yearEndDate);
    // A year without a readable year end cannot be placed on a time axis.
    if (!date || !record.yearEndDate) continue;
    const key = date.toISOString().slice(0, 10);
    byKey.set(key, { key, date, label: formatMonthYear(record.yearEndDate), accounts: record });
  }
  return [...byKey.values()].sort((a, b) => a.date.getTime() - b.date.getTime());
}

export const YEAR_RANGES = ["3", "5", "10", "all"] as const;
export type YearRange = (typeof YEAR_RANGES)[number];

/** The latest N years (or all), still oldest first. */
export function selectYears<T>(years: readonly T[], range: YearRange): T[] {
  return range === "all" ? [...years] : years.slice(-Number(range));
}
