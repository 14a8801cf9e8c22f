import "server-only";
// A comparison as CSV (RFC 4180, formula-like text defused, numbers raw) and as a workbook (exceljs: pounds and
// counts as numbers with a format, changes as fractions with a % format, a frozen header row). Both read the
// columns of ./compare-columns, as the screen does.
import ExcelJS from "exceljs";
import { csvDocument, csvIdentifier } from "@/lib/export/csv";
import { COMPARE_COLUMNS, type CompareFormat } from "./compare-columns";
import type { CompareRow } from "./compare-row";

export function compareCsv(rows: readonly CompareRow[]): string {
  // The company number keeps its leading zeros in a spreadsheet (lib/export/csv.ts says how).
  const cell = (column: (typeof COMPARE_COLUMNS)[number], row: CompareRow) => {
    const value = column.value(row);
    return column.id === "crn" && typeof value === "string" ? csvIdentifier(value) : value;
  };
  return csvDocument(COMPARE_COLUMNS.map((column) => column.heading), rows.map((row) => COMPARE_COLUMNS.map((column) => cell(column, row))));
}

const NUMBER_FORMATS: Partial<Record<CompareFormat, string>> = { money: "#,##0;-#,##0", count: "#,##0", change: "0.0%" };

export async function compareWorkbook(rows: readonly CompareRow[], generatedAt: Date): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = generatedAt;
  const sheet = workbook.addWorksheet("Comparison", { views: [{ state: "frozen", ySplit: 1, xSplit: 2 }] });
  sheet.columns = COMPARE_COLUMNS.map((column) => ({
    header: column.heading, key: column.id, width: column.id === "name" ? 40 : Math.max(14, Math.min(30, column.heading.length + 2)),
    style: NUMBER_FORMATS[column.format] ? { numFmt: NUMBER_FORMATS[column.format] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(Object.fromEntries(COMPARE_COLUMNS.map((column) => [column.id, column.value(row)])));
  const notes = workbook.addWorksheet("About");
  notes.addRow(["Generated", generatedAt.toISOString()]);
  notes.addRow(["Figures", "From each company's latest statutory accounts; the change is on the year before, as a fraction (a % format), or n/m with its reason when the year before is zero or negative or the figure changed sign."]);
  notes.addRow(["Risk band and limit", "The credit assessment of the dashboard: the worse of Taffler's and Altman's Z'' bands in the latest scored year, and the suggested limit by its rule."]);
  notes.addRow(["Blank cells", "Not filed, not scored, or the company could not be read (its name cell says why)."]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
