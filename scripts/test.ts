// npm test: lint (with the import-cycle check) and typecheck first, as gates; then the whole suite — unit tests,
// integration tests over real HTTP (sandbox, hostile upstream and the built BFF), then Playwright in Chromium — and
// one closing line that adds them up.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureBuild } from "./lib/build";
import { readArgs } from "./lib/cli-args";
import { run } from "./lib/processes";
import { readPlaywrightReport, readVitestReport, type Tally } from "./lib/test-reports";

// Next.js would otherwise try to send anonymous telemetry, which these machines cannot reach.
process.env.NEXT_TELEMETRY_DISABLED ??= "1";

// Every temporary folder the suites make (stores, PDFs, screening lists, browser profiles) goes under one folder of this
// run's, removed when it ends: a suite leaves about a gigabyte behind otherwise, and runs on one machine add up until
// its disk is full.
const runTmp = mkdtempSync(path.join(os.tmpdir(), "dashboard-test-run-"));
process.env.TMPDIR = runTmp;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const reports = path.join(root, "test-results");
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);

async function stage(name: string, command: string, args: string[], report: string, read: (file: string) => Tally, env: NodeJS.ProcessEnv = process.env): Promise<Tally & { ok: boolean }> {
  console.log(`\n=== ${name}`);
  let ok = true;
  try {
    await run(command, args, { cwd: root, env });
  } catch {
    ok = false;
  }
  const tally = existsSync(report) ? read(report) : { passed: 0, failed: ok ? 0 : 1, skipped: 0, failures: ok ? [] : [`${name}: no report (the run stopped early)`] };
  return { ...tally, ok };
}

async function check(name: string, command: string, args: string[]): Promise<boolean> {
  console.log(`\n=== ${name}`);
  try {
    await run(command, args, { cwd: root });
    return true;
  } catch {
    return false;
  }
}

const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8"));
const readVitest = (file: string): Tally => readVitestReport(readJson(file), root);
const readPlaywright = (file: string): Tally => readPlaywrightReport(readJson(file));

const STAGES = ["gates", "unit", "integration", "e2e"] as const;
type Stage = (typeof STAGES)[number];

/** `--stages unit,integration` runs only those (CI's second Node runs them so); the default is every stage. */
function chosenStages(): Set<Stage> {
  const raw = readArgs(process.argv.slice(2)).flags.get("stages");
  if (raw === undefined) return new Set(STAGES);
  const stages = raw.split(",").map((name) => name.trim());
  const unknown = stages.filter((name) => !(STAGES as readonly string[]).includes(name));
  if (unknown.length) throw new Error(`--stages takes ${STAGES.join(", ")}; got ${unknown.join(", ")}`);
  return new Set(stages as Stage[]);
}

async function main(): Promise<void> {
  const stages = chosenStages();
  mkdirSync(reports, { recursive: true });
  rmSync(path.join(reports, "summary.json"), { force: true });
  console.log(`Node ${process.version}`);
  if (stages.has("gates")) {
    // Seconds each, and what they find would fail the run anyway: no test runs until both are clean.
    const gates = (async () => [
      await check("lint and import cycles (biome)", bin("biome"), ["lint", "--error-on-warnings", "."]),
      await check("typecheck (app, lib, tests, e2e, scripts)", bin("tsc"), ["--noEmit"]),
    ])();
    // The typecheck keeps one core busy: the sandbox's dataset and list, which the later suites' servers read, are made
    // on the other meanwhile (in a process of their own) rather than when the first of those servers starts.
    if (stages.has("integration") || stages.has("e2e")) await run(bin("tsx"), ["sandbox/generate-main.ts"], { cwd: root });
    if ((await gates).includes(false)) return finish([{ passed: 0, failed: 1, skipped: 0, failures: ["the gates (lint or typecheck) failed"], ok: false }]);
  }
  const vitest = (project: string) => [
    "run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile.json=${path.join(reports, `${project}.json`)}`,
  ];
  const results: (Tally & { ok: boolean })[] = [];
  // The unit files that need a process of their own (vitest.config.ts) and the component tests (jsdom) run with the
  // unit tests: one stage, one report.
  if (stages.has("unit")) {
    results.push(await stage("unit and component tests", bin("vitest"), [...vitest("unit"), "--project", "unit-own-process", "--project", "component"], path.join(reports, "unit.json"), readVitest));
  }
  if (stages.has("integration") || stages.has("e2e")) await ensureBuild(root, console.log);
  if (stages.has("integration")) {
    results.push(await stage("integration tests", bin("vitest"), vitest("integration"), path.join(reports, "integration.json"), readVitest));
  }
  if (stages.has("e2e")) {
    const e2eReport = path.join(reports, "e2e.json");
    results.push(
      await stage("end-to-end tests (Chromium)", bin("playwright"), ["test", "--reporter=list,json"], e2eReport, readPlaywright,
        { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport }),
    );
  }
  finish(results);
}

/**
 * The closing lines: what failed, by name, then the tally; the same in test-results/summary.json for CI to add up
 * across Node versions.
 */
function finish(results: (Tally & { ok: boolean })[]): never {
  const sum = (count: (result: Tally) => number) => results.reduce((total, result) => total + count(result), 0);
  const total = { passed: sum((r) => r.passed), failed: sum((r) => r.failed), skipped: sum((r) => r.skipped) };
  const failed = results.some((r) => !r.ok) ? Math.max(total.failed, 1) : total.failed;
  const failures = results.flatMap((r) => r.failures);
  const notices = results.flatMap((r) => r.notices ?? []);
  writeFileSync(path.join(reports, "summary.json"), JSON.stringify({ node: process.version, ...total, failed, failures, notices }));
  if (notices.length) console.log(`\nPassed, with a notice:\n${notices.map((line) => `  ${line}`).join("\n")}`);
  if (failures.length) console.log(`\nFailed:\n${failures.map((line) => `  ${line}`).join("\n")}`);
  console.log(`\n${total.passed} passed, ${failed} failed, ${total.skipped} skipped`);
  rmSync(runTmp, { recursive: true, force: true, maxRetries: 3 });
  process.exit(failed > 0 ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  console.log("\n0 passed, 1 failed");
  rmSync(runTmp, { recursive: true, force: true, maxRetries: 3 });
  process.exit(1);
});
