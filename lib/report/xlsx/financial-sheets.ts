// Financials (one row per year end: the figures as numbers and the filing they come from, by the accounts column
// spec), Ratios (n/m with its reason where a ratio is not meaningful) and the ratio rules they follow.
import type { Workbook } from "exceljs";
import { RATIO_KEYS, RATIO_RULES } from "@/lib/financials/ratio-rules";
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
    {
      header: "Not meaningful (n/m)", width: 60, kind: "text",
      value: (row) => RATIO_KEYS.filter((key) => row.notMeaningful[key]).map((key) => `${RATIO_LABELS[key].label}: ${row.notMeaningful[key]}`).join("; ") || null,
    },
  ], newestFirst, note);

  addTableSheet(workbook, "Ratio rules", [
    { header: "Ratio", width: 28, kind: "text", value: (key) => RATIO_RULES[key].label },
    { header: "Formula", width: 70, kind: "text", value: (key) => RATIO_RULES[key].formula },
    { header: "Not meaningful (n/m) when", width: 80, kind: "text", value: (key) => RATIO_RULES[key].notMeaningfulWhen },
  ], RATIO_KEYS, null);
}
