// The report-rendering thread, a file Node runs as it is (no build step of its own): it registers tsx's loader (a
// production dependency, as `npm start` runs through it) and imports the report's TypeScript sources, which tsx
// compiles on first use and keeps compiled in its cache on disk. Next's build cannot serve here: what it compiles is
// chunks of its own server bundle, not modules a worker thread can import by path. `server-only` (a marker that
// throws outside React's server build) resolves to nothing here: this thread is on the server by construction.
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
