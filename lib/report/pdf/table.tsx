// Tables that read well across pages: the rows are split into pages here, by each row's height measured with the
// font's metrics (./measure.ts), and each page repeats the header, so no row is split between pages. Splitting here
// rather than leaving it to the layout engine keeps the largest companies' reports (hundreds of officers and
// charges) fast and bounded in memory: react-pdf re-lays out everything after a page break on every break, and
// lays out every page it may break twice; a continuation page, which holds only the table, is one the measure says
// fits, and holds only the table, so it is not laid out by react-pdf at all: render.ts draws it with pdf-lib
// (./table-draw.ts), each cell on the lines ./measure.ts wrapped it to, which is most of a large company's report.
// Cells are text only, so company-supplied values are printed, never interpreted.
import { Text, View } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import { ReportPage, type PageContext } from "./page";
import { lineCount, wrapRuns, type Run } from "./measure";
import { moreRowsNote } from "./appendix-rows";
import { ReportSection } from "./section";
import { CELL_PAD, CONTENT_HEIGHT, CONTENT_WIDTH, styles } from "./styles";
import { pdfText } from "./text";
import type { SectionStatus } from "../model";
import { cellText, columnsFor, type ColumnSpec } from "@/lib/company/columns/column-spec";
import { isNumericKind } from "@/lib/format/cell";

export interface Column<Row> {
  header: string;
  /** Share of the table's width. */
  width: number;
  numeric?: boolean;
  /** The cell as plain text: printed, and measured for the row's height. */
  cell: (row: Row) => string;
  /** The same text with its formatting and links, printed instead of `cell` when given. */
  rich?: (row: Row) => ReactNode;
  /** `rich` as styled runs of text, for pages drawn without react-pdf; measured instead of `cell` when given. */
  runs?: (row: Row) => Run[];
}

/** Long company-supplied text is cut in the PDF (a row must fit on one page); the workbook and JSON keep it whole. */
export const MAX_CELL = 280;
const clip = (text: string) => (text.length > MAX_CELL ? `${text.slice(0, MAX_CELL - 1)}…` : text);

/** A record's column spec (lib/company/columns) as the PDF's columns: lists one item a line, long text cut. */
export function pdfColumns<Row>(specs: readonly ColumnSpec<Row>[]): Array<Column<Row>> {
  const shown = columnsFor(specs, "pdf");
  return shown.filter((spec) => !spec.pdfUnder).map((host) => {
    // The host and the columns printed under it, in the order the spec declares them.
    const group = shown.filter((spec) => spec === host || spec.pdfUnder === host.key);
    return {
      header: host.pdfHeader ?? host.header,
      width: host.pdfWidth ?? host.width,
      numeric: isNumericKind(host.kind),
      cell: (row: Row) => clip(group.map((spec) => spec.pdfText?.(row) ?? cellText(spec, row, "\n")).join("\n")),
    };
  });
}

export const FONT_SIZE = 8.5;
export const LINE_HEIGHT = FONT_SIZE * 1.3;
/** A cell's padding either side, taken off the column's width for its text. */
const CELL_PADDING = 2 * CELL_PAD.horizontal;
/** A row's height beyond its lines: the padding above and below and the row's rule, rounded up. */
const ROW_PADDING = Math.ceil(2 * CELL_PAD.vertical + CELL_PAD.rule);
/**
 * Points a cell's line may run past its box into the padding: react-pdf keeps "Resigned" (35.9 pt) on one line in a
 * 34.8 pt box, and "1 Feb 2015" (43.0 pt) in 42.2, so the measure does too, and drawn pages wrap as its pages do.
 */
export const LINE_SLACK = 1.5;

export function Table<Row>({ columns, rows }: { columns: Array<Column<Row>>; rows: readonly Row[] }) {
  const widths = columnWidths(columns);
  return (
    <View style={styles.table}>
      <View style={styles.tableHeader} wrap={false}>
        {columns.map((column, index) => (
          <Text key={column.header} style={[styles.cell, { width: widths[index] }, column.numeric ? styles.numeric : {}]}>{column.header}</Text>
        ))}
      </View>
      {rows.map((row, rowIndex) => (
        <View key={rowIndex} style={rowIndex % 2 ? [styles.tableRow, styles.tableRowBand] : styles.tableRow} wrap={false}>
          {columns.map((column, index) => (
            <Text key={column.header} style={[styles.cell, { width: widths[index] }, column.numeric ? styles.numeric : {}]}>{column.rich ? column.rich(row) : pdfText(column.cell(row))}</Text>
          ))}
        </View>
      ))}
    </View>
  );
}

/** A section whose table may run to many pages: its heading and intro on the first, "(continued)" on the rest. */
export function TablePages<Row>({ context, title, status, note, intro, columns, rows, introHeight = 0 }: {
  context: PageContext;
  title: string;
  status: SectionStatus;
  note: string | null;
  intro?: ReactNode;
  /** Room the intro takes on the first page, in points. */
  introHeight?: number;
  columns: Array<Column<Row>>;
  rows: readonly Row[];
}) {
  // A summarised appendix (context.rowLimit) prints the first rows and says how many more the workbook holds.
  const limited = context.rowLimit != null && rows.length > context.rowLimit;
  const shown = limited ? rows.slice(0, context.rowLimit) : rows;
  const fullNote = limited ? [note, moreRowsNote(shown.length, rows.length)].filter(Boolean).join(" ") : note;
  const pages = splitRows(columns, shown, introHeight + (fullNote ? 30 : 0));
  return (
    <>
      {pages.map((pageRows, index) => index === 0 ? (
        <ReportPage key={index} context={context}>
          <ReportSection title={title} status={status} note={fullNote}>
            {intro}
            {pageRows.length > 0 && <Table columns={columns} rows={pageRows} />}
          </ReportSection>
        </ReportPage>
      ) : (
        <DrawnTablePage key={index} context={context} title={`${title} (continued)`} columns={columns as Array<Column<unknown>>} rows={pageRows} />
      ))}
    </>
  );
}

/** A table's continuation page: a page of the report's list that render.ts draws with pdf-lib (./table-draw.ts). */
export interface DrawnTable { context: PageContext; title: string; columns: Array<Column<unknown>>; rows: readonly unknown[] }

/** Stands for a drawn page in the report's page list; react-pdf never renders it. */
export function DrawnTablePage(_table: DrawnTable): null {
  return null;
}

/** A cell's text as runs: the column's own runs (bold parts, links) or its plain text. */
export function cellRuns<Row>(column: Column<Row>, row: Row): Run[] {
  return column.runs?.(row) ?? [{ text: pdfText(column.cell(row)) }];
}

export function columnWidths<Row>(columns: Array<Column<Row>>): number[] {
  const total = columns.reduce((sum, column) => sum + column.width, 0);
  return columns.map((column) => (CONTENT_WIDTH * column.width) / total);
}

/** Height of one row: its tallest cell's wrapped lines. */
export function rowHeight<Row>(columns: Array<Column<Row>>, row: Row, widths = columnWidths(columns)): number {
  let lines = 1;
  columns.forEach((column, index) => {
    lines = Math.max(lines, wrapRuns(cellRuns(column, row), widths[index] - CELL_PADDING, FONT_SIZE, LINE_SLACK).length);
  });
  return lines * LINE_HEIGHT + ROW_PADDING;
}

/** Rows per page, the first page leaving room for the section heading and intro. Always at least one page. */
export function splitRows<Row>(columns: Array<Column<Row>>, rows: readonly Row[], firstPageReserve: number): Row[][] {
  const widths = columnWidths(columns);
  const headerLines = Math.max(...columns.map((column, index) => lineCount(pdfText(column.header), widths[index] - CELL_PADDING, FONT_SIZE, true, LINE_SLACK)));
  // The section heading, the header row and a margin for estimates that fall short.
  const headerHeight = 30 + headerLines * LINE_HEIGHT + ROW_PADDING + 20;
  const pages: Row[][] = [[]];
  let room = CONTENT_HEIGHT - headerHeight - firstPageReserve;
  for (const row of rows) {
    const height = rowHeight(columns, row, widths);
    const page = pages[pages.length - 1];
    if (height > room && page.length > 0) {
      pages.push([row]);
      room = CONTENT_HEIGHT - headerHeight - height;
    } else {
      page.push(row);
      room -= height;
    }
  }
  return pages;
}
