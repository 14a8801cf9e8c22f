import "server-only";
// The portfolio as an Excel workbook: the export columns of lib/monitor/portfolio-table, limits as numbers in £.
import ExcelJS from "exceljs";
import type { PortfolioRow } from "./portfolio";
import { EXPORT_COLUMNS } from "./portfolio-table";

export async function portfolioWorkbook(name: string, rows: readonly PortfolioRow[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Portfolio");
  sheet.addRow([name]).font = { bold: true };
  sheet.addRow(EXPORT_COLUMNS.map((column) => column.header)).font = { bold: true };
  for (const row of rows) sheet.addRow(EXPORT_COLUMNS.map((column) => column.cell(row)));
  sheet.getColumn(5).numFmt = '"£"#,##0';
  sheet.columns.forEach((column) => { column.width = 20; });
  return Buffer.from(await book.xlsx.writeBuffer());
}
