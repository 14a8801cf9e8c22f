// Bundles the report-rendering thread (lib/report/render-task.ts and the report's sources under it) into one ES
// module with esbuild at build time, so that a server's first report does not spend seconds compiling TypeScript in
// the thread (3–17 s on a busy two-core machine, against a PDF budget of 2.5 s). Packages stay outside the bundle and
// load from the project's node_modules, as they do for the server; `server-only` becomes an empty module, since this
// thread is on the server by construction.
import path from "node:path";
import { build } from "esbuild";
import { RENDER_WORKER_BUNDLE, RENDER_WORKER_ENTRY } from "../../lib/report/render-worker-files";

export async function buildRenderWorker(root: string, outfile = path.join(root, RENDER_WORKER_BUNDLE)): Promise<string> {
  await build({
    absWorkingDir: root,
    entryPoints: [path.join(root, RENDER_WORKER_ENTRY)],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    tsconfig: path.join(root, "tsconfig.json"),
    sourcemap: "linked",
    logLevel: "warning",
    define: { "process.env.NODE_ENV": '"production"' },
    plugins: [
      {
        name: "server-only",
        setup(bundle) {
          bundle.onResolve({ filter: /^server-only$/ }, () => ({ path: "server-only", namespace: "empty" }));
          bundle.onLoad({ filter: /.*/, namespace: "empty" }, () => ({ contents: "export {};", loader: "js" }));
        },
      },
    ],
  });
  return outfile;
}
