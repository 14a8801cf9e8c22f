// THE table of the further figures derived from one year's statutory accounts: tangible net worth, EBITDA, interest
// cover and the quick ratio, each with its formula and its n/m rule beside it. The Financials tab's "Derived figures"
// rows, the report's PDF and its workbook all read them here. The two ratios follow the key ratios' rule
// (./ratio-rules: n/m over a zero or negative base, or a missing input); the two amounts are n/m only when an input
// is not reported, since a negative amount is itself the finding (a negative tangible net worth, a negative EBITDA).
import { MISSING, formatSterlingFull } from "@/lib/format/money";
import { formatRatio } from "@/lib/format/numbers";
import { baseProblem, divide, unreported, type Input } from "./ratio-rules";
import type { AccountYear, StatutoryAccounts } from "./years";

export const DERIVED_FIGURE_KEYS = ["tangibleNetWorth", "ebitda", "interestCover", "quickRatio"] as const;
export type DerivedFigureKey = (typeof DERIVED_FIGURE_KEYS)[number];

/** money: pounds; times: a multiple ("4.2×"); ratio: a plain ratio ("1.35"). */
export type DerivedFigureUnit = "money" | "times" | "ratio";

/** A value, with the basis it was read on where a figure has two (EBITDA), or why it is not meaningful. */
export type DerivedReading = { value: number; basis?: string } | { notMeaningful: string };
export type DerivedReadings = Record<DerivedFigureKey, DerivedReading>;

export interface DerivedFigureRule {
  label: string;
  unit: DerivedFigureUnit;
  /** The formula in words, as the tab's notes and the report print it. */
  formula: string;
  /** When the figure is shown as n/m, in words. */
  notMeaningfulWhen: string;
  read: (accounts: StatutoryAccounts) => DerivedReading;
}

const input = (name: string, value: number | null | undefined): Input => ({ name, value: value ?? null });

/** Net worth as the negative-net-worth flag reads it: netWorth, else shareholders' equity. */
const netWorth = (accounts: StatutoryAccounts) => input("Net worth", accounts.netWorth ?? accounts.totalShareholdersEquity);

/** Two reported amounts combined, or which of them is not reported. */
function both(a: Input, b: Input, combine: (a: number, b: number) => number): DerivedReading {
  const missing = unreported(a, b);
  return missing ? { notMeaningful: missing } : { value: combine(a.value as number, b.value as number) };
}

export const EBITDA_FROM_UPSTREAM = "the service's EBITDA";
export const EBITDA_COMPUTED = "operating profit + depreciation";

export const DERIVED_FIGURES: Record<DerivedFigureKey, DerivedFigureRule> = {
  tangibleNetWorth: {
    label: "Tangible net worth", unit: "money",
    formula: "Net worth (shareholders' equity where not given) − intangible assets",
    notMeaningfulWhen: "Net worth or intangible assets is not reported (a missing intangible figure is not taken as zero)",
    read: (accounts) => both(netWorth(accounts), input("Intangible assets", accounts.intangibleAssets), (worth, intangibles) => worth - intangibles),
  },
  ebitda: {
    label: "EBITDA", unit: "money",
    // The statutory accounts record has no amortisation line, so operating profit + depreciation leaves amortisation
    // out for any company that amortises intangibles; the service's own EBITDA can include it, so it leads.
    formula: `The service's EBITDA where the accounts give it; otherwise ${EBITDA_COMPUTED} (the record has no amortisation line, so that sum leaves amortisation out)`,
    notMeaningfulWhen: "The accounts give no EBITDA and operating profit or depreciation is not reported",
    read: (accounts) => {
      if (accounts.EBITDA != null && Number.isFinite(accounts.EBITDA)) return { value: accounts.EBITDA, basis: EBITDA_FROM_UPSTREAM };
      const sum = both(input("Operating profit", accounts.operatingProfit), input("Depreciation", accounts.depreciation), (profit, depreciation) => profit + depreciation);
      return "value" in sum ? { value: sum.value, basis: EBITDA_COMPUTED } : sum;
    },
  },
  interestCover: {
    label: "Interest cover", unit: "times",
    formula: "Operating profit ÷ interest expense",
    notMeaningfulWhen: "Interest expense is missing, zero (no interest to cover) or negative, or operating profit is not reported",
    read: (accounts) => divide(input("Operating profit", accounts.operatingProfit), input("Interest expense", accounts.interestExpense), 1),
  },
  quickRatio: {
    label: "Quick ratio", unit: "ratio",
    formula: "(Current assets − stock) ÷ current liabilities",
    notMeaningfulWhen: "Current liabilities is missing, zero or negative, or current assets or stock is not reported",
    read: (accounts) => {
      const assets = input("Current assets", accounts.totalCurrentAssets);
      const stock = input("Stock", accounts.stock);
      const liabilities = input("Current liabilities", accounts.totalCurrentLiabilities);
      // The base is judged first, as for every ratio (./ratio-rules' divide), then every input that is missing.
      const problem = baseProblem(liabilities) ?? unreported(assets, stock, liabilities);
      if (problem) return { notMeaningful: problem };
      return { value: ((assets.value as number) - (stock.value as number)) / (liabilities.value as number) };
    },
  },
};

/** One set of readings per account year, in the years' order. */
export function derivedFigureRows(years: readonly AccountYear[]): DerivedReadings[] {
  return years.map((year) => Object.fromEntries(DERIVED_FIGURE_KEYS.map((key) => [key, DERIVED_FIGURES[key].read(year.accounts)])) as DerivedReadings);
}

/** A derived figure's value as every output writes it: full pounds, a multiple ("4.2×") or a ratio ("1.35"). */
export function formatDerivedFigure(unit: DerivedFigureUnit, value: number | null): string {
  if (unit === "money") return formatSterlingFull(value);
  if (value == null || !Number.isFinite(value)) return MISSING;
  return unit === "times" ? `${formatRatio(value, 1)}×` : formatRatio(value);
}
