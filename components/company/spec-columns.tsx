// A record's column spec (lib/company/columns) as the DataTable's columns. The spec says what each column holds and
// how its kind reads; a panel adds only what is the screen's own (a status badge, a description with links).
import { Link } from "@/components/ui/link";
import type { ReactNode } from "react";
import type { Column } from "@/components/ui/data-table";
import { cellText, columnsFor, type ColumnSpec } from "@/lib/company/columns/column-spec";
import { formatCell, isNumericKind } from "@/lib/format/cell";
import { MISSING } from "@/lib/format/money";

export interface ScreenOptions<Row> {
  /** Cells the screen draws itself, by column key. */
  cells?: Partial<Record<string, (row: Row) => ReactNode>>;
  /** Extra classes, by column key (the name in bold, a code that must not wrap). */
  classNames?: Partial<Record<string, string>>;
}

export function screenColumns<Row>(specs: readonly ColumnSpec<Row>[], { cells = {}, classNames = {} }: ScreenOptions<Row> = {}): Column<Row>[] {
  return columnsFor(specs, "screen").map((spec) => ({
    id: spec.key,
    header: spec.header,
    sort: spec.sort,
    secondary: spec.secondary,
    numeric: isNumericKind(spec.kind),
    className: classNames[spec.key],
    cell: cells[spec.key] ?? ((row: Row) => defaultCell(spec, row)),
  }));
}

function defaultCell<Row>(spec: ColumnSpec<Row>, row: Row): ReactNode {
  const value = spec.value(row);
  if (spec.kind === "list" && Array.isArray(value)) {
    return value.length ? <ul>{value.map((text, index) => <li key={`${index}-${text}`}>{text}</li>)}</ul> : MISSING;
  }
  if (spec.kind === "link") {
    const href = spec.href?.(row);
    const text = formatCell("text", value);
    return href ? <Link className="text-brand underline" href={href}>{text}</Link> : text;
  }
  return cellText(spec, row);
}
