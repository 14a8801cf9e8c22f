// npm run build's second step: the report worker's bundle (.next/render-worker/), after `next build` (which empties
// .next). `npm start` does the same through scripts/lib/build.ts.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildRenderWorker } from "./lib/render-worker-bundle";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
buildRenderWorker(root).then(
  (file) => console.log(`[build] report worker bundled: ${path.relative(root, file)}`),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
