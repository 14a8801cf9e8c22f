// A results table described by its columns, drawn with the same table parts as the company tabs (components/ui/table)
// so that every table in the app looks alike and scrolls in its own region rather than the page.
import type { ReactNode } from "react";
import { Table, TableScroll, Td, Th } from "./table";

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
    <TableScroll label={caption}>
      <Table caption={caption}>
        <thead>
          <tr>
            {columns.map((column) => (
              <Th key={column.id} numeric={column.numeric} className="whitespace-nowrap">{column.header}</Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)}>
              {columns.map((column) => (
                <Td key={column.id} numeric={column.numeric}>{column.cell(row)}</Td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}
