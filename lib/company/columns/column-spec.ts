// A record's columns, declared once: the screen's DataTable, the PDF's table and the workbook's sheet all render
// from the same list, so a new field is one line here (and its kind says how each output shows it).
import { formatCell, type CellKind, type CellValue } from "@/lib/format/cell";

export type ColumnOutput = "screen" | "pdf" | "xlsx";

export interface ColumnSpec<Row> {
  /** Stable id: the screen's column id and the key of a screen-only renderer (a badge, a description with links). */
  key: string;
  header: string;
  kind: CellKind;
  /** The value from the derived row: numbers as numbers, dates as the row holds them, lists as arrays. */
  value: (row: Row) => CellValue;
  /** The printed text (PDF, and screen cells drawn as text) when not the value formatted by its kind. */
  text?: (row: Row) => string;
  /** Where a link column's text points, on screen. */
  href?: (row: Row) => string | null;
  /** The href is a hyperlink in the workbook too: an address that works outside the screen (a filed document). */
  linkInWorkbook?: boolean;
  /** The sort key (as the URL names it) that this column's header sorts by on screen. */
  sort?: string;
  /** Dropped below the small breakpoint (375 px phones), where the key columns need the width. */
  secondary?: boolean;
  /** Width in characters in the workbook; the PDF shares its width among its columns in the same proportions. */
  width: number;
  /** The PDF's text where its narrow page needs a shorter form than `text` (compact sterling: £1.2m). */
  pdfText?: (row: Row) => string;
  /** Shorter header for the PDF's narrow columns. */
  pdfHeader?: string;
  /** The PDF's share of its width, where the workbook's character width does not suit a portrait page. */
  pdfWidth?: number;
  /** On the PDF's narrow page, printed as a line in the cell of the column with this key (in declared order). */
  pdfUnder?: string;
  /** The outputs that show this column, when not all three. */
  only?: readonly ColumnOutput[];
}

/** The columns one output shows, in the declared order. */
export function columnsFor<Row>(specs: readonly ColumnSpec<Row>[], output: ColumnOutput): ColumnSpec<Row>[] {
  return specs.filter((spec) => !spec.only || spec.only.includes(output));
}

/** A cell as text, as the screen and the PDF print it (lists on separate lines when `separator` is a new line). */
export function cellText<Row>(spec: ColumnSpec<Row>, row: Row, separator = "; "): string {
  return spec.text ? spec.text(row) : formatCell(spec.kind, spec.value(row), separator);
}

export function defineColumns<Row>(specs: readonly ColumnSpec<Row>[]): readonly ColumnSpec<Row>[] {
  const keys = new Set<string>();
  for (const spec of specs) {
    if (keys.has(spec.key)) throw new Error(`Column ${spec.key} is declared twice`);
    keys.add(spec.key);
  }
  return specs;
}
