// Arm 7: the monitor's check cycle over BENCH_MONITOR_COMPANIES (10,000) sandbox companies and 30 simulated daily
// cycles. It runs `npm run bench:monitor` as its own process (the monitor's modules need the bench's tsconfig) and
// reads the figures it writes. BENCH_MONITOR=reuse reads the last run's figures instead of measuring again.
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { CycleResults } from "./monitor-cycle";
import type { ArmOutcome, Budget } from "./results";

const ROOT = path.resolve(import.meta.dirname, "..");
const RESULTS = path.join(ROOT, "bench", "monitor-results.json");
export const MONITOR_ARM_TITLE = "7. Monitor (check cycle)";

interface MonitorResults {
  /** The server's real cycle (absent from results written before it was measured). */
  cycle?: CycleResults;
  date?: string;
  loadAverage?: string;
  companies: number;
  days?: number;
  fetch: { meanMs: number; wallSeconds: number; concurrency: number };
  snapshotCpuMsPerCompany: number;
  diffCpuMsPerCompany: number;
  snapshotBytesPerCompany: number;
  cycleMinutesAtBudget: { budgetPerMinute: number; minutes: number };
  storage: { afterFirstCycleBytes: number; after30CyclesBytes: number; bytesPerCompanyPerCheck: number; alerts: number; changeRate: number };
}

/** The server's cycle: at most 5 ms of CPU per company checked, and the cycle within 10% of what the budget allows. */
function cycleBudgets(cycle: CycleResults): Budget[] {
  const arm = MONITOR_ARM_TITLE;
  const { check } = cycle;
  return [
    {
      arm, name: "server CPU per company in a check cycle", limit: "≤ 5 ms", measured: `${check.cpuMsPerCompany.toFixed(2)} ms`,
      met: check.cpuMsPerCompany <= 5, cause: `the baseline cycle took ${cycle.baseline.cpuMsPerCompany.toFixed(2)} ms a company`,
    },
    {
      arm, name: `check cycle's wall time (${cycle.companies} companies at ${cycle.budgetPerMinute} calls a minute)`,
      limit: `≤ 1.10 × the budget's ${check.budgetSeconds.toFixed(0)} s`, measured: `${check.wallSeconds.toFixed(1)} s (${check.wallToBudget.toFixed(2)}×)`,
      met: check.wallToBudget <= 1.1, cause: `the baseline cycle took ${cycle.baseline.wallToBudget.toFixed(2)}× the budget's time`,
    },
  ];
}

/** The arm's budgets: the upstream budget, not the CPU, must set a cycle's length, and storage must grow slowly. */
function monitorBudgets(results: MonitorResults): Budget[] {
  const arm = MONITOR_ARM_TITLE;
  const cpuMs = results.snapshotCpuMsPerCompany + results.diffCpuMsPerCompany;
  const spacingMs = 60_000 / results.cycleMinutesAtBudget.budgetPerMinute;
  const growth = results.storage.bytesPerCompanyPerCheck;
  return [
    {
      arm, name: "CPU per company (snapshot + diff)", limit: `≤ 10% of the budget's spacing (${(spacingMs / 10).toFixed(0)} ms)`,
      measured: `${cpuMs.toFixed(2)} ms`, met: cpuMs <= spacingMs / 10,
      cause: `the snapshot took ${results.snapshotCpuMsPerCompany.toFixed(2)} ms and the diff ${results.diffCpuMsPerCompany.toFixed(3)} ms of CPU per company`,
    },
    {
      arm, name: "storage growth per company per daily check", limit: "≤ 1,024 bytes", measured: `${growth.toFixed(1)} bytes`, met: growth <= 1024,
      cause: `${results.storage.alerts} alerts at a ${results.storage.changeRate * 100}% daily change rate`,
    },
    ...(results.cycle ? cycleBudgets(results.cycle) : []),
  ].map((budget) => (budget.met ? { ...budget, cause: undefined } : budget));
}

export function monitorOutcome(results: MonitorResults, measuredNow: boolean): ArmOutcome {
  return {
    status: "measured",
    title: MONITOR_ARM_TITLE,
    figures: {
      ...(results.cycle ? { serverCycle: results.cycle } : {}),
      companies: results.companies,
      snapshotCpuMsPerCompany: results.snapshotCpuMsPerCompany,
      diffCpuMsPerCompany: results.diffCpuMsPerCompany,
      snapshotBytesPerCompany: results.snapshotBytesPerCompany,
      storageBytesPerCompanyPerCheck: results.storage.bytesPerCompanyPerCheck,
      cycleAtBudget: { upstreamCallsPerMinute: results.cycleMinutesAtBudget.budgetPerMinute, minutes: results.cycleMinutesAtBudget.minutes },
      storage: {
        afterFirstCycleMiB: results.storage.afterFirstCycleBytes / 2 ** 20, afterLastCycleMiB: results.storage.after30CyclesBytes / 2 ** 20,
        dailyCycles: results.days ?? 30, alerts: results.storage.alerts, dailyChangeRate: results.storage.changeRate,
      },
      sandboxFetch: { meanMs: results.fetch.meanMs, wallSeconds: results.fetch.wallSeconds, concurrency: results.fetch.concurrency },
    },
    budgets: monitorBudgets(results),
    notes: [
      measuredNow ? "Measured in this run by npm run bench:monitor." : `Figures read from the last run (BENCH_MONITOR=reuse${results.date ? `, ${results.date}` : ""}).`,
      "A cycle's length is the companies divided by WATCH_MAX_UPSTREAM_PER_MINUTE: the budget, not the CPU, sets it.",
      "Storage: the latest snapshot per company plus the alerts; growth is the SQLite file's, checkpointed after each daily cycle.",
    ],
  };
}

export async function monitorArm(): Promise<ArmOutcome> {
  const reuse = process.env.BENCH_MONITOR === "reuse" && existsSync(RESULTS);
  if (!reuse) await runMonitorBench();
  return monitorOutcome(JSON.parse(readFileSync(RESULTS, "utf8")) as MonitorResults, !reuse);
}

function runMonitorBench(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(ROOT, "node_modules", ".bin", "tsx"), ["--tsconfig", "bench/tsconfig.json", "bench/monitor.ts"], {
      cwd: ROOT, stdio: ["ignore", "ignore", "inherit"],
    });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`bench:monitor exited with ${code}`))));
  });
}
