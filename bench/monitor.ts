// The monitor's cost: a real check cycle of the server over BENCH_MONITOR_COMPANIES (10,000) sandbox companies at
// BENCH_MONITOR_BUDGET calls a minute (monitor-cycle.ts: wall time against the budget, CPU per company), and 30
// simulated daily cycles. Measured besides: the upstream fetch per company (the sandbox over HTTP, the monitor lane's concurrency), the CPU per
// company of the snapshot and the diff, the snapshot's stored bytes, the cycle's duration at the upstream budget
// (WATCH_MAX_UPSTREAM_PER_MINUTE: the budget, not the CPU, sets it), and the SQLite file's growth over 30 cycles in
// which BENCH_MONITOR_CHANGE_RATE (2%) of the companies change each day. Run alone: npm run bench:monitor (writes
// bench/monitor-results.json); npm run bench runs it as its monitor arm (bench/monitor-arm.ts), in a child process
// because the monitor's modules need the bench's tsconfig (server-only mapped away).
import { SHIPPED_POLICY } from "@/lib/policy/policy";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { openSqlite } from "../lib/db/sqlite-database";
import { newAlertId } from "../lib/monitor/alert-id";
import { diffSnapshots } from "../lib/monitor/diff";
import { takeSnapshot, type Snapshot } from "../lib/monitor/snapshot";
import { ensureDataset } from "../sandbox/dataset";
import { startSandboxServer } from "../sandbox/server";
import { companyProfileSchema } from "../lib/upstream/schemas/company";
import { ensureBuild } from "../scripts/lib/build";
import { parseBenchEnv } from "./config";
import { measureCycles } from "./monitor-cycle";
import { canPin, REPO_ROOT } from "./placement";

const COMPANIES = Number(process.env.BENCH_MONITOR_COMPANIES ?? 10_000);
const BUDGET = Number(process.env.WATCH_MAX_UPSTREAM_PER_MINUTE ?? 120);
const CHANGE_RATE = Number(process.env.BENCH_MONITOR_CHANGE_RATE ?? 0.02);
const DAYS = Number(process.env.BENCH_MONITOR_DAYS ?? 30);
const CONCURRENCY = 2;
/** The real cycle's budget: high enough that 10,000 companies take minutes, not the default's 83. */
const CYCLE_BUDGET = Number(process.env.BENCH_MONITOR_BUDGET ?? 6000);

function changed(snapshot: Snapshot, day: number): Snapshot {
  const next = structuredClone(snapshot);
  next.filings[`bench-${day}`] = { date: `2026-11-${String((day % 28) + 1).padStart(2, "0")}`, text: "Confirmation statement made, no updates" };
  if (day % 3 === 0) next.ccjs[`bench-${day}`] = { caseNumber: `B${day}`, date: "2026-11-02", court: "Bristol", plaintiff: "Harbour Fuels Ltd", amount: 12_000, status: "New Judgment" };
  return next;
}

async function main() {
  const { file } = await ensureDataset({ companies: 20_000, seed: 20261122, log: (line) => console.log(line) });
  const apiKey = `bench-${randomBytes(12).toString("hex")}`;
  const sandbox = await startSandboxServer({ port: 0, datasetFile: file, apiKeys: [apiKey], recordShape: "list" });
  const dataset = new BetterSqlite3(file, { readonly: true });
  const numbers = (dataset.prepare("SELECT number FROM companies ORDER BY number LIMIT ?").all(COMPANIES) as Array<{ number: string }>).map((row) => row.number);
  dataset.close();

  const snapshots = new Map<string, Snapshot>();
  let fetchMs = 0;
  let snapshotCpuUs = 0;
  let snapshotBytes = 0;
  const started = performance.now();
  let next = 0;
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (next < numbers.length) {
      const crn = numbers[next++]!;
      const t0 = performance.now();
      const answer = await fetch(`${sandbox.url}/companies/${crn}`, { headers: { "x-api-key": apiKey } });
      const body: unknown = await answer.json();
      fetchMs += performance.now() - t0;
      if (!answer.ok) continue;
      const cpu = process.cpuUsage();
      const snapshot = takeSnapshot(companyProfileSchema.parse(body), crn, SHIPPED_POLICY);
      const used = process.cpuUsage(cpu);
      snapshotCpuUs += used.user + used.system;
      snapshotBytes += JSON.stringify(snapshot).length;
      snapshots.set(crn, snapshot);
    }
  }));
  const fetchWallMs = performance.now() - started;
  await sandbox.close();

  // 30 daily cycles into a SQLite store with the monitor's own tables.
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-monitor-"));
  const dbFile = path.join(dir, "monitor.sqlite");
  // The schema the server's migrations make (public ids and their index included), then written to directly.
  await (await openSqlite(dbFile)).close();
  const db = new BetterSqlite3(dbFile);
  db.pragma("journal_mode = WAL");
  const upsert = db.prepare(`INSERT INTO watch_snapshots (watchlist_id, company, taken_at, snapshot, checked_at) VALUES ('bench', ?, ?, ?, ?)
    ON CONFLICT (watchlist_id, company) DO UPDATE SET taken_at = excluded.taken_at, snapshot = excluded.snapshot, checked_at = excluded.checked_at`);
  const alert = db.prepare(`INSERT INTO watch_alerts (watchlist_id, company, kind, change_key, title, detail, evidence, detected_at, public_id)
    VALUES ('bench', ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`);
  let diffCpuUs = 0;
  let alerts = 0;
  const growth: Array<{ day: number; bytes: number }> = [];
  const size = () => statSync(dbFile).size + (() => { try { return statSync(`${dbFile}-wal`).size; } catch { return 0; } })();
  for (let day = 0; day <= DAYS; day++) {
    const now = Date.UTC(2026, 10, 1) + day * 86_400_000;
    db.transaction(() => {
      for (const [crn, before] of snapshots) {
        const after = day > 0 && Math.random() < CHANGE_RATE ? changed(before, day) : before;
        const cpu = process.cpuUsage();
        const changes = day > 0 ? diffSnapshots(before, after) : [];
        const used = process.cpuUsage(cpu);
        diffCpuUs += used.user + used.system;
        for (const change of changes) {
          alerts += alert.run(crn, change.kind, change.key, change.title, change.detail, `/companies/${crn}`, now, newAlertId()).changes;
        }
        upsert.run(crn, now, JSON.stringify(after), now);
        snapshots.set(crn, after);
      }
    })();
    db.pragma("wal_checkpoint(TRUNCATE)");
    growth.push({ day, bytes: size() });
  }
  db.close();
  rmSync(dir, { recursive: true, force: true });

  await ensureBuild(REPO_ROOT, (line) => console.log(line));
  const cycle = await measureCycles({ companies: COMPANIES, budgetPerMinute: CYCLE_BUDGET, pin: parseBenchEnv(process.env).BENCH_PIN && canPin() });

  const checked = snapshots.size;
  const result = {
    cycle,
    date: new Date().toISOString(),
    loadAverage: os.loadavg().map((value) => value.toFixed(2)).join(" "),
    companies: checked,
    days: DAYS,
    fetch: { meanMs: fetchMs / checked, wallSeconds: fetchWallMs / 1000, concurrency: CONCURRENCY },
    snapshotCpuMsPerCompany: snapshotCpuUs / 1000 / checked,
    diffCpuMsPerCompany: diffCpuUs / 1000 / checked / Math.max(1, DAYS),
    snapshotBytesPerCompany: snapshotBytes / checked,
    cycleMinutesAtBudget: { budgetPerMinute: BUDGET, minutes: checked / BUDGET },
    storage: {
      afterFirstCycleBytes: growth[0]!.bytes, after30CyclesBytes: growth.at(-1)!.bytes,
      bytesPerCompanyPerCheck: (growth.at(-1)!.bytes - growth[0]!.bytes) / checked / Math.max(1, DAYS), alerts, changeRate: CHANGE_RATE,
    },
  };
  console.log(JSON.stringify(result, null, 2));
  writeFileSync(path.join(import.meta.dirname, "monitor-results.json"), `${JSON.stringify(result, null, 2)}\n`);
}

await main();
