// The e2e suite's three dashboards, started at once: Playwright starts the entries of `webServer` one after another
// (each waits for the one before), so three `npm start` there cost the suite their start-ups end to end. This is the
// config's one entry: `npm start`'s script three times, and READY_LINE once every dashboard answers.
import type { ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startServer, stop } from "./lib/processes";

/** playwright.config.ts waits for this line. */
const READY_LINE = "e2e dashboards ready";

interface E2eServer {
  name: string;
  port: number;
  env: Record<string, string>;
}

/** The dashboards the projects of playwright.config.ts browse, on `port`, `port + 1` and `port + 2`. */
function e2eServers(port: number, upstreamKey: string): E2eServer[] {
  // Every sandbox serves the register as generated (SANDBOX_CHANGES_PER_DAY 0): tests compute expectations from its
  // answers, which must not change under them.
  const common = { SANDBOX_CHANGES_PER_DAY: "0", SANDBOX_API_KEY: upstreamKey };
  return [
    { name: "main", port, env: { ...common, PORT: String(port), SANDBOX_PORT: String(port + 10) } },
    // No monitor worker on the other two: with DATABASE_URL every dashboard shares the check jobs, and their upstreams
    // answer differently, so a check one of them took would see changes the main sandbox never made.
    {
      name: "sparse",
      port: port + 1,
      env: { ...common, PORT: String(port + 1), SANDBOX_PORT: String(port + 11), SANDBOX_STYLE: "sparse", WATCH_SCHEDULER: "off" },
    },
    {
      name: "companies-house",
      port: port + 2,
      env: { ...common, PORT: String(port + 2), SANDBOX_PORT: String(port + 12), SANDBOX_STYLE: "companies-house", WATCH_SCHEDULER: "off" },
    },
  ];
}

function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.end();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

async function main(): Promise<void> {
  const port = Number(process.env.E2E_PORT ?? 3100);
  const upstreamKey = process.env.E2E_UPSTREAM_KEY;
  if (!upstreamKey) throw new Error("E2E_UPSTREAM_KEY is not set (playwright.config.ts sets it)");
  const servers = e2eServers(port, upstreamKey);
  // Never a server left over from an earlier run: it would serve that run's build and settings, not the ones under test.
  for (const server of servers) {
    for (const used of [server.port, server.port + 10]) {
      if (await portInUse(used)) throw new Error(`port ${used} (${server.name}) is already in use: stop what runs there first`);
    }
  }
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const children: ChildProcess[] = [];
  const shutdown = async (code: number) => {
    await Promise.all(children.map((child) => stop(child)));
    process.exit(code);
  };
  process.on("SIGINT", () => void shutdown(0));
  process.on("SIGTERM", () => void shutdown(0));
  // `npm start` builds when there is no build of the current sources; `npm test` builds before Playwright runs, so
  // none of these does (three at once would each build).
  const started = await Promise.allSettled(
    servers.map(async (server) => {
      const { child } = await startServer(path.join(root, "node_modules", ".bin", "tsx"), ["scripts/start.ts"], {
        cwd: root,
        env: { ...process.env, ...server.env },
        readyUrl: `http://127.0.0.1:${server.port}/api/health`,
        timeoutMs: 300_000,
      });
      children.push(child);
      child.once("exit", (code) => {
        console.error(`[e2e-servers] the ${server.name} dashboard exited (${code}); stopping the others`);
        void shutdown(code ?? 1);
      });
    }),
  );
  const failed = started.filter((result) => result.status === "rejected");
  if (failed.length) {
    for (const failure of failed) console.error(`[e2e-servers] ${(failure as PromiseRejectedResult).reason}`);
    await shutdown(1);
  }
  console.log(READY_LINE);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
