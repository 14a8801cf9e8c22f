"use client";
// A long table described by its columns: headers that sort (buttons, with aria-sort on the th), a header that stays
// in view while the rows scroll in their own region, rows windowed when there are many, and secondary columns
// dropped on narrow screens so the key ones stay readable. Every results and company table draws through this.
import { useRef, type ReactNode } from "react";
import type { SortDirection } from "@/lib/url-state/table-state";
import { cx } from "./cx";
import { Table, Td, Th } from "./table";
import { useVirtualRows } from "./use-virtual-rows";

export interface Column<Row> {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Right-aligned with tabular figures so that digits line up down the column. */
  numeric?: boolean;
  /** The sort key (as the URL names it) this column's header sorts by. */
  sort?: string;
  /** Left out below the small breakpoint, where the key columns need the width. */
  secondary?: boolean;
  className?: string;
}

export interface TableSort {
  sort: string;
  dir: SortDirection;
  onSort: (sort: string) => void;
}

export interface DataTableProps<Row> {
  /** Names the table for assistive technology and labels its scroll region. */
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  sort?: TableSort;
  /** data-testid of each body row, for the end-to-end tests. */
  rowTestId?: string;
  footer?: ReactNode;
  /** Said inside the table region when there are no rows (a filter that matches nothing). */
  empty?: ReactNode;
  estimatedRowHeight?: number;
}

const ARIA_SORT = { asc: "ascending", desc: "descending" } as const;

export function DataTable<Row>({ caption, columns, rows, rowKey, sort, rowTestId, footer, empty, estimatedRowHeight = 44 }: DataTableProps<Row>) {
  const scroller = useRef<HTMLDivElement>(null);
  const visible = useVirtualRows(rows.length, estimatedRowHeight, scroller);
  const span = columns.length;

  return (
    // A scrollable region must be reachable by keyboard to be scrolled without a mouse.
    <div ref={scroller} role="region" aria-label={caption} tabIndex={0} className="max-h-[75vh] max-w-full overflow-auto rounded-lg border border-line bg-surface">
      <Table caption={caption}>
        <thead className="sticky top-0 z-10" data-testid="table-head">
          <tr>
            {columns.map((column) => {
              const active = sort && column.sort === sort.sort;
              return (
                <Th key={column.id} numeric={column.numeric} aria-sort={active ? ARIA_SORT[sort.dir] : undefined} className={cx("whitespace-nowrap", column.secondary && "max-sm:hidden")}>
                  {sort && column.sort ? (
                    <button type="button" onClick={() => sort.onSort(column.sort as string)} className="inline-flex items-center gap-1 uppercase hover:text-ink focus-visible:outline-2 focus-visible:outline-brand">
                      {column.header}
                      <span aria-hidden="true">{active ? (sort.dir === "asc" ? "▲" : "▼") : "↕"}</span>
                    </button>
                  ) : column.header}
                </Th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {visible.padTop > 0 && <tr aria-hidden="true" style={{ height: visible.padTop }}><td colSpan={span} /></tr>}
          {visible.indexes.map((index) => {
            const row = rows[index];
            return (
              <tr key={rowKey(row, index)} data-index={index} ref={visible.virtual ? visible.measure : undefined} data-testid={rowTestId}>
                {columns.map((column) => (
                  <Td key={column.id} numeric={column.numeric} className={cx(column.className, column.secondary && "max-sm:hidden")}>{column.cell(row)}</Td>
                ))}
              </tr>
            );
          })}
          {visible.padBottom > 0 && <tr aria-hidden="true" style={{ height: visible.padBottom }}><td colSpan={span} /></tr>}
        </tbody>
        {footer}
      </Table>
      {rows.length === 0 && empty ? <p className="p-4 text-center text-ink-muted">{empty}</p> : null}
    </div>
  );
}
