// Key ratios per year. The upstream's financialRatios records (text) are preferred; where a year has none, the
// ratio is derived from that year's statutory accounts by the usual definitions, so a chart is not empty just
// because the ratio feed is.
import type { z } from "zod";
import type { financialRatiosSchema } from "@/lib/upstream/schemas/accounts";
import { parseDate } from "@/lib/format/dates";
import { toNumber } from "@/lib/format/numbers";
import type { AccountYear, StatutoryAccounts } from "./years";

export type FinancialRatios = z.output<typeof financialRatiosSchema>;

export const RATIO_KEYS = ["currentRatio", "gearing", "roce", "preTaxMargin", "debtorDays", "creditorDays"] as const;
export type RatioKey = (typeof RATIO_KEYS)[number];
export type RatioValues = Record<RatioKey, number | null>;

function divide(numerator: number | null, denominator: number | null, scale = 1): number | null {
  if (numerator == null || denominator == null || denominator === 0) return null;
  return (numerator / denominator) * scale;
}

function sum(...values: (number | null)[]): number | null {
  const known = values.filter((value): value is number => value != null);
  return known.length ? known.reduce((a, b) => a + b, 0) : null;
}

/** Ratios computed from one year of accounts. Percentages are in percent; days are days of the year. */
export function deriveRatios(accounts: StatutoryAccounts): RatioValues {
  const borrowings =
    accounts.bankOverdraftAndLTL ??
    sum(accounts.bankBorrowingsCurrent, accounts.otherShortTermFinance, accounts.otherLongTermFinance);
  const equity = accounts.totalShareholdersEquity ?? accounts.netWorth;
  // Negative equity makes gearing meaningless rather than negative.
  const gearing = equity != null && equity > 0 ? divide(borrowings, equity, 100) : null;
  const capitalEmployed =
    accounts.capitalEmployed ?? sum(accounts.totalAssets, accounts.totalCurrentLiabilities == null ? null : -accounts.totalCurrentLiabilities);
  return {
    currentRatio: divide(accounts.totalCurrentAssets, accounts.totalCurrentLiabilities),
    gearing,
    roce: divide(accounts.operatingProfit ?? accounts.profitBeforeTax, capitalEmployed, 100),
    preTaxMargin: divide(accounts.profitBeforeTax, accounts.turnover, 100),
    debtorDays: divide(accounts.tradeDebtors, accounts.turnover, 365),
    creditorDays: divide(accounts.tradeCreditors, accounts.costOfSales ?? accounts.turnover, 365),
  };
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

/** One row of ratios per account year: upstream figure where given, derived figure otherwise. */
export function ratioRows(years: readonly AccountYear[], ratios: readonly FinancialRatios[]): RatioValues[] {
  const byYearEnd = new Map<string, RatioValues>();
  for (const record of ratios) {
    const date = parseDate(record.yearEndDate);
    if (date) byYearEnd.set(date.toISOString().slice(0, 10), upstreamRatios(record));
  }
  return years.map((year) => {
    const given = byYearEnd.get(year.key);
    const derived = deriveRatios(year.accounts);
    const row = {} as RatioValues;
    for (const key of RATIO_KEYS) row[key] = given?.[key] ?? derived[key];
    return row;
  });
}
