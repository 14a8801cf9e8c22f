// A real check cycle: the dashboard's server (the production build) with the scheduler on, pinned to one core, checks
// a list of BENCH_MONITOR_COMPANIES sandbox companies against the sandbox on the other core, at the upstream budget
// BENCH_MONITOR_BUDGET (calls a minute). Two cycles: the first takes every company's baseline, the second compares
// with it (the check an analyst's list gets every day). Measured per cycle: the wall time against the time the budget
// allows (companies ÷ budget), and the server's CPU per company (its user + system time over the cycle, from /proc).
import { randomBytes, randomUUID } from "node:crypto";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { openSqlite } from "../lib/db/sqlite-database";
import { ensureDataset } from "../sandbox/dataset";
import { freePort, startServer, type Server } from "../scripts/lib/processes";
import { REPO_ROOT, pinned, treeCpuSeconds } from "./placement";
import { startBff } from "./servers";

export interface CycleFigures {
  wallSeconds: number;
  budgetSeconds: number;
  /** wall ÷ the time the budget allows: 1.00 is the budget exactly. */
  wallToBudget: number;
  cpuMsPerCompany: number;
  alerts: number;
}

export interface CycleResults {
  companies: number;
  budgetPerMinute: number;
  pinned: boolean;
  baseline: CycleFigures;
  check: CycleFigures;
}

/** The server's CPU (user + system, its child processes too) in ms: it is another process, so from /proc. */
const cpuMs = (pid: number) => treeCpuSeconds(pid) * 1000;

async function until(done: () => boolean, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > end) throw new Error("the check cycle did not finish in time");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function measureCycles(options: { companies: number; budgetPerMinute: number; pin: boolean }): Promise<CycleResults> {
  const { file } = await ensureDataset({ companies: 20_000, seed: 20261122 });
  const apiKey = `bench-${randomBytes(12).toString("hex")}`;
  const sandboxPort = await freePort();
  const [command, args] = pinned("load", options.pin, path.join(REPO_ROOT, "node_modules", ".bin", "tsx"), ["sandbox/main.ts"]);
  const sandbox: Server = await startServer(command, args, {
    cwd: REPO_ROOT,
    env: {
      ...process.env, SANDBOX_PORT: String(sandboxPort), SANDBOX_HOST: "127.0.0.1", SANDBOX_API_KEYS: apiKey, SANDBOX_COMPANIES: "20000",
      SANDBOX_SEED: "20261122", SANDBOX_RECORD_SHAPE: "list", SANDBOX_CHANGES_PER_DAY: "0",
    },
    readyUrl: `http://127.0.0.1:${sandboxPort}/`,
    logFile: path.join(REPO_ROOT, "bench", "tmp", "logs", "monitor-sandbox.log"),
  });
  const bff = await startBff({
    port: await freePort(), upstreamUrl: sandbox.url, apiKey, pin: options.pin, name: "monitor-cycle",
    env: { WATCH_SCHEDULER: "on", WATCH_TICK_SECONDS: "1", WATCH_MAX_UPSTREAM_PER_MINUTE: String(options.budgetPerMinute), LOG_LEVEL: "warn" },
  });
  try {
    const dataset = new BetterSqlite3(file, { readonly: true });
    const numbers = (dataset.prepare("SELECT number FROM companies ORDER BY number LIMIT ?").all(options.companies) as Array<{ number: string }>)
      .map((row) => row.number);
    dataset.close();
    // The list is planted in the server's store, due at once. The server migrates its store when a feature first opens
    // it, which on a fresh clone may not have happened yet: migrated here first (the migrations take turns on a lock).
    const storeFile = path.join(REPO_ROOT, "bench", "tmp", "databases", "monitor-cycle.sqlite");
    await (await openSqlite(storeFile)).close();
    const db = new BetterSqlite3(storeFile);
    db.pragma("busy_timeout = 5000");
    const list = randomUUID();
    const now = Date.now();
    db.transaction(() => {
      db.prepare("INSERT INTO watchlists (id, name, owner, owner_name, shared, interval_hours, created_at) VALUES (?, 'Bench', 'bench', 'Bench', 0, 24, ?)")
        .run(list, now);
      db.prepare("INSERT INTO watch_jobs (watchlist_id, due_at) VALUES (?, ?)").run(list, now + 86_400_000);
      const add = db.prepare("INSERT INTO watchlist_companies (watchlist_id, company, added_at, added_by) VALUES (?, ?, ?, 'bench')");
      for (const crn of numbers) add.run(list, crn, now);
    })();
    const runs = () => (db.prepare("SELECT runs FROM watch_jobs WHERE watchlist_id = ?").get(list) as { runs: number }).runs;
    const alerts = () => (db.prepare("SELECT count(*) AS n FROM watch_alerts WHERE watchlist_id = ?").get(list) as { n: number }).n;
    const budgetSeconds = (numbers.length * 60) / options.budgetPerMinute;
    const cycle = async (): Promise<CycleFigures> => {
      const before = { runs: runs(), cpu: cpuMs(bff.child.pid!), alerts: alerts() };
      const started = Date.now();
      db.prepare("UPDATE watch_jobs SET due_at = ? WHERE watchlist_id = ?").run(started, list);
      await until(() => runs() > before.runs, budgetSeconds * 3 * 1000 + 120_000);
      const wallSeconds = (Date.now() - started) / 1000;
      return {
        wallSeconds, budgetSeconds, wallToBudget: wallSeconds / budgetSeconds,
        cpuMsPerCompany: (cpuMs(bff.child.pid!) - before.cpu) / numbers.length, alerts: alerts() - before.alerts,
      };
    };
    const baseline = await cycle();
    const check = await cycle();
    db.close();
    return { companies: numbers.length, budgetPerMinute: options.budgetPerMinute, pinned: options.pin, baseline, check };
  } finally {
    await bff.stop();
    await sandbox.stop();
  }
}
