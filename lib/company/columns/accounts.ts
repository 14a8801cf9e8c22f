// The accounts table's columns, one row per year end: the figures the Financials tab charts, then the filing they
// were read from (lib/financials/accounts-source). The tab's "Accounts by year", the PDF's table and the workbook's
// Financials sheet render from here. The PDF's narrow page prints the figures compactly and lists the sources on a
// page of their own (with their links), so the source columns are the screen's and the workbook's.
import { formatSterling } from "@/lib/format/money";
import { formatInteger } from "@/lib/format/numbers";
import { defineColumns, type ColumnSpec } from "./column-spec";

/** The accounts figures every output shows, in this order (field names as the upstream's statutory accounts). */
export const FINANCIAL_FIELDS = [
  { field: "turnover", label: "Turnover", kind: "money" },
  { field: "grossProfit", label: "Gross profit", kind: "money" },
  { field: "operatingProfit", label: "Operating profit", kind: "money" },
  { field: "profitBeforeTax", label: "Pre-tax profit", kind: "money" },
  { field: "profitAfterTax", label: "Profit after tax", kind: "money" },
  { field: "totalAssets", label: "Total assets", kind: "money" },
  { field: "totalLiabilities", label: "Total liabilities", kind: "money" },
  { field: "netWorth", label: "Net worth", kind: "money" },
  { field: "totalShareholdersEquity", label: "Shareholders' equity", kind: "money" },
  { field: "cash", label: "Cash", kind: "money" },
  { field: "workingCapital", label: "Working capital", kind: "money" },
  { field: "numberOfEmployees", label: "Employees", kind: "count" },
] as const;

export type FinancialField = (typeof FINANCIAL_FIELDS)[number]["field"];

/** A year's row: the report model's year as it is, and the tab's built from the same derivations. */
export interface AccountsFields {
  /** The year end, an ISO day. */
  yearEnd: string;
  values: Readonly<Partial<Record<string, number | null>>>;
  /** Where the figures come from; the document's address is the BFF's path on screen, absolute in a file. */
  source?: { sentence: string; filed: string | null; documentUrl: string | null } | null;
}

/** A year's accounts as the row's figures: every field the table shows, a missing one null (never zero). */
export function accountsFigures(accounts: Readonly<Partial<Record<FinancialField, number | null>>>): Record<FinancialField, number | null> {
  return Object.fromEntries(FINANCIAL_FIELDS.map(({ field }) => [field, accounts[field] ?? null])) as Record<FinancialField, number | null>;
}

const figure = (field: FinancialField) => (row: AccountsFields) => row.values[field] ?? null;

const FIGURE_COLUMNS: ColumnSpec<AccountsFields>[] = FINANCIAL_FIELDS.map(({ field, label, kind }) => ({
  key: field, header: label, kind, value: figure(field), width: 16, pdfWidth: 1, secondary: true,
  pdfText: (row: AccountsFields) => (kind === "money" ? formatSterling(figure(field)(row)) : formatInteger(figure(field)(row))),
}));

export const ACCOUNTS_COLUMNS = defineColumns<AccountsFields>([
  { key: "yearEnd", header: "Year end", kind: "date", value: (row) => row.yearEnd, width: 13, pdfWidth: 1.3 },
  ...FIGURE_COLUMNS,
  { key: "source", header: "Source", kind: "text", value: (row) => row.source?.sentence ?? null, width: 60, only: ["screen", "xlsx"] },
  { key: "filed", header: "Filed on", kind: "date", value: (row) => row.source?.filed?.slice(0, 10) ?? null, secondary: true, width: 13, only: ["screen", "xlsx"] },
  {
    key: "document", header: "Filed document", kind: "link", value: (row) => row.source?.documentUrl ?? null,
    href: (row) => row.source?.documentUrl ?? null, linkInWorkbook: true, width: 60, only: ["screen", "xlsx"],
  },
]);
