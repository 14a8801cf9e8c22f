// One way to start a dashboard for the monitor's tests: its server (scripts/serve.mjs) on a free port in front of the test's own
// upstream, with the suite's users (a users file written once per store) and the scheduler as the test says. The
// store (and the screening store) is SQLite in the test's own directory, or the PostgreSQL database it names; DATABASE_URL from the suite's
// environment never leaks into a SQLite server.
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { hashPassword } from "../../lib/auth/password";
import { freePort, startServer, type Server } from "../../scripts/lib/processes";
import { serverCommand } from "../../scripts/lib/server-node-options";

const root = path.resolve(import.meta.dirname, "../..");

/** A directory of the test's own holding the users file (and, without PostgreSQL, the SQLite store). */
export async function monitorStore(name: string): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), `dashboard-${name}-`));
  writeFileSync(path.join(dir, "users.json"), JSON.stringify(await Promise.all(inject("users").map(async (user) => ({
    username: user.username, name: user.username, role: user.role, passwordHash: await hashPassword(user.password),
  })))));
  return dir;
}

export interface MonitorServerOptions {
  /** The test upstream's address. */
  upstream: string;
  /** From monitorStore. */
  store: string;
  /** The log's name under test-results/integration-logs (`bff-<log>.log`). */
  log: string;
  /** A PostgreSQL database of the test's own; without it, SQLite in the store's directory. */
  databaseUrl?: string;
}

export async function startMonitorServer(env: Record<string, string>, options: MonitorServerOptions): Promise<Server> {
  const port = await freePort();
  const inherited = { ...process.env };
  Reflect.deleteProperty(inherited, "DATABASE_URL");
  const store = options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : { DATABASE_FILE: path.join(options.store, "monitor.sqlite") };
  return startServer(...serverCommand(root, ["-p", String(port), "-H", "127.0.0.1"]), {
    cwd: root,
    env: {
      ...inherited, ...store, COMPANY_API_BASE_URL: options.upstream, COMPANY_API_KEY: inject("apiKey"),
      USERS_FILE: path.join(options.store, "users.json"),
      // Its own screening store (no list unless the test gives one), never the working tree's data/screening: a list in
      // force there would have the monitor's checks queue re-screens, whose profile reads the test's upstream would count.
      SCREENING_FILE: path.join(options.store, "screening.sqlite"), ...env,
    },
    readyUrl: `http://127.0.0.1:${port}/api/health`,
    logFile: path.join(root, "test-results", "integration-logs", `bff-${options.log}.log`),
  });
}
