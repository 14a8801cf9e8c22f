// One table per sheet: typed cells (numbers as numbers, dates as dates) with number formats, the header row frozen
// and filtered, column widths set. A section with nothing to show says why in the row under the header.
import type { Workbook, Worksheet } from "exceljs";
import { columnsFor, type ColumnSpec } from "@/lib/company/columns/column-spec";
import type { CellKind as ColumnKind } from "@/lib/format/cell";

// "percent" takes a value in percent (12.5) and "fraction" a fraction (0.125); both are stored as the fraction with a
// percent format, as Excel keeps percentages, so that =B2*C2 and SUM work on them.
export type CellKind = "text" | "money" | "count" | "date" | "percent" | "fraction" | "ratio" | "days";

export interface SheetColumn<Row> {
  header: string;
  width: number;
  /** The whole column's kind, or each row's (a column of figures in different units). */
  kind: CellKind | ((row: Row) => Exclude<CellKind, "text" | "date">);
  value: (row: Row) => string | number | boolean | null;
  /** A link column: the cell is a hyperlink to this address (its text the value), blank without one. */
  hyperlink?: (row: Row) => string | null;
}

export const NUMBER_FORMATS: Record<Exclude<CellKind, "text">, string> = {
  money: '"£"#,##0;[Red]-"£"#,##0',
  count: "#,##0",
  date: "dd mmm yyyy",
  percent: "0.0%",
  fraction: "0.0%",
  ratio: "0.00",
  days: '#,##0" days"',
};

/** What a cell of this kind stores for a value. */
export function cellValue(kind: CellKind, value: string | number | boolean | null): string | number | boolean | Date | null {
  if (kind === "date" && typeof value === "string") return dateCell(value);
  if (kind === "percent" && typeof value === "number") return value / 100;
  return value;
}

/** An ISO day as a date cell: midnight UTC, which Excel shows as that calendar day. */
export function dateCell(value: string | null): Date | null {
  return value ? new Date(`${value}T00:00:00Z`) : null;
}

export function addTableSheet<Row>(workbook: Workbook, name: string, columns: Array<SheetColumn<Row>>, rows: readonly Row[], note: string | null): Worksheet {
  const sheet = workbook.addWorksheet(name, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = columns.map((column, index) => ({
    header: column.header,
    key: `c${index}`,
    width: column.width,
    style: typeof column.kind === "function" || column.kind === "text" ? {} : { numFmt: NUMBER_FORMATS[column.kind] },
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    const added = sheet.addRow(columns.map((column) => cellValue(typeof column.kind === "function" ? column.kind(row) : column.kind, column.value(row))));
    columns.forEach((column, index) => {
      if (typeof column.kind === "function") added.getCell(index + 1).numFmt = NUMBER_FORMATS[column.kind(row)];
      const url = column.hyperlink?.(row);
      if (url) {
        const cell = added.getCell(index + 1);
        cell.value = { text: String(column.value(row) ?? url), hyperlink: url };
        cell.font = { color: { argb: "FF1D4E89" }, underline: true };
      }
    });
  }
  if (rows.length === 0 && note) sheet.addRow([note]);
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: Math.max(1, rows.length + 1), column: columns.length } };
  return sheet;
}

/** How each column kind is stored: amounts as numbers in pounds, percentages as fractions, dates as dates. */
const SHEET_KINDS: Record<ColumnKind, CellKind> = {
  text: "text", link: "text", list: "text", date: "date", money: "money", percent: "percent", count: "count",
};

/** A record's column spec (lib/company/columns) as the sheet's columns: lists joined with "; ". */
export function sheetColumns<Row>(specs: readonly ColumnSpec<Row>[]): Array<SheetColumn<Row>> {
  return columnsFor(specs, "xlsx").map((spec) => ({
    header: spec.header,
    width: spec.width,
    kind: SHEET_KINDS[spec.kind],
    hyperlink: spec.linkInWorkbook && spec.href ? (row: Row) => spec.href?.(row) ?? null : undefined,
    value: (row: Row) => {
      const value = spec.value(row);
      if (Array.isArray(value)) return value.join("; ");
      return (value ?? null) as string | number | boolean | null;
    },
  }));
}
