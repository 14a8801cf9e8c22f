// Which charts the Financials tab and the report draw, and from which fields. A new chart is one entry here.
import type { ChartRow, ChartSeries, ValueFormat } from "@/lib/charts/chart-types";
import { MISSING, formatSterling } from "@/lib/format/money";
import { formatInteger, formatPercent, formatRatio } from "@/lib/format/numbers";
import type { RatioKey, RatioValues } from "@/lib/financials/ratios";
import type { AccountNumberField, AccountYear } from "@/lib/financials/years";

export interface ChartDefinition {
  id: string;
  title: string;
  kind?: "line" | "bar";
  format: ValueFormat;
  /** Whether compound growth means anything for these series (it does for money and headcount, not for ratios). */
  growth: boolean;
  series: Array<ChartSeries & { source: { accounts: AccountNumberField } | { ratio: RatioKey } }>;
}

const account = (field: AccountNumberField) => ({ accounts: field });
const ratio = (key: RatioKey) => ({ ratio: key });

export const FINANCIAL_CHARTS: ChartDefinition[] = [
  {
    id: "profit", growth: true, title: "Turnover and profit", format: formatSterling,
    series: [
      { key: "turnover", name: "Turnover", color: "chart-1", source: account("turnover") },
      { key: "grossProfit", name: "Gross profit", color: "chart-2", source: account("grossProfit") },
      { key: "operatingProfit", name: "Operating profit", color: "chart-3", source: account("operatingProfit") },
      { key: "profitBeforeTax", name: "Pre-tax profit", color: "chart-4", source: account("profitBeforeTax") },
    ],
  },
  {
    id: "balance", growth: true, title: "Total assets and total liabilities", format: formatSterling,
    series: [
      { key: "totalAssets", name: "Total assets", color: "chart-1", source: account("totalAssets") },
      { key: "totalLiabilities", name: "Total liabilities", color: "chart-5", source: account("totalLiabilities") },
    ],
  },
  {
    id: "worth", growth: true, title: "Net worth and shareholders' equity", format: formatSterling,
    series: [
      { key: "netWorth", name: "Net worth", color: "chart-1", source: account("netWorth") },
      { key: "totalShareholdersEquity", name: "Shareholders' equity", color: "chart-3", source: account("totalShareholdersEquity") },
    ],
  },
  {
    id: "cash", growth: true, title: "Cash", kind: "bar", format: formatSterling,
    series: [{ key: "cash", name: "Cash", color: "chart-3", source: account("cash") }],
  },
  {
    id: "employees", growth: true, title: "Employees", kind: "bar", format: formatInteger,
    series: [{ key: "numberOfEmployees", name: "Employees", color: "chart-4", source: account("numberOfEmployees") }],
  },
  {
    id: "liquidity", growth: false, title: "Current ratio", format: formatRatio,
    series: [{ key: "currentRatio", name: "Current ratio", color: "chart-1", source: ratio("currentRatio") }],
  },
  {
    id: "returns", growth: false, title: "Gearing, return on capital employed and pre-tax margin", format: formatPercent,
    series: [
      { key: "gearing", name: "Gearing", color: "chart-5", source: ratio("gearing") },
      { key: "roce", name: "Return on capital employed", color: "chart-1", source: ratio("roce") },
      { key: "preTaxMargin", name: "Pre-tax margin", color: "chart-3", source: ratio("preTaxMargin") },
    ],
  },
  {
    id: "days", growth: false, title: "Debtor and creditor days", format: (value) => (value == null ? MISSING : `${formatInteger(value)} days`),
    series: [
      { key: "debtorDays", name: "Debtor days", color: "chart-1", source: ratio("debtorDays") },
      { key: "creditorDays", name: "Creditor days", color: "chart-2", source: ratio("creditorDays") },
    ],
  },
];

/**
 * The rows every chart reads: one per year, each series' value that year under its key; a figure the year lacks is
 * null, which a chart draws as a gap, never as a zero. `ratios` are the years' ratios, in the same order.
 */
export function financialChartRows(years: readonly AccountYear[], ratios: readonly RatioValues[]): ChartRow[] {
  return years.map((year, index) => {
    const row: ChartRow = { label: year.label };
    for (const chart of FINANCIAL_CHARTS) {
      for (const item of chart.series) {
        row[item.key] = "accounts" in item.source ? (year.accounts[item.source.accounts] ?? null) : (ratios[index]?.[item.source.ratio] ?? null);
      }
    }
    return row;
  });
}
