// The report-rendering thread, a file Node runs as it is (no build step of its own): it registers tsx's loader (a
// production dependency, as `npm start` runs through it) and imports the report's TypeScript sources, which tsx
// compiles on first use and keeps compiled in its cache on disk. Next's build cannot serve here: what it compiles is
// chunks of its own server bundle, not modules a worker thread can import by path. `server-only` (a marker that
// throws outside React's server build) resolves to nothing here: this thread is on the server by construction.
import { register as registerTsx } from "tsx/esm/api";
import { resolveServerOnlyAsEmpty } from "../runtime/server-only-as-empty.mjs";

registerTsx({ tsconfig: new URL("../../tsconfig.json", import.meta.url).pathname });
resolveServerOnlyAsEmpty();

const task = await import("./render-task.ts");

export default task.default;
