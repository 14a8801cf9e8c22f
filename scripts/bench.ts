// npm run bench — measures what the dashboard costs on this machine and writes bench/results.json and
// bench/RESULTS.md. Not part of npm test. Arms live in bench/; settings in bench/config.ts (BENCH_SECONDS, …).
// `npm run bench -- --only monitor` runs arms that need no servers alone and keeps the rest (bench/only.ts).
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { profileBff } from "../bench/arms/bff-profile";
import { cacheArm } from "../bench/arms/cache";
import { floorArm } from "../bench/arms/floor";
import { pagesArm } from "../bench/arms/pages";
import { PROXY_LOOKUPS, PROXY_TARGETS, proxyOverheadOutcome } from "../bench/arms/proxy-overhead";
import { SANDBOX_LOOKUPS, SANDBOX_TARGET, sandboxOutcome } from "../bench/arms/sandbox";
import { ensureChromium, parseBenchEnv, type BenchEnv } from "../bench/config";
import { interleave, type LoadTarget } from "../bench/interleave";
import { benchDirectory } from "../bench/directory";
import { monitorArm } from "../bench/monitor-arm";
import { screeningArm } from "../bench/screening-arm";
import { teamArm } from "../bench/team/arm";
import { ensureNginx, startNginx } from "../bench/nginx";
import { onlyArms, runOnly } from "../bench/only";
import { REPO_ROOT, canPin, placement } from "../bench/placement";
import { freePort } from "../bench/ports";
import { reportArm } from "../bench/report";
import { resultsMarkdown } from "../bench/report-md";
import type { ArmOutcome, BenchResults } from "../bench/results";
import { startBareProxy, startBff, startSandbox } from "../bench/servers";
import { ensureDataset } from "../sandbox/dataset";
import { ensureBuild } from "./lib/build";
import type { Server } from "./lib/processes";

process.env.NEXT_TELEMETRY_DISABLED ??= "1";
const say = (line: string) => console.log(`[bench] ${line}`);

const ORDER = ["floor", "proxyOverhead", "cache", "pages", "report", "directory", "sandbox", "monitor", "screening", "team"];

async function main(): Promise<void> {
  const only = onlyArms(process.argv.slice(2));
  if (only) return runOnly(only, ORDER, say);
  const started = Date.now();
  const env: BenchEnv = parseBenchEnv(process.env);
  const pin = env.BENCH_PIN && canPin();
  if (env.BENCH_ONLY === "floor") return floorOnly(env, pin);
  if (env.BENCH_ONLY === "pages") return pagesOnly(env, pin);
  const nginxVersion = ensureNginx(say);
  ensureChromium(env, say);
  const loadAtStart = os.loadavg().map((value) => value.toFixed(2)).join(" ");

  await ensureBuild(REPO_ROOT, say);
  const dataset = await ensureDataset({ companies: env.SANDBOX_COMPANIES, seed: env.SANDBOX_SEED, log: say });

  const servers: Server[] = [];
  const stopAll = () => Promise.all(servers.map((server) => server.stop()));
  process.on("SIGINT", () => void stopAll().then(() => process.exit(130)));
  const arms: Record<string, ArmOutcome> = {};
  let chromiumVersion = "";
  let chosenRate = 0;
  try {
    const apiKey = `bench-${randomBytes(16).toString("hex")}`;
    const sandbox = await startSandbox({ port: await freePort(1), apiKey, companies: env.SANDBOX_COMPANIES, seed: env.SANDBOX_SEED, pin });
    servers.push(sandbox);
    const proxy = { upstreamUrl: sandbox.url, apiKey, pin };
    const nginx = await startNginx({ port: await freePort(0), ...proxy });
    servers.push(nginx);
    const bare = await startBareProxy({ port: await freePort(0), ...proxy });
    servers.push(bare);
    const bff = await startBff({ port: await freePort(0), ...proxy });
    servers.push(bff);
    const bffQuiet = await startBff({ port: await freePort(0), ...proxy, env: { LOG_LEVEL: "warn" }, name: "bff-log-warn" });
    servers.push(bffQuiet);
    say(`sandbox ${sandbox.url}, nginx ${nginx.url}, bare proxy ${bare.url}, BFF ${bff.url}; ${placement(pin)}`);

    const both = ["concurrency", "rate"] as const;
    const targets: LoadTarget[] = [
      { id: SANDBOX_TARGET, url: sandbox.url, paths: SANDBOX_LOOKUPS, headers: { "x-api-key": apiKey }, process: sandbox, modes: ["concurrency"] },
      { id: PROXY_TARGETS.nginx, url: nginx.url, paths: PROXY_LOOKUPS, process: nginx, modes: both },
      { id: PROXY_TARGETS.bare, url: bare.url, paths: PROXY_LOOKUPS, process: bare, modes: both },
      { id: PROXY_TARGETS.bff, url: bff.url, paths: PROXY_LOOKUPS, process: bff, modes: both },
      { id: PROXY_TARGETS.bffQuiet, url: bffQuiet.url, paths: PROXY_LOOKUPS, process: bffQuiet, modes: ["concurrency"] },
    ];
    const settings = { rounds: env.BENCH_ROUNDS, seconds: env.BENCH_SECONDS, connections: env.BENCH_CONNECTIONS, rate: env.BENCH_RATE, pin, warmupSeconds: 3 };
    const { samples, rate } = await interleave(targets, sandbox, settings, say);
    chosenRate = rate;
    await bffQuiet.stop();

    say("arm 0: the floor (a minimal Next.js app beside the BFF)");
    arms.floor = await floorArm({ sandbox, dataset: dataset.file, apiKey, rounds: env.BENCH_ROUNDS, seconds: env.BENCH_SECONDS, connections: env.BENCH_CONNECTIONS, pin, log: say });
    say("arm 1: profiling the BFF under the same load, to say where its time goes");
    const profile = await profileBff({ ...proxy, seconds: env.BENCH_SECONDS, connections: env.BENCH_CONNECTIONS });
    arms.proxyOverhead = proxyOverheadOutcome(samples, { connections: settings.connections, rate }, profile);
    say("arm 2: cache and coalescing");
    arms.cache = await cacheArm({
      sandbox, apiKey, rounds: env.BENCH_ROUNDS, seconds: env.BENCH_SECONDS, connections: env.BENCH_CONNECTIONS, pin, log: say,
    });
    say("arm 3: pages");
    const pages = await pagesArm({ bffUrl: bff.url, chromiumPath: env.CHROMIUM_PATH, runs: env.BENCH_PAGE_RUNS, log: say });
    arms.pages = pages.outcome;
    chromiumVersion = pages.chromiumVersion;
    say("arm 4: report (PDF)");
    arms.report = { ...(await reportArm()), title: "4. Report (PDF)" };
    say("arm 5: directory");
    arms.directory = { ...(await benchDirectory()), title: "5. Directory" };
    say("arm 7: monitor (check cycle)");
    arms.monitor = await monitorArm();
    say("arm 9: screening (a million-entity list)");
    arms.screening = await screeningArm();
    arms.sandbox = sandboxOutcome(samples, env.BENCH_CONNECTIONS);
  } finally {
    await stopAll();
  }
  // After the other arms' servers have stopped: this arm puts its own server alone on a core.
  say("arm 10: a team on one server");
  arms.team = await teamArm(say);

  const cpus = os.cpus();
  const results: BenchResults = {
    date: new Date().toISOString(),
    machine: {
      cpu: cpus[0]?.model ?? "unknown",
      cores: os.availableParallelism(),
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      kernel: `${os.type()} ${os.release()}`,
      node: process.version,
      nginx: nginxVersion,
      chromium: `${chromiumVersion} (${env.CHROMIUM_PATH})`,
      shared: true,
      loadAverageAtStart: loadAtStart,
      loadAverageAtEnd: os.loadavg().map((value) => value.toFixed(2)).join(" "),
    },
    settings: {
      BENCH_SECONDS: env.BENCH_SECONDS,
      BENCH_ROUNDS: env.BENCH_ROUNDS,
      BENCH_CONNECTIONS: env.BENCH_CONNECTIONS,
      BENCH_RATE: env.BENCH_RATE ? env.BENCH_RATE : `unset: ${chosenRate} req/s (a quarter of the slowest proxy's throughput in round 1)`,
      BENCH_PAGE_RUNS: env.BENCH_PAGE_RUNS,
      placement: placement(pin),
      loadGenerator: "autocannon 9.0.0 in its own process",
      sandboxCompanies: env.SANDBOX_COMPANIES,
    },
    arms: orderArms(arms),
    durationSeconds: (Date.now() - started) / 1000,
  };
  writeFileSync(path.join(REPO_ROOT, "bench", "results.json"), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(path.join(REPO_ROOT, "bench", "RESULTS.md"), resultsMarkdown(results));
  say(`wrote bench/results.json and bench/RESULTS.md in ${Math.round(results.durationSeconds)} s`);
}

function orderArms(arms: Record<string, ArmOutcome>): Record<string, ArmOutcome> {
  return Object.fromEntries(ORDER.filter((key) => arms[key]).map((key) => [key, arms[key]]));
}

/** BENCH_ONLY=floor: the floor arm alone on its own sandbox, printed and kept in bench/tmp. */
async function floorOnly(env: BenchEnv, pin: boolean): Promise<void> {
  await ensureBuild(REPO_ROOT, say);
  const dataset = await ensureDataset({ companies: env.SANDBOX_COMPANIES, seed: env.SANDBOX_SEED, log: say });
  const apiKey = `bench-${randomBytes(16).toString("hex")}`;
  const sandbox = await startSandbox({ port: await freePort(1), apiKey, companies: env.SANDBOX_COMPANIES, seed: env.SANDBOX_SEED, pin });
  try {
    const outcome = await floorArm({ sandbox, dataset: dataset.file, apiKey, rounds: env.BENCH_ROUNDS, seconds: env.BENCH_SECONDS, connections: env.BENCH_CONNECTIONS, pin, log: say });
    keepAlone("floor", outcome);
    if (outcome.status === "measured") console.log(JSON.stringify(outcome.figures.atConcurrency, null, 2));
  } finally {
    await sandbox.stop();
  }
}

/** BENCH_ONLY=pages: the pages arm alone (bundles, Chromium vitals, opening a company, tab switches) on its own sandbox and BFF. */
async function pagesOnly(env: BenchEnv, pin: boolean): Promise<void> {
  ensureChromium(env, say);
  await ensureBuild(REPO_ROOT, say);
  await ensureDataset({ companies: env.SANDBOX_COMPANIES, seed: env.SANDBOX_SEED, log: say });
  const apiKey = `bench-${randomBytes(16).toString("hex")}`;
  const servers: Server[] = [];
  try {
    const sandbox = await startSandbox({ port: await freePort(1), apiKey, companies: env.SANDBOX_COMPANIES, seed: env.SANDBOX_SEED, pin });
    servers.push(sandbox);
    const bff = await startBff({ port: await freePort(0), upstreamUrl: sandbox.url, apiKey, pin });
    servers.push(bff);
    say(`sandbox ${sandbox.url}, BFF ${bff.url}; ${placement(pin)}; load average ${os.loadavg().map((value) => value.toFixed(2)).join(" ")}`);
    const pages = await pagesArm({ bffUrl: bff.url, chromiumPath: env.CHROMIUM_PATH, runs: env.BENCH_PAGE_RUNS, log: say });
    keepAlone("pages", pages.outcome);
    if (pages.outcome.status === "measured") console.log(JSON.stringify(pages.outcome.figures.vitals, null, 2));
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

/** An arm run alone: its budgets printed, its outcome kept in bench/tmp/<arm>-results.json. */
function keepAlone(arm: string, outcome: ArmOutcome): void {
  const dir = path.join(REPO_ROOT, "bench", "tmp");
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${arm}-results.json`), `${JSON.stringify(outcome, null, 2)}\n`);
  if (outcome.status !== "measured") return;
  for (const budget of outcome.budgets) {
    say(`${budget.met ? "met" : "MISSED"} ${budget.name}: ${budget.measured} (limit ${budget.limit})${budget.cause ? `: ${budget.cause}` : ""}`);
  }
  say(`load average at the end ${os.loadavg().map((value) => value.toFixed(2)).join(" ")}`);
}

main().catch((error: unknown) => {
  console.error(`[bench] ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
  process.exit(1);
});
