// The source of each year's accounts figures in the workbook: the sentence, the filing date as a date cell and the
// filed document as a hyperlink, as columns beside the year's figures (the report model carries them; nothing is
// derived here).
import type { Worksheet } from "exceljs";
import type { ReportAccountsSource } from "../model";
import { dateCell, NUMBER_FORMATS } from "./sheet";

export const SOURCE_HEADERS = ["Source", "Filed on", "Filed document"] as const;

/** Appends the three source columns after the sheet's last column, one row per year (rows start at `firstRow`). */
export function addSourceColumns(sheet: Worksheet, sources: ReadonlyArray<ReportAccountsSource | null | undefined>, firstRow = 2): void {
  const first = sheet.columnCount + 1;
  const header = sheet.getRow(1);
  SOURCE_HEADERS.forEach((title, index) => {
    header.getCell(first + index).value = title;
    header.getCell(first + index).font = { bold: true };
  });
  sheet.getColumn(first).width = 60;
  sheet.getColumn(first + 1).width = 13;
  sheet.getColumn(first + 2).width = 60;
  sources.forEach((source, index) => {
    if (!source) return;
    putSource(sheet.getRow(firstRow + index), first, source);
  });
}

function putSource(row: ReturnType<Worksheet["getRow"]>, first: number, source: ReportAccountsSource): void {
  row.getCell(first).value = source.sentence;
  const filed = row.getCell(first + 1);
  filed.value = dateCell(source.filed?.slice(0, 10) ?? null);
  filed.numFmt = NUMBER_FORMATS.date;
  if (source.documentUrl) {
    const link = row.getCell(first + 2);
    link.value = { text: source.documentUrl, hyperlink: source.documentUrl };
    link.font = { color: { argb: "FF1D4E89" }, underline: true };
  }
}
