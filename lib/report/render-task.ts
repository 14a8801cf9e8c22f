import "server-only";
// What one report-rendering thread does with a task: the same lib/report/pdf and lib/report/xlsx entries the route
// used to call, fed the same report model. Loaded by the worker bundle (built at build time, see
// scripts/lib/render-worker-bundle.ts) or, without a build (next dev), by render-worker.mjs through tsx.
import { Piscina } from "piscina";
import type { Report } from "./model";

export type RenderedFormat = "pdf" | "xlsx";

const renderers: Record<RenderedFormat, (report: Report) => Promise<Uint8Array>> = {
  // Loaded on first use: a thread that only makes workbooks never loads the PDF renderer, and the other way round.
  pdf: async (report) => (await import("./pdf/render")).renderReportPdf(report),
  xlsx: async (report) => (await import("./xlsx/workbook")).renderReportWorkbook(report),
};

export default async function render({ format, report }: { format: RenderedFormat; report: Report }): Promise<unknown> {
  const bytes = await renderers[format](report);
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  // The bytes move to the main thread rather than being copied again.
  return Piscina.move(copy);
}
