// Arm 9: screening (issue 36; issue 38's "Screening" figure). Runs `npm run bench:screening` (bench/screening.ts) as
// its own process on the SQLite store and reads the figures it writes; the PostgreSQL figures
// (`npm run bench:screening -- --store postgres`, not run from here: it needs a server) are reported beside them
// when bench/screening-results.json holds them. BENCH_SCREENING=reuse reads the last run instead of loading again.
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ArmOutcome, Budget } from "./results";
import type { ScreeningResults, StoreFigures } from "./screening";

const ROOT = path.resolve(import.meta.dirname, "..");
const RESULTS = path.join(ROOT, "bench", "screening-results.json");
export const SCREENING_ARM_TITLE = "9. Screening";

function storeBudgets(engine: string, figures: StoreFigures): Budget[] {
  const arm = SCREENING_ARM_TITLE;
  const { load, screening } = figures;
  const perSecond = `${load.entitiesPerSecond.toLocaleString("en-GB")} entities/s`;
  // Figures written before measuredAt was kept have no date of their own.
  const when = (figures.measuredAt ?? "").slice(0, 16) || "date unknown";
  return [
    {
      arm, name: `${engine} (${when}): ${screening.officers}-officer company against ${figures.entities.toLocaleString("en-GB")} entities (median of ${screening.rounds} rounds)`,
      limit: "< 1,000 ms", measured: `${screening.medianMs} ms (p95 ${screening.p95Ms} ms, first ${screening.firstMs} ms; ${screening.matches} matches)`,
      met: screening.medianMs < 1000, cause: `load average ${screening.loadAverage} on 2 cores while it ran`,
    },
    {
      arm, name: `${engine} (${when}): loading the ${figures.entities.toLocaleString("en-GB")}-entity list`, limit: "≤ 300 s",
      measured: `${load.seconds} s (${perSecond}; peak RSS ${load.peakRssMiB} MiB)`, met: load.seconds <= 300,
      cause: `load average ${load.loadAverageBefore} at the start on 2 cores`,
    },
  ].map((budget) => (budget.met ? { ...budget, cause: undefined } : budget));
}

export function screeningOutcome(results: ScreeningResults, measuredNow: boolean): ArmOutcome {
  const engines: [string, StoreFigures | undefined][] = [["SQLite", results.sqlite], ["PostgreSQL", results.postgres]];
  const measured = engines.flatMap(([engine, figures]): [string, StoreFigures][] => (figures ? [[engine, figures]] : []));
  return {
    status: "measured",
    title: SCREENING_ARM_TITLE,
    figures: {
      listMiB: results.listMiB, generateSeconds: results.generateSeconds,
      ...Object.fromEntries(measured.map(([engine, figures]) => [engine.toLowerCase(), figures])),
    },
    budgets: measured.flatMap(([engine, figures]) => storeBudgets(engine, figures)),
    notes: [
      measuredNow ? "SQLite measured in this run by npm run bench:screening." : `Figures read from the last run (BENCH_SCREENING=reuse, ${results.date}).`,
      "The list: scripts/screening-generate.ts, 70% people (a sixth with British names), aliases in Cyrillic. The company: a fifth of its officers are list entities (name and birth date), half British namesakes, the rest unknown names.",
      "Time per screening: subjects from the profile, every subject's candidates asked at once (each pair token looked up once), scored; the first round (cold caches) is reported apart.",
      "Peak RSS: the loading process's own (the kernel's maxRSS), Node and tsx included (~130 MiB of it); the file is streamed in batches of 2,000.",
      ...(results.postgres ? [] : ["PostgreSQL: not measured in this run (npm run bench:screening -- --store postgres with DATABASE_URL)."]),
    ],
  };
}

export async function screeningArm(): Promise<ArmOutcome> {
  const reuse = process.env.BENCH_SCREENING === "reuse" && existsSync(RESULTS);
  if (!reuse) await runScreeningBench();
  return screeningOutcome(JSON.parse(readFileSync(RESULTS, "utf8")) as ScreeningResults, !reuse);
}

function runScreeningBench(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(ROOT, "node_modules", ".bin", "tsx"), ["--tsconfig", "bench/tsconfig.json", "bench/screening.ts"], {
      cwd: ROOT, stdio: ["ignore", "ignore", "inherit"],
    });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`bench:screening exited with ${code}`))));
  });
}
