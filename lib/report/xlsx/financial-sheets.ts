// Financials (one row per year end: the figures as numbers and the filing they come from, by the accounts column
// spec), Ratios (with the derived figures; n/m with its reason where one is not meaningful), the rules they follow,
// and Line items (every figure of the accounts, one column per year).
import type { Workbook } from "exceljs";
import { RATIO_KEYS, RATIO_RULES } from "@/lib/financials/ratio-rules";
import { DERIVED_FIGURE_KEYS, DERIVED_FIGURES } from "@/lib/financials/derived-figures";
import { LINE_ITEM_GROUPS } from "@/lib/financials/line-items";
import { ACCOUNTS_COLUMNS } from "@/lib/company/columns/accounts";
import { RATIO_LABELS, type Report } from "../model";
import { addTableSheet, sheetColumns } from "./sheet";

type Year = Report["financials"]["data"]["years"][number];

export function addFinancialSheets(workbook: Workbook, report: Report): void {
  const { data, note } = report.financials;
  const newestFirst = [...data.years].reverse();
  addTableSheet(workbook, "Financials", sheetColumns(ACCOUNTS_COLUMNS), newestFirst, note);

  addTableSheet(workbook, "Ratios", [
    { header: "Year end", width: 13, kind: "date", value: (row) => row.yearEnd },
    ...RATIO_KEYS.map((key) => ({
      header: RATIO_LABELS[key].label, width: 16,
      kind: RATIO_LABELS[key].unit === "percent" ? "percent" as const : RATIO_LABELS[key].unit === "days" ? "days" as const : "ratio" as const,
      // Text, so that SUM and AVERAGE pass over it as they would over a blank.
      value: (row: Year) => row.ratios[key] ?? (row.notMeaningful[key] ? "n/m" : null),
    })),
    // The derived figures (lib/financials/derived-figures): amounts in pounds, cover and the quick ratio as ratios.
    ...DERIVED_FIGURE_KEYS.map((key) => ({
      header: DERIVED_FIGURES[key].label, width: 16,
      kind: DERIVED_FIGURES[key].unit === "money" ? "money" as const : "ratio" as const,
      value: (row: Year) => row.derived?.[key] ?? (row.notMeaningful[key] ? "n/m" : null),
    })),
    {
      header: "EBITDA basis", width: 32, kind: "text",
      value: (row) => row.derivedBasis?.ebitda ?? null,
    },
    {
      header: "Not meaningful (n/m)", width: 60, kind: "text",
      value: (row) => FIGURES.filter(({ key }) => row.notMeaningful[key]).map(({ key, label }) => `${label}: ${row.notMeaningful[key]}`).join("; ") || null,
    },
  ], newestFirst, note);

  addTableSheet(workbook, "Ratio rules", [
    { header: "Ratio or figure", width: 28, kind: "text", value: (rule) => rule.label },
    { header: "Formula", width: 70, kind: "text", value: (rule) => rule.formula },
    { header: "Not meaningful (n/m) when", width: 80, kind: "text", value: (rule) => rule.notMeaningfulWhen },
  ], FIGURES, null);

  addLineItemsSheet(workbook, newestFirst, note);
}

/** The key ratios, then the derived figures: each with its label, formula and n/m rule, from the one table of each. */
const FIGURES: ReadonlyArray<{ key: string; label: string; formula: string; notMeaningfulWhen: string }> = [
  ...RATIO_KEYS.map((key) => ({ key, ...RATIO_RULES[key] })),
  ...DERIVED_FIGURE_KEYS.map((key) => ({ key, ...DERIVED_FIGURES[key] })),
];

interface LineItemRow { group: string; label: string; kind: "money" | "count"; field: string }

/** Every line item of the accounts (rows, grouped as the Financials tab groups them) by year (columns, newest first). */
function addLineItemsSheet(workbook: Workbook, newestFirst: readonly Year[], note: string | null): void {
  const rows: LineItemRow[] = LINE_ITEM_GROUPS.flatMap((group) => group.items.map((item) => ({ group: group.title, label: item.label, kind: item.kind, field: item.field })));
  addTableSheet<LineItemRow>(workbook, "Line items", [
    { header: "Group", width: 16, kind: "text", value: (row) => row.group },
    { header: "Line item", width: 40, kind: "text", value: (row) => row.label },
    // A year whose accounts do not give the figure is a blank cell, never a zero.
    ...newestFirst.map((year) => ({ header: year.yearEnd, width: 15, kind: (row: LineItemRow) => row.kind, value: (row: LineItemRow) => year.lineItems?.[row.field] ?? null })),
  ], newestFirst.length ? rows : [], note);
}
