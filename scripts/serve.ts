// The dashboard's server: Next.js's documented custom-server entry (`next({ dev: false })`, its request handler)
// behind the request gate (lib/api/request-gate.ts), which refuses what Next cannot route safely, records the
// connection's address and times every connection. Started by ./serve.mjs; listens once Next is ready, so a request
// never waits on its start, and on SIGTERM or SIGINT stops taking connections, lets answers in progress finish, then
// exits as `next start` does (143, 130).
import path from "node:path";
import { fileURLToPath } from "node:url";
import next from "next";
import { gatedServer } from "../lib/api/request-gate";
import { refuseLocalModeOffLoopback } from "../lib/auth/local-mode-guard";
import { listenOptions } from "./lib/listen-options";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** How long answers in progress may take to finish once a stop is asked for, before their connections are cut. */
const DRAIN_MS = 10_000;

async function main(): Promise<void> {
  const { port, host } = listenOptions(process.argv.slice(2), process.env);
  refuseLocalModeOffLoopback(host);

  const app = next({ dev: false, dir: root, hostname: host, port });
  // Made before Next prepares: its instrumentation hook, run by prepare(), refuses to serve without the gate.
  const server = gatedServer((request, response) => handle(request, response));
  await app.prepare();
  const handle = app.getRequestHandler();

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    // No host: every interface, as `next start` without -H.
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  const bound = typeof address === "object" && address ? address.port : port;
  // As `next start` publishes it, for code that asks the process which port it serves.
  process.env.PORT = String(bound);
  console.log(`Dashboard ready on http://${host?.includes(":") ? `[${host}]` : (host ?? "localhost")}:${bound}`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const code = signal === "SIGINT" ? 130 : 143;
    // Kept-alive connections with nothing in progress go now; the others once their answers are sent.
    server.close(() => void app.close().finally(() => process.exit(code)));
    server.closeIdleConnections();
    setTimeout(() => {
      server.closeAllConnections();
      process.exit(code);
    }, DRAIN_MS).unref();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

main().catch((error: unknown) => {
  console.error(`The dashboard's server could not start: ${(error as Error).message}`);
  process.exit(1);
});
