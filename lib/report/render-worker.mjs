// The report-rendering thread, a file Node runs as it is (no build step of its own): it registers tsx's loader (a
// production dependency, as `npm start` runs through it) and imports the report's TypeScript sources, which tsx
// compiles on first use and keeps compiled in its cache on disk. Next's build cannot serve here: what it compiles is
// chunks of its own server bundle, not modules a worker thread can import by path. `server-only` (a marker that
// throws outside React's server build) resolves to nothing here: this thread is on the server by construction.
import { setPriority } from "node:os";
import { register as registerTsx } from "tsx/esm/api";
import { resolveServerOnlyAsEmpty } from "../runtime/server-only-as-empty.mjs";

// A report takes seconds of CPU, an analyst's page or lookup milliseconds: this thread yields the core to the server's
// request thread whenever both want it (a team's tabs stayed slow while colleagues' PDFs rendered, bench/RESULTS.md,
// arm 10), and runs at full speed when nothing else does. On Linux a thread's nice value is its own: setpriority on
// the calling thread (0) leaves the rest of the process as it was. A platform that refuses keeps the server's priority.
const RENDER_THREAD_NICE = 10;
try {
  setPriority(0, RENDER_THREAD_NICE);
} catch {
  // Not permitted or not supported here: rendering still works, at the request threads' priority.
}

registerTsx({ tsconfig: new URL("../../tsconfig.json", import.meta.url).pathname });
resolveServerOnlyAsEmpty();

const task = await import("./render-task.ts");

export default task.default;
