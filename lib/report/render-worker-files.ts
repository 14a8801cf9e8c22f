// Where the report-rendering thread's code is, relative to the project root (the server's working directory under
// `npm start` and `next start`): the bundle made at build time, and the tsx-compiled fallback without one.
export const RENDER_WORKER_ENTRY = "lib/report/render-task.ts";
export const RENDER_WORKER_BUNDLE = ".next/render-worker/render-worker.mjs";
export const RENDER_WORKER_FALLBACK = "lib/report/render-worker.mjs";
