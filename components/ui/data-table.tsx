// A results table: columns described once, numbers right-aligned in tabular figures, and a scroll container of its
// own so that a wide table never makes the page scroll sideways on a phone.
import type { ReactNode } from "react";

export interface Column<Row> {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Right-aligned with tabular figures so that digits line up down the column. */
  numeric?: boolean;
}

export interface DataTableProps<Row> {
  /** Names the table for assistive technology and labels its scroll region. */
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
}

export function DataTable<Row>({ caption, columns, rows, rowKey }: DataTableProps<Row>) {
  return (
    // Focusable so that keyboard users can scroll a table wider than the screen.
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-line bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
    >
      <table className="min-w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-muted text-ink-muted">
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={`whitespace-nowrap border-b border-line px-3 py-2 font-medium ${column.numeric ? "text-right" : "text-left"}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)} className="border-b border-line last:border-b-0">
              {columns.map((column) => (
                <td
                  key={column.id}
                  className={`px-3 py-2 align-top ${column.numeric ? "text-right tabular-nums whitespace-nowrap" : "text-left"}`}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
