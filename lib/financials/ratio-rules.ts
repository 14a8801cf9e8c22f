// THE table of the key ratios: each one's formula, the inputs it reads from a year's accounts, and when it is not
// meaningful ("n/m"). The Financials tab, the report's PDF and workbook, and the sandbox generator (through
// deriveRatios) all compute ratios from here, so a rule changes in one place.
//
// The rule is the same for every ratio: it is n/m when an input is missing, or when its denominator is zero or
// negative. A ratio over a negative base reads backwards (a loss over negative capital employed is a "+317%
// return"; borrowings over negative equity a "−1,068% gearing"), so it is withheld with the reason instead.
import { formatSterling } from "@/lib/format/money";
import type { StatutoryAccounts } from "./years";

export const RATIO_KEYS = ["currentRatio", "gearing", "roce", "preTaxMargin", "debtorDays", "creditorDays"] as const;
export type RatioKey = (typeof RATIO_KEYS)[number];

/** How a ratio is written, and so how its change on the year is written (see ./changes). */
export type RatioUnit = "ratio" | "percent" | "days";

export interface Input {
  /** How the reason names it: "Capital employed". */
  name: string;
  value: number | null;
}

export interface RatioRule {
  label: string;
  unit: RatioUnit;
  /** The formula in words, as the report and the tab's notes print it. */
  formula: string;
  /** When the ratio is shown as n/m, in words. */
  notMeaningfulWhen: string;
  /** Percentages are in percent (×100); days are days of a 365-day year. */
  scale: number;
  inputs: (accounts: StatutoryAccounts) => { numerator: Input; denominator: Input };
}

function sum(...values: (number | null | undefined)[]): number | null {
  const known = values.filter((value): value is number => value != null && Number.isFinite(value));
  return known.length ? known.reduce((a, b) => a + b, 0) : null;
}

const borrowings = (accounts: StatutoryAccounts): Input => ({
  name: "Borrowings",
  value: accounts.bankOverdraftAndLTL ??
    sum(accounts.bankBorrowingsCurrent, accounts.otherShortTermFinance, accounts.otherLongTermFinance),
});

const equity = (accounts: StatutoryAccounts): Input => ({
  name: "Shareholders' equity",
  value: accounts.totalShareholdersEquity ?? accounts.netWorth ?? null,
});

const capitalEmployed = (accounts: StatutoryAccounts): Input => ({
  name: "Capital employed",
  value: accounts.capitalEmployed ??
    (accounts.totalAssets != null && accounts.totalCurrentLiabilities != null
      ? accounts.totalAssets - accounts.totalCurrentLiabilities
      : null),
});

const turnover = (accounts: StatutoryAccounts): Input => ({ name: "Turnover", value: accounts.turnover ?? null });

const DENOMINATOR_RULE = "is missing, zero or negative, or an input is missing";

export const RATIO_RULES: Record<RatioKey, RatioRule> = {
  currentRatio: {
    label: "Current ratio", unit: "ratio", scale: 1,
    formula: "Current assets ÷ current liabilities",
    notMeaningfulWhen: `Current liabilities ${DENOMINATOR_RULE}`,
    inputs: (accounts) => ({
      numerator: { name: "Current assets", value: accounts.totalCurrentAssets ?? null },
      denominator: { name: "Current liabilities", value: accounts.totalCurrentLiabilities ?? null },
    }),
  },
  gearing: {
    label: "Gearing", unit: "percent", scale: 100,
    formula: "Borrowings (bank overdraft and long-term loans) ÷ shareholders' equity × 100",
    notMeaningfulWhen: `Shareholders' equity ${DENOMINATOR_RULE}: gearing over negative equity reads as low debt`,
    inputs: (accounts) => ({ numerator: borrowings(accounts), denominator: equity(accounts) }),
  },
  roce: {
    label: "Return on capital employed", unit: "percent", scale: 100,
    formula: "Operating profit (pre-tax profit where not given) ÷ capital employed (total assets − current liabilities) × 100",
    notMeaningfulWhen: `Capital employed ${DENOMINATOR_RULE}: a loss over negative capital reads as a positive return`,
    inputs: (accounts) => ({
      numerator: accounts.operatingProfit != null
        ? { name: "Operating profit", value: accounts.operatingProfit }
        : { name: "Pre-tax profit", value: accounts.profitBeforeTax ?? null },
      denominator: capitalEmployed(accounts),
    }),
  },
  preTaxMargin: {
    label: "Pre-tax margin", unit: "percent", scale: 100,
    formula: "Pre-tax profit ÷ turnover × 100",
    notMeaningfulWhen: `Turnover ${DENOMINATOR_RULE}`,
    inputs: (accounts) => ({
      numerator: { name: "Pre-tax profit", value: accounts.profitBeforeTax ?? null },
      denominator: turnover(accounts),
    }),
  },
  debtorDays: {
    label: "Debtor days", unit: "days", scale: 365,
    formula: "Trade debtors ÷ turnover × 365",
    notMeaningfulWhen: `Turnover ${DENOMINATOR_RULE}`,
    inputs: (accounts) => ({
      numerator: { name: "Trade debtors", value: accounts.tradeDebtors ?? null },
      denominator: turnover(accounts),
    }),
  },
  creditorDays: {
    label: "Creditor days", unit: "days", scale: 365,
    formula: "Trade creditors ÷ cost of sales (turnover where not given) × 365",
    notMeaningfulWhen: `Cost of sales (or turnover) ${DENOMINATOR_RULE}`,
    inputs: (accounts) => ({
      numerator: { name: "Trade creditors", value: accounts.tradeCreditors ?? null },
      denominator: accounts.costOfSales != null ? { name: "Cost of sales", value: accounts.costOfSales } : turnover(accounts),
    }),
  },
};

export type RatioReading = { value: number } | { notMeaningful: string };
export type RatioReadings = Record<RatioKey, RatioReading>;

/** Why the base is unusable, or null when it can divide. Checked before missing inputs: it is the stronger reason. */
export function baseProblem(denominator: Input): string | null {
  if (denominator.value == null || !Number.isFinite(denominator.value)) return null;
  if (denominator.value === 0) return `${denominator.name} is zero`;
  if (denominator.value < 0) return `${denominator.name} is negative (${formatSterling(denominator.value)})`;
  return null;
}

/** One ratio from one year's accounts, or why it is not meaningful. */
export function readRatio(key: RatioKey, accounts: StatutoryAccounts): RatioReading {
  const rule = RATIO_RULES[key];
  const { numerator, denominator } = rule.inputs(accounts);
  return divide(numerator, denominator, rule.scale);
}

/** The rule every ratio follows (here and in ./derived-figures): n/m over a zero or negative base, then when an input is missing. */
export function divide(numerator: Input, denominator: Input, scale: number): RatioReading {
  const problem = baseProblem(denominator);
  if (problem) return { notMeaningful: problem };
  const missing = unreported(numerator, denominator);
  if (missing) return { notMeaningful: missing };
  return { value: ((numerator.value as number) / (denominator.value as number)) * scale };
}

/** "Stock and Turnover not reported", or null when every input has a value. */
export function unreported(...inputs: Input[]): string | null {
  const missing = inputs.filter((input) => input.value == null || !Number.isFinite(input.value));
  return missing.length ? `${missing.map((input) => input.name).join(" and ")} not reported` : null;
}

/**
 * A year's readings, preferring the upstream's figure where it gives one. The year's own accounts still overrule
 * it when they show the base is zero or negative; where they only lack an input, the upstream's figure stands
 * (it may come from filings the profile does not carry).
 */
export function readRatios(accounts: StatutoryAccounts, given?: Partial<Record<RatioKey, number | null>>): RatioReadings {
  const readings = {} as RatioReadings;
  for (const key of RATIO_KEYS) {
    const derived = readRatio(key, accounts);
    const upstream = given?.[key];
    const baseUnusable = baseProblem(RATIO_RULES[key].inputs(accounts).denominator) !== null;
    readings[key] = upstream != null && Number.isFinite(upstream) && !baseUnusable ? { value: upstream } : derived;
  }
  return readings;
}

export function readingValue(reading: RatioReading): number | null {
  return "value" in reading ? reading.value : null;
}

export function notMeaningfulReason(reading: RatioReading): string | null {
  return "notMeaningful" in reading ? reading.notMeaningful : null;
}
