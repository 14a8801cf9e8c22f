// Which charts the Financials tab and the report draw, and from which fields. A new chart is one entry here.
import { notMeaningfulKey, type ChartRow, type ChartSeries, type ValueFormat } from "@/lib/charts/chart-types";
import { ratioChangeKind, type ChangeKind } from "@/lib/financials/changes";
import { RATIO_RULES, notMeaningfulReason, readingValue, type RatioKey, type RatioReadings } from "@/lib/financials/ratio-rules";
import type { AccountNumberField, AccountYear } from "@/lib/financials/years";
import { formatDate } from "@/lib/format/dates";
import { MISSING, formatSterling } from "@/lib/format/money";
import { formatInteger, formatPercent, formatRatio } from "@/lib/format/numbers";

export interface ChartDefinition {
  id: string;
  title: string;
  kind?: "line" | "bar";
  format: ValueFormat;
  /** Whether compound growth means anything for these series (it does for money and headcount, not for ratios). */
  growth: boolean;
  /** How a change on the year is written: relative for money and counts, points or a difference for ratios. */
  change: ChangeKind;
  /** Counts: the axis ticks are whole numbers. */
  integer?: boolean;
  series: Array<ChartSeries & { source: { accounts: AccountNumberField } | { ratio: RatioKey } }>;
}

const account = (field: AccountNumberField) => ({ accounts: field });
const ratio = (key: RatioKey) => ({ ratio: key });
const ratioName = (key: RatioKey) => RATIO_RULES[key].label;

export const FINANCIAL_CHARTS: ChartDefinition[] = [
  {
    id: "profit", growth: true, change: "relative", title: "Turnover and profit", format: formatSterling,
    series: [
      { key: "turnover", name: "Turnover", color: "chart-1", source: account("turnover") },
      { key: "grossProfit", name: "Gross profit", color: "chart-2", source: account("grossProfit") },
      { key: "operatingProfit", name: "Operating profit", color: "chart-3", source: account("operatingProfit") },
      { key: "profitBeforeTax", name: "Pre-tax profit", color: "chart-4", source: account("profitBeforeTax") },
    ],
  },
  {
    id: "balance", growth: true, change: "relative", title: "Total assets and total liabilities", format: formatSterling,
    series: [
      { key: "totalAssets", name: "Total assets", color: "chart-1", source: account("totalAssets") },
      { key: "totalLiabilities", name: "Total liabilities", color: "chart-5", source: account("totalLiabilities") },
    ],
  },
  {
    id: "worth", growth: true, change: "relative", title: "Net worth and shareholders' equity", format: formatSterling,
    series: [
      { key: "netWorth", name: "Net worth", color: "chart-1", source: account("netWorth") },
      { key: "totalShareholdersEquity", name: "Shareholders' equity", color: "chart-3", source: account("totalShareholdersEquity") },
    ],
  },
  {
    id: "cash", growth: true, change: "relative", title: "Cash", kind: "bar", format: formatSterling,
    series: [{ key: "cash", name: "Cash", color: "chart-3", source: account("cash") }],
  },
  {
    id: "employees", growth: true, change: "relative", integer: true, title: "Employees", kind: "bar", format: formatInteger,
    series: [{ key: "numberOfEmployees", name: "Employees", color: "chart-4", source: account("numberOfEmployees") }],
  },
  {
    id: "liquidity", growth: false, change: ratioChangeKind(RATIO_RULES.currentRatio.unit), title: "Current ratio", format: formatRatio,
    series: [{ key: "currentRatio", name: ratioName("currentRatio"), color: "chart-1", source: ratio("currentRatio") }],
  },
  {
    id: "returns", growth: false, change: ratioChangeKind(RATIO_RULES.roce.unit), title: "Gearing, return on capital employed and pre-tax margin", format: formatPercent,
    series: [
      { key: "gearing", name: ratioName("gearing"), color: "chart-5", source: ratio("gearing") },
      { key: "roce", name: ratioName("roce"), color: "chart-1", source: ratio("roce") },
      { key: "preTaxMargin", name: ratioName("preTaxMargin"), color: "chart-3", source: ratio("preTaxMargin") },
    ],
  },
  {
    id: "days", growth: false, change: ratioChangeKind(RATIO_RULES.debtorDays.unit), title: "Debtor and creditor days", format: (value) => (value == null ? MISSING : `${formatInteger(value)} days`),
    series: [
      { key: "debtorDays", name: ratioName("debtorDays"), color: "chart-1", source: ratio("debtorDays") },
      { key: "creditorDays", name: ratioName("creditorDays"), color: "chart-2", source: ratio("creditorDays") },
    ],
  },
];

/**
 * One chart row per year: the accounts' figures and the ratios' readings, a ratio that is not meaningful being a
 * gap (null) with its reason beside it. The Financials tab and the report's charts both draw these rows.
 */
export function financialChartRows(years: readonly AccountYear[], readings: readonly RatioReadings[]): ChartRow[] {
  return years.map((year, index) => {
    const row: ChartRow = { label: year.label, title: `Year ended ${formatDate(year.accounts.yearEndDate)}` };
    for (const chart of FINANCIAL_CHARTS) {
      for (const item of chart.series) {
        if ("accounts" in item.source) {
          row[item.key] = year.accounts[item.source.accounts] ?? null;
          continue;
        }
        // A year the readings do not reach has no ratio: a gap with no reason to give.
        const reading = readings[index]?.[item.source.ratio];
        row[item.key] = reading ? readingValue(reading) : null;
        row[notMeaningfulKey(item.key)] = reading ? notMeaningfulReason(reading) : null;
      }
    }
    return row;
  });
}
