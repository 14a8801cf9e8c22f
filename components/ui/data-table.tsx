"use client";
// A long table described by its columns: headers that sort (buttons, with aria-sort on the th), a header that stays
// in view while the rows scroll in their own region, rows windowed when there are many, and secondary columns
// dropped on narrow screens so the key ones stay readable. Every results and company table draws through this. On
// paper it is a plain table of every row, as wide as the page, its header repeated on each page (app/globals.css).
// Under it, "Download CSV" saves the rows as shown (./csv-download.tsx).
import { lazy, Suspense, useRef, type ReactNode } from "react";
import type { CsvValue } from "@/lib/export/csv";
import type { SortDirection } from "@/lib/url-state/table-state";
import { CsvDownload } from "./csv-download";
import { cx } from "./cx";
import { DataRow } from "./data-table-row";
import { Table, Th } from "./table";
import type { VirtualBodyProps } from "./virtual-body";
import { usePrinting } from "./use-printing";
import { loadVirtualBody } from "./windowing";

/** Longer lists are windowed; shorter ones render whole, so find-in-page and row counts work on them. */
export const WINDOWED_FROM = 101;
const VirtualBody = lazy(() => loadVirtualBody().then((module) => ({ default: module.VirtualBody }))) as <Row>(props: VirtualBodyProps<Row>) => ReactNode;

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
  /** The cell's value in the CSV download, when its words are not the text of what it renders. */
  csv?: (row: Row) => CsvValue;
  /** An identifier (company number, PNR): the CSV writes it so a spreadsheet keeps its leading zeros. */
  identifier?: boolean;
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
  /** The company the table is about, for the CSV file's name. */
  csvCompany?: { name: string | null | undefined; number: string };
}

const ARIA_SORT = { asc: "ascending", desc: "descending" } as const;

export function DataTable<Row>({ caption, columns, rows, rowKey, sort, rowTestId, footer, empty, estimatedRowHeight = 44, csvCompany }: DataTableProps<Row>) {
  const scroller = useRef<HTMLDivElement>(null);
  // On paper there is no scrolling to bring the other rows into view.
  const printing = usePrinting();
  const plain = (list: readonly Row[]) => list.map((row, index) => <DataRow key={rowKey(row, index)} row={row} index={index} columns={columns} testId={rowTestId} />);

  // The region: a scrollable region must be reachable by keyboard to be scrolled without a mouse. `relative` makes it
  // the containing block of absolutely placed content in its cells (screen-reader-only text is), so that content is
  // clipped with the table instead of widening the page.
  return (
    <div className="flex min-w-0 max-w-full flex-col gap-2">
      <div ref={scroller} role="region" aria-label={caption} tabIndex={0} className="relative max-h-[75vh] max-w-full overflow-auto rounded-lg border border-line bg-surface">
        <Table caption={caption}>
          <thead className="sticky top-0 z-10" data-testid="table-head">
            <tr>
              {columns.map((column) => {
                const active = sort && column.sort === sort.sort;
                return (
                  <Th key={column.id} numeric={column.numeric} aria-sort={active ? ARIA_SORT[sort.dir] : undefined} className={cx("whitespace-nowrap", column.secondary && "max-sm:hidden")}
                    // Paper has no buttons, and Chromium leaves a button's words out of a header repeated on a new page:
                    // a sortable header prints its words from here (app/globals.css), kept out of the text on screen.
                    data-print-label={sort && column.sort && typeof column.header === "string" ? column.header : undefined}>
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
            {rows.length < WINDOWED_FROM || printing ? plain(rows) : (
              // Until the windowing code has loaded, the first screenful stands in.
              <Suspense fallback={plain(rows.slice(0, 30))}>
                <VirtualBody rows={rows} columns={columns} rowKey={rowKey} testId={rowTestId} scroller={scroller} estimatedRowHeight={estimatedRowHeight} />
              </Suspense>
            )}
          </tbody>
          {footer}
        </Table>
        {rows.length === 0 && empty ? <p className="p-4 text-center text-ink-muted">{empty}</p> : null}
      </div>
      {rows.length > 0 ? (
        <div className="flex justify-end">
          <CsvDownload caption={caption} columns={columns} rows={rows} company={csvCompany} />
        </div>
      ) : null}
    </div>
  );
}
