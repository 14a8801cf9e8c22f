// Financials (one row per year end, the figures as numbers) and Ratios sheets.
import type { Workbook } from "exceljs";
import { RATIO_KEYS } from "@/lib/financials/ratios";
import { FINANCIAL_FIELDS, RATIO_LABELS, type Report } from "../model";
import { addTableSheet } from "./sheet";

export function addFinancialSheets(workbook: Workbook, report: Report): void {
  const { data, note } = report.financials;
  const newestFirst = [...data.years].reverse();
  addTableSheet(workbook, "Financials", [
    { header: "Year end", width: 13, kind: "date", value: (row) => row.yearEnd },
    ...FINANCIAL_FIELDS.map(({ field, label, kind }) => ({
      header: label, width: 16, kind: kind === "money" ? "money" as const : "count" as const, value: (row: (typeof newestFirst)[number]) => row.values[field] ?? null,
    })),
  ], newestFirst, note);

  addTableSheet(workbook, "Ratios", [
    { header: "Year end", width: 13, kind: "date", value: (row) => row.yearEnd },
    ...RATIO_KEYS.map((key) => ({
      header: RATIO_LABELS[key].label, width: 16,
      kind: RATIO_LABELS[key].unit === "percent" ? "percent" as const : RATIO_LABELS[key].unit === "days" ? "days" as const : "ratio" as const,
      value: (row: (typeof newestFirst)[number]) => row.ratios[key],
    })),
  ], newestFirst, note);
}
