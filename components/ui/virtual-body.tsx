"use client";
// The windowed body of a long DataTable: only the rows near the view are in the document, spacer rows keep the
// scroll height. Loaded on demand (DataTable imports it lazily), so screens whose tables stay short never ship the
// windowing library.
import type { RefObject } from "react";
import { DataRow, type RowColumn } from "./data-table-row";
import { useVirtualRows } from "./use-virtual-rows";

export interface VirtualBodyProps<Row> {
  rows: readonly Row[];
  columns: readonly RowColumn<Row>[];
  rowKey: (row: Row, index: number) => string;
  testId?: string;
  scroller: RefObject<HTMLElement | null>;
  estimatedRowHeight: number;
}

export function VirtualBody<Row>({ rows, columns, rowKey, testId, scroller, estimatedRowHeight }: VirtualBodyProps<Row>) {
  const visible = useVirtualRows(rows.length, estimatedRowHeight, scroller);
  const span = columns.length;
  return (
    <>
      {visible.padTop > 0 && <tr aria-hidden="true" style={{ height: visible.padTop }}><td colSpan={span} /></tr>}
      {visible.indexes.map((index) => (
        <DataRow key={rowKey(rows[index], index)} row={rows[index]} index={index} columns={columns} testId={testId} measure={visible.measure} />
      ))}
      {visible.padBottom > 0 && <tr aria-hidden="true" style={{ height: visible.padBottom }}><td colSpan={span} /></tr>}
    </>
  );
}
