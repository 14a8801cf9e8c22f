// A report-rendering thread of the pool (lib/report/render-pool.ts). It is plain JavaScript outside Next's bundle, so
// that the built server can start it from the sources at run time: tsx compiles the report's TypeScript on first
// use, and `server-only` (a marker that throws outside React's server build) resolves to nothing here, since this
// thread is on the server by construction. What it renders is exactly what the route rendered before: the same
// lib/report/pdf and lib/report/xlsx entries, fed the same report model.
import { register } from "node:module";
import { register as registerTsx } from "tsx/esm/api";
import { Piscina } from "piscina";

registerTsx({ tsconfig: new URL("../../tsconfig.json", import.meta.url).pathname });
// Registered after tsx, so it runs first.
register(
  "data:text/javascript," +
    encodeURIComponent(
      "export async function resolve(specifier, context, next) {" +
        " if (specifier === 'server-only') return { url: 'data:text/javascript,', shortCircuit: true };" +
        " return next(specifier, context); }",
    ),
);

const renderers = {
  pdf: async (report) => (await import("./pdf/render.ts")).renderReportPdf(report),
  xlsx: async (report) => (await import("./xlsx/workbook.ts")).renderReportWorkbook(report),
};

/** @param {{ format: "pdf" | "xlsx", report: unknown }} task */
export default async function render({ format, report }) {
  const bytes = await renderers[format](report);
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  // The bytes move to the main thread rather than being copied again.
  return Piscina.move(copy);
}
