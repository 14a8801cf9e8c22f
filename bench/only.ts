// `npm run bench -- --only monitor[,report,directory,screening,team]`: runs only the named arms that need no shared servers (the
// team arm starts its own) and records
// them into bench/results.json and RESULTS.md beside the other arms' figures from the last full run, which are kept
// as they were (their date is the full run's). A note on each arm says which run measured it.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { benchDirectory } from "./directory";
import { monitorArm } from "./monitor-arm";
import { REPO_ROOT } from "./placement";
import { reportArm } from "./report";
import { screeningArm } from "./screening-arm";
import { teamArm } from "./team/arm";
import { resultsMarkdown } from "./report-md";
import type { ArmOutcome, BenchResults } from "./results";

const ALONE: Record<string, () => Promise<ArmOutcome>> = {
  monitor: monitorArm,
  report: async () => ({ ...(await reportArm()), title: "4. Report (PDF)" }),
  directory: async () => ({ ...(await benchDirectory()), title: "5. Directory" }),
  screening: screeningArm,
  team: () => teamArm(),
};

/** The arms named after `--only` (comma-separated or repeated); undefined without the option. */
export function onlyArms(argv: readonly string[]): string[] | undefined {
  const names = argv.flatMap((arg, i) => (arg === "--only" ? (argv[i + 1] ?? "").split(",") : arg.startsWith("--only=") ? arg.slice(7).split(",") : []));
  if (!argv.some((arg) => arg === "--only" || arg.startsWith("--only="))) return undefined;
  const unknown = names.filter((name) => !ALONE[name]);
  if (!names.length || unknown.length) {
    throw new Error(`--only takes arms that run alone: ${Object.keys(ALONE).join(", ")} (not ${unknown.join(", ") || "nothing"})`);
  }
  return names;
}

export async function runOnly(names: readonly string[], order: readonly string[], say: (line: string) => void): Promise<void> {
  const file = path.join(REPO_ROOT, "bench", "results.json");
  const previous: BenchResults | undefined = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined;
  const started = Date.now();
  const arms: Record<string, ArmOutcome> = { ...(previous?.arms ?? {}) };
  for (const name of names) {
    say(`arm ${name} (alone)`);
    const outcome = await ALONE[name]!();
    const when = `Run alone (npm run bench -- --only ${names.join(",")}) on ${new Date().toISOString()}, load average ${os.loadavg().map((value) => value.toFixed(2)).join(" ")}.`;
    arms[name] = outcome.status === "measured" ? { ...outcome, notes: [...outcome.notes, when] } : outcome;
  }
  const results: BenchResults = {
    date: previous?.date ?? new Date().toISOString(),
    machine: previous?.machine ?? { cores: os.availableParallelism(), node: process.version, shared: true },
    settings: previous?.settings ?? {},
    arms: Object.fromEntries(order.filter((key) => arms[key]).map((key) => [key, arms[key]!])),
    durationSeconds: previous?.durationSeconds ?? (Date.now() - started) / 1000,
  };
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(path.join(REPO_ROOT, "bench", "RESULTS.md"), resultsMarkdown(results));
  say(`wrote ${names.join(", ")} into bench/results.json and bench/RESULTS.md in ${Math.round((Date.now() - started) / 1000)} s`);
}
