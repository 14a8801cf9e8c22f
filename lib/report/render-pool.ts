import "server-only";
// Every large export is serialised off the main thread, in a pool of worker threads (piscina): a PDF of the largest
// company, or the workbook of a 10,000-company watchlist, takes seconds of CPU, and on the main thread it would hold
// every other request (even /api/health) for that long. The
// worker is not part of Next's bundle: it is ./render-worker.mjs, which Node runs as it is (tsx compiles the report's
// sources in the thread), found from the server's working directory (`npm start` and `scripts/serve.mjs` run from the
// project's root).
import path from "node:path";
import { Piscina } from "piscina";
import { reportConfig } from "../config/server-config";
import { processSingleton } from "../resilience/process-singleton";
import type { RenderedFormat, RenderTask } from "./render-task";

export type { RenderedFormat, RenderTask };

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

/** The task's file, made in a worker thread from the data the route gathered. */
export async function renderInPool(task: RenderTask): Promise<Buffer> {
  const bytes = (await pool().run(task)) as Uint8Array;
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
