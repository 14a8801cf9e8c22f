// The dashboard's production server, after `npm run build`: `node scripts/serve.mjs [-p PORT] [-H HOST]` (npm start
// runs it so, with Node's options: scripts/lib/server-node-options.ts). Plain Node runs this file; tsx compiles the
// server's own TypeScript (./serve.ts and the request gate's modules under lib/) and nothing else, being registered
// under a namespace: Next's modules load as they would under `next start`. `server-only` (a marker that throws
// outside React's server build) resolves to nothing here: this process is the server.
import { register as registerTsx } from "tsx/esm/api";
import { resolveServerOnlyAsEmpty } from "../lib/runtime/server-only-as-empty.mjs";

// As `next start` sets them before Next loads: React and Next pick their production builds by NODE_ENV.
process.env.NODE_ENV ||= "production";
process.env.NEXT_RUNTIME = "nodejs";

const tsx = registerTsx({ namespace: "dashboard-server", tsconfig: new URL("../tsconfig.json", import.meta.url).pathname });
resolveServerOnlyAsEmpty();
// tsx turns Node's source maps on for the whole process; the server runs with them off, as `next start` does. On,
// Node reads and parses the map of every chunk Next loads (a quarter of a start's CPU on Node 24, an eighth on Node
// 20, bench/changes-bought.md). The price: a stack trace through the server's own TypeScript (serve.ts, the request
// gate) gives the lines of tsx's output, which differ little from the source's.
process.setSourceMapsEnabled(false);

await tsx.import("./serve.ts", import.meta.url);
