// One body row of a DataTable, shared by the plain and the windowed bodies so both draw a row alike.
import type { ReactNode } from "react";
import { cx } from "./cx";
import { Td } from "./table";

export interface RowColumn<Row> {
  id: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
  secondary?: boolean;
  className?: string;
}

export function DataRow<Row>({ row, index, columns, testId, measure }: {
  row: Row;
  index: number;
  columns: readonly RowColumn<Row>[];
  testId?: string;
  /** The windowed body measures each row it draws. */
  measure?: (element: HTMLElement | null) => void;
}) {
  return (
    <tr data-index={index} ref={measure} data-testid={testId}>
      {columns.map((column) => (
        <Td key={column.id} numeric={column.numeric} className={cx(column.className, column.secondary && "max-sm:hidden")}>{column.cell(row)}</Td>
      ))}
    </tr>
  );
}
