import "server-only";
// What one rendering thread does with a task: every large export is serialised here, off the main thread: the
// report's PDF and workbook (lib/report/pdf, lib/report/xlsx), the watchlist's CSV and workbook, the audit trail's
// CSV and the comparison's CSV and workbook, from the data the route gathered (structured-cloneable: plain objects,
// strings, numbers, Dates). Loaded by the worker bundle (built at build time, see scripts/lib/render-worker-bundle.ts)
// or, without a build (next dev), by render-worker.mjs through tsx.
import { Piscina } from "piscina";
import type { AuditEntry } from "../audit/audit-log";
import type { CompareRow } from "../compare/compare-row";
import type { PortfolioRow } from "../monitor/portfolio";
import type { Report } from "./model";

export type RenderedFormat = "pdf" | "xlsx";

export type RenderTask =
  | { kind: "report-pdf" | "report-xlsx"; report: Report }
  | { kind: "watchlist-csv"; rows: PortfolioRow[] }
  | { kind: "watchlist-xlsx"; name: string; rows: PortfolioRow[] }
  | { kind: "audit-csv"; entries: AuditEntry[] }
  | { kind: "compare-csv"; rows: CompareRow[] }
  | { kind: "compare-xlsx"; rows: CompareRow[]; generatedAt: Date };

type Renderers = { [K in RenderTask["kind"]]: (task: Extract<RenderTask, { kind: K }>) => Promise<Uint8Array> };

const utf8 = (text: string) => new TextEncoder().encode(text);

const renderers: Renderers = {
  // Loaded on first use: a thread that only makes workbooks never loads the PDF renderer, and the other way round.
  "report-pdf": async ({ report }) => (await import("./pdf/render")).renderReportPdf(report),
  "report-xlsx": async ({ report }) => (await import("./xlsx/workbook")).renderReportWorkbook(report),
  "watchlist-csv": async ({ rows }) => utf8((await import("../monitor/portfolio-table")).portfolioCsv(rows)),
  "watchlist-xlsx": async ({ name, rows }) => (await import("../monitor/portfolio-workbook")).portfolioWorkbook(name, rows),
  "audit-csv": async ({ entries }) => utf8((await import("../audit/audit-csv")).auditCsv(entries)),
  "compare-csv": async ({ rows }) => utf8((await import("../compare/compare-export")).compareCsv(rows)),
  "compare-xlsx": async ({ rows, generatedAt }) => (await import("../compare/compare-export")).compareWorkbook(rows, generatedAt),
};

export default async function render(task: RenderTask): Promise<unknown> {
  const bytes = await (renderers[task.kind] as (task: RenderTask) => Promise<Uint8Array>)(task);
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  // The bytes move to the main thread rather than being copied again.
  return Piscina.move(copy);
}
