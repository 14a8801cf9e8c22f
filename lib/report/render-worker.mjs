// The report-rendering thread WITHOUT a build (next dev, or a server started before the bundle was made): tsx compiles
// the report's TypeScript on first use, which costs seconds. `npm start`, `next start` after `npm run build`, the
// tests and the bench run the bundle built at build time instead (scripts/lib/render-worker-bundle.ts). `server-only`
// (a marker that throws outside React's server build) resolves to nothing here: this thread is on the server by
// construction.
import { register } from "node:module";
import { register as registerTsx } from "tsx/esm/api";

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

const task = await import("./render-task.ts");

export default task.default;
