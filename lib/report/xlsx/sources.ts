// Links in the workbook: the source of each year's accounts figures (the sentence, the filing date as a date cell
// and the filed document as a hyperlink) beside the year's figures, and a filing's document beside the filing. The
// report model carries them; nothing is derived here.
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

/** Appends a column of hyperlinks (one per row, blank where there is none) after the sheet's last column. */
export function addLinkColumn(sheet: Worksheet, header: string, urls: ReadonlyArray<string | null | undefined>, firstRow = 2): void {
  const column = sheet.columnCount + 1;
  sheet.getRow(1).getCell(column).value = header;
  sheet.getRow(1).getCell(column).font = { bold: true };
  sheet.getColumn(column).width = 60;
  urls.forEach((url, index) => {
    if (url) putLink(sheet.getRow(firstRow + index).getCell(column), url);
  });
}

function putLink(cell: ReturnType<ReturnType<Worksheet["getRow"]>["getCell"]>, url: string): void {
  cell.value = { text: url, hyperlink: url };
  cell.font = { color: { argb: "FF1D4E89" }, underline: true };
}

function putSource(row: ReturnType<Worksheet["getRow"]>, first: number, source: ReportAccountsSource): void {
  row.getCell(first).value = source.sentence;
  const filed = row.getCell(first + 1);
  filed.value = dateCell(source.filed?.slice(0, 10) ?? null);
  filed.numFmt = NUMBER_FORMATS.date;
  if (source.documentUrl) putLink(row.getCell(first + 2), source.documentUrl);
}
