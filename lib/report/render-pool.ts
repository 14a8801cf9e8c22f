import "server-only";
// Reports are rendered off the main thread, in a pool of worker threads (piscina): a PDF of the largest company takes
// seconds of CPU, and on the main thread it would hold every other request (even /api/health) for that long. The
// worker (./render-worker.mjs) is plain JavaScript read from the sources at run time, not part of Next's bundle, so
// it is found from the server's working directory (`npm start` and `next start` run from the project's root).
import path from "node:path";
import { Piscina } from "piscina";
import { reportConfig } from "../config/server-config";
import { processSingleton } from "../resilience/process-singleton";
import type { Report } from "./model";

export type RenderedFormat = "pdf" | "xlsx";

export const RENDER_WORKER_FILE = path.join(process.cwd(), "lib", "report", "render-worker.mjs");

function pool(): Piscina {
  return processSingleton("report-render-pool", () => new Piscina({
    filename: RENDER_WORKER_FILE,
    maxThreads: reportConfig().workers,
    minThreads: 0,
    // A thread left idle gives its memory back after ten minutes; until then it answers without loading the renderers again.
    idleTimeout: 10 * 60_000,
  }));
}

export async function renderInPool(format: RenderedFormat, report: Report): Promise<Buffer> {
  const bytes = (await pool().run({ format, report })) as Uint8Array;
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
