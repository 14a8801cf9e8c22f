import "server-only";
// Reports are rendered off the main thread, in a pool of worker threads (piscina): a PDF of the largest company takes
// seconds of CPU, and on the main thread it would hold every other request (even /api/health) for that long. The
// worker is not part of Next's bundle: it is the one esbuild made at build time (so the first report pays no
// TypeScript compile), or, without it (next dev), the sources compiled by tsx. Both are found from the server's
// working directory (`npm start` and `next start` run from the project's root).
import { existsSync } from "node:fs";
import path from "node:path";
import { Piscina } from "piscina";
import { reportConfig } from "../config/server-config";
import { processSingleton } from "../resilience/process-singleton";
import type { Report } from "./model";
import { RENDER_WORKER_BUNDLE, RENDER_WORKER_FALLBACK } from "./render-worker-files";
import type { RenderedFormat } from "./render-task";

export type { RenderedFormat };

const bundled = path.join(process.cwd(), RENDER_WORKER_BUNDLE);
export const RENDER_WORKER_FILE = existsSync(bundled) ? bundled : path.join(process.cwd(), RENDER_WORKER_FALLBACK);

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
