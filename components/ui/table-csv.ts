// A table on screen as CSV, row for row and in the order shown (the tab's filter and sort already applied to the rows
// it is given), through the one CSV writer (lib/export/csv.ts). A cell's words are the words it renders: text and
// numbers inside its elements, in order, leaving out what is hidden from everyone (aria-hidden: sort arrows, icons);
// a component in a cell is called for its words. A column whose cell's words come from state or hooks says its CSV
// value with `csv`.
import { isValidElement, type ReactNode } from "react";
import { csvDocument, csvIdentifier, type CsvValue } from "@/lib/export/csv";

export interface CsvColumn<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The cell's value in the CSV, when its words are not the text of what it renders. */
  csv?: (row: Row) => CsvValue;
  /** An identifier (company number, PNR): written so a spreadsheet keeps it as shown. */
  identifier?: boolean;
}

/** The words a rendered node shows, without rendering it. */
export function textOf(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === "boolean") return "";
  if (typeof node === "string" || typeof node === "number" || typeof node === "bigint") return String(node);
  if (Array.isArray(node)) return node.map(textOf).join("");
  if (isValidElement<{ children?: ReactNode; "aria-hidden"?: unknown }>(node)) {
    const hidden = node.props["aria-hidden"];
    if (hidden === true || hidden === "true") return "";
    return typeof node.type === "function" ? textOf(rendered(node.type as (props: never) => unknown, node.props)) : textOf(node.props.children);
  }
  return "";
}

/**
 * What a component of a cell renders (a company link from its number and name), called as the function it is. One
 * that uses hooks cannot be called outside React: its words are its children's, and a column of such cells says its
 * CSV value with `csv`.
 */
function rendered(type: (props: never) => unknown, props: { children?: ReactNode }): ReactNode {
  // A class component is not called: only function components are the cells' kind.
  if ((type as { prototype?: { isReactComponent?: unknown } }).prototype?.isReactComponent) return props.children;
  try {
    const result = type(props as never);
    return result instanceof Promise ? props.children : (result as ReactNode);
  } catch {
    return props.children;
  }
}

// Shown text a spreadsheet would change: digits with a leading zero (a company number) or too many to keep exact.
const LOOKS_LIKE_AN_IDENTIFIER = /^0\d+$|^\d{12,}$/;

function cellValue<Row>(column: CsvColumn<Row>, row: Row): CsvValue {
  const value = column.csv ? column.csv(row) : textOf(column.cell(row)).replace(/\s+/g, " ").trim();
  if (typeof value !== "string") return value;
  return column.identifier || LOOKS_LIKE_AN_IDENTIFIER.test(value) ? csvIdentifier(value) : value;
}

export function tableCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  return csvDocument(columns.map((column) => textOf(column.header).trim()), rows.map((row) => columns.map((column) => cellValue(column, row))));
}
