import "server-only";
// What one rendering thread does with a task: every large export is serialised here, off the main thread: the
// report's PDF and workbook (lib/report/pdf, lib/report/xlsx), the watchlist's CSV and workbook, the audit trail's
// CSV and the comparison's CSV and workbook, from the data the route gathered (structured-cloneable: plain objects,
// strings, numbers, Dates). Loaded by ./render-worker.mjs through tsx.
import { Piscina } from "piscina";
import type { AuditEntry } from "../audit/audit-log";
import type { CompareRow } from "../compare/compare-row";
import type { PortfolioRow } from "../monitor/portfolio";
import type { Report } from "./model";
import type { PdfContents } from "./pdf-contents";

export type RenderedFormat = "pdf" | "xlsx";

export type RenderTask =
  | { kind: "report-pdf"; report: Report; contents: PdfContents }
  | { kind: "report-xlsx"; report: Report }
  // Long lists come as JSON made in slices on the main thread (./json-in-slices.ts): one string crosses cheaply.
  | { kind: "watchlist-csv"; rowsJson: string }
  | { kind: "watchlist-xlsx"; name: string; rowsJson: string }
  | { kind: "audit-csv"; entriesJson: string }
  | { kind: "compare-csv"; rows: CompareRow[] }
  | { kind: "compare-xlsx"; rows: CompareRow[]; generatedAt: Date };

type Renderers = { [K in RenderTask["kind"]]: (task: Extract<RenderTask, { kind: K }>) => Promise<Uint8Array> };

const utf8 = (text: string) => new TextEncoder().encode(text);

const renderers: Renderers = {
  // Loaded on first use: a thread that only makes workbooks never loads the PDF renderer, and the other way round.
  "report-pdf": async ({ report, contents }) => (await import("./pdf/render")).renderReportPdf(report, contents),
  "report-xlsx": async ({ report }) => (await import("./xlsx/workbook")).renderReportWorkbook(report),
  "watchlist-csv": async ({ rowsJson }) => utf8((await import("../monitor/portfolio-table")).portfolioCsv(JSON.parse(rowsJson) as PortfolioRow[])),
  "watchlist-xlsx": async ({ name, rowsJson }) => (await import("../monitor/portfolio-workbook")).portfolioWorkbook(name, JSON.parse(rowsJson) as PortfolioRow[]),
  "audit-csv": async ({ entriesJson }) => utf8((await import("../audit/audit-csv")).auditCsv(auditEntries(entriesJson))),
  "compare-csv": async ({ rows }) => utf8((await import("../compare/compare-export")).compareCsv(rows)),
  "compare-xlsx": async ({ rows, generatedAt }) => (await import("../compare/compare-export")).compareWorkbook(rows, generatedAt),
};

/** The entries as JSON gave them, their time a Date again. */
function auditEntries(json: string): AuditEntry[] {
  return (JSON.parse(json) as Array<Omit<AuditEntry, "at"> & { at: string }>).map((entry) => ({ ...entry, at: new Date(entry.at) }));
}

export default async function render(task: RenderTask): Promise<unknown> {
  const bytes = await (renderers[task.kind] as (task: RenderTask) => Promise<Uint8Array>)(task);
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  // The bytes move to the main thread rather than being copied again.
  return Piscina.move(copy);
}
