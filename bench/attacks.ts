// npm run bench:attacks — issue 33's attacks run again against real servers on this machine: the sandbox, a
// counting proxy in front of it (bench/bare-proxy.ts) and a production BFF (`next start`) with a users file and the
// shipped limits, cache and timeouts (bench/servers.ts lifts the limits for the other arms; this one puts them
// back). Prints each finding and writes bench/attacks-results.json and section 8 of bench/RESULTS.md
// (bench/attacks.md, which bench/report-md.ts carries into every RESULTS.md it writes). A few minutes; start
// servers under the machine's lock: flock /tmp/heavy.lock npm run bench:attacks. BENCH_ATTACKS_XFF_SECONDS (10)
// sets the X-Forwarded-For window (the was 30 s), BENCH_ATTACKS_FLOOD_SECONDS (15) the anonymous flood's,
// BENCH_ATTACKS_TIMING_SET (300) the companies the timing guess is made over; BENCH_ATTACKS_ONLY=timing (part of a
// finding's name) runs those alone (bench/attacks/config.ts).
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { hashPassword } from "../lib/auth/password";
import { parseServerEnv, type ServerEnv } from "../lib/config/env-schema";
import { ensureDataset } from "../sandbox/dataset";
import { ensureBuild } from "../scripts/lib/build";
import type { Server } from "../scripts/lib/processes";
import { anonymousFlood, readinessProbes } from "./attacks/anonymous";
import { parseAttacksEnv } from "./attacks/config";
import { largeWorkbook, thirdUserReports } from "./attacks/exports";
import { attacksMarkdown, type Finding, withSection } from "./attacks/finding";
import { setting } from "./attacks/setting";
import { concurrentBurst, forwardedForRotation, sharedAddressSpray } from "./attacks/signin";
import { stalledBody } from "./attacks/stall";
import { subsidiariesSeen } from "./attacks/subsidiaries";
import type { AttackTarget } from "./attacks/target";
import { timingFinding, timingGuesses } from "./attacks/timing";
import { REPO_ROOT } from "./placement";
import { freePort } from "./ports";
import { startBareProxy, startBff, startSandbox } from "./servers";

const COMPANIES = 20_000;
const SEED = 20261122;
// The dataset the integration suite uses (made once); bench/servers.ts imports the directory from the same one.
process.env.SANDBOX_COMPANIES = String(COMPANIES);
process.env.SANDBOX_SEED = String(SEED);
process.env.NEXT_TELEMETRY_DISABLED ??= "1";
const settings = parseAttacksEnv(process.env);
const STALL_CAP_SECONDS = 40;
/** Where the timing guess's companies start in the dataset: past those the flood, the reports and the others ask for. */
const TIMING_FROM = 4000;
const ONLY = settings.BENCH_ATTACKS_ONLY;
/** Issue 33's setting that keeps each user's cached answers to themselves (the timing channel's off switch). */
const CACHE_SHARING = "CACHE_SHARED_BETWEEN_USERS";
const USERS = ["alice", "bob", "carol", "dave", "erin", "frank", "gina", "hana", "ivan", "judy"];
const OUT = path.join(REPO_ROOT, "bench", "tmp", "attacks");
const RESULTS = path.join(REPO_ROOT, "bench", "RESULTS.md");
const say = (line: string) => console.log(`[attacks] ${line}`);

async function usersFile(): Promise<{ file: string; passwords: Map<string, string> }> {
  const passwords = new Map(USERS.map((name) => [name, `${name}-${randomBytes(8).toString("hex")}`]));
  const file = path.join(OUT, "users.json");
  writeFileSync(file, JSON.stringify(await Promise.all([...passwords].map(async ([username, password]) => ({
    username, name: username, role: "analyst", passwordHash: await hashPassword(password),
  })))));
  return { file, passwords };
}

/** [subsidiary, parent] from the dataset's groups file (CompanyNumber,ParentCompanyNumber). */
function groupPairs(file: string): Array<[string, string]> {
  return readFileSync(file, "utf8").split("\n").slice(1).map((line) => line.trim().split(",")).filter((cells): cells is [string, string] => Boolean(cells[1]));
}

/** The settings the BFF ships with, as text for its environment: the bench's lifted limits and cache undone. */
function shipped(defaults: ServerEnv): Record<string, string> {
  const names = ["RATE_LIMIT_USER_PER_MINUTE", "RATE_LIMIT_IP_PER_MINUTE", "CACHE_TTL_SECONDS", "CACHE_STALE_SECONDS"];
  return Object.fromEntries(names.map((name) => [name, String(setting(defaults, name))]));
}

async function attempt(name: string, run: () => Promise<Finding>): Promise<Finding | null> {
  if (ONLY && !name.toLowerCase().includes(ONLY)) return null;
  say(`${name}…`);
  try {
    const finding = await run();
    say(`${name}: ${finding.now} — ${finding.holds ? "holds" : "DOES NOT HOLD"}`);
    return finding;
  } catch (error) {
    say(`${name}: could not run: ${(error as Error).message}`);
    return { name, attack: "", before: "", now: `could not run: ${(error as Error).message}`, bound: "", holds: null, figures: {} };
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  const loadAverage = os.loadavg().map((value) => value.toFixed(2)).join(" ");
  mkdirSync(OUT, { recursive: true });
  await ensureBuild(REPO_ROOT, say);
  const dataset = await ensureDataset({ companies: COMPANIES, seed: SEED, log: say });
  const db = new BetterSqlite3(dataset.file, { readonly: true });
  const companies = (db.prepare("SELECT number FROM companies ORDER BY number").all() as Array<{ number: string }>).map((row) => row.number);
  db.close();
  const users = await usersFile();

  const servers: Server[] = [];
  const stopAll = () => Promise.all(servers.map((server) => server.stop()));
  process.on("SIGINT", () => void stopAll().then(() => process.exit(130)));
  const findings: Finding[] = [];
  const push = (finding: Finding | null) => finding && findings.push(finding);
  try {
    const apiKey = `bench-${randomBytes(16).toString("hex")}`;
    const sandbox = await startSandbox({ port: await freePort(1), apiKey, companies: COMPANIES, seed: SEED, pin: false });
    servers.push(sandbox);
    const counter = await startBareProxy({ port: await freePort(1), upstreamUrl: sandbox.url, apiKey, pin: false, name: "attacks-upstream-counter" });
    servers.push(counter);
    const env = {
      USERS_FILE: users.file,
      // A reverse proxy is configured, but the port is reachable directly (the X-Forwarded-For attack's set-up).
      TRUST_PROXIES: "10.0.0.5",
      // The monitor's scheduler would call the upstream for the 10,000-company list and spoil the count.
      WATCH_SCHEDULER: "off",
    };
    const limits = parseServerEnv(env);
    const start = async (name: string, extra: Record<string, string> = {}): Promise<AttackTarget> => {
      const bff = await startBff({ port: await freePort(0), upstreamUrl: `${counter.url}/api`, apiKey, pin: false, name, env: { ...shipped(limits), ...env, ...extra } });
      servers.push(bff);
      return {
        url: bff.url,
        upstreamUrl: counter.url,
        password: (username) => users.passwords.get(username) ?? "",
        upstreamCalls: async () => ((await (await fetch(`${counter.url}/__bench/count`)).json()) as { forwarded: number }).forwarded,
        limits: parseServerEnv({ ...env, ...extra }),
        companies,
      };
    };
    say("starting the BFF under attack (shipped defaults)…");
    const target = await start("attacks");
    push(await attempt("Concurrent sign-in burst", () => concurrentBurst(target)));
    push(await attempt("Shared-address spray", () => sharedAddressSpray(target)));
    push(await attempt("X-Forwarded-For rotation", () => forwardedForRotation(target, settings.BENCH_ATTACKS_XFF_SECONDS)));
    push(await attempt("/api/ready upstream calls", () => readinessProbes(target)));
    push(await attempt("Anonymous flood", () => anonymousFlood(target, settings.BENCH_ATTACKS_FLOOD_SECONDS)));
    push(await attempt("Watchlist workbook of 10,000 companies", () => largeWorkbook(target, companies)));
    push(await attempt("Report slots", () => thirdUserReports(target, companies.slice(3000))));
    push(await attempt("Stalled body", () => stalledBody(target, STALL_CAP_SECONDS)));
    push(await attempt("Cache timing side channel", async () => {
      const set = settings.BENCH_ATTACKS_TIMING_SET;
      const shared = await timingGuesses(target, companies.slice(TIMING_FROM, TIMING_FROM + set));
      const known = setting(limits, CACHE_SHARING) !== undefined;
      if (!known) return timingFinding(shared, null, null, null);
      say(`starting a second BFF with ${CACHE_SHARING}=false…`);
      const perUser = await start("attacks-cache-per-user", { [CACHE_SHARING]: "false" });
      const separate = await timingGuesses(perUser, companies.slice(TIMING_FROM + set, TIMING_FROM + 2 * set));
      const upstream = await timingGuesses(perUser, companies.slice(TIMING_FROM + 2 * set, TIMING_FROM + 3 * set), "upstream");
      return timingFinding(shared, separate, upstream, CACHE_SHARING);
    }));
    push(await attempt("\"Subsidiaries seen\" side channel", async () => {
      // A directory of its own that starts empty: every group relation in it is one a lookup taught.
      const directory = path.join(OUT, "empty-directory.sqlite");
      for (const part of ["", "-wal", "-shm"]) rmSync(`${directory}${part}`, { force: true });
      return subsidiariesSeen(await start("attacks-empty-directory", { DIRECTORY_FILE: directory }), groupPairs(dataset.groupsCsv).slice(0, 10));
    }));
  } finally {
    await stopAll();
  }

  const seconds = (Date.now() - started) / 1000;
  const date = new Date().toISOString();
  if (ONLY) {
    writeFileSync(path.join(OUT, "only-results.json"), `${JSON.stringify({ date, seconds, loadAverage, findings }, null, 2)}\n`);
    say(`BENCH_ATTACKS_ONLY: wrote bench/tmp/attacks/only-results.json; RESULTS.md left as it is`);
    return;
  }
  writeFileSync(path.join(REPO_ROOT, "bench", "attacks-results.json"), `${JSON.stringify({ date, seconds, loadAverage, findings }, null, 2)}\n`);
  const section = attacksMarkdown(findings, { date, seconds, loadAverage });
  writeFileSync(path.join(REPO_ROOT, "bench", "attacks.md"), section);
  writeFileSync(RESULTS, withSection(readFileSync(RESULTS, "utf8"), section));
  say(`wrote bench/attacks-results.json and section 8 of bench/RESULTS.md in ${Math.round(seconds)} s`);
  const failed = findings.filter((finding) => finding.holds !== true);
  if (failed.length) say(`bounds not held or not run: ${failed.map((finding) => finding.name).join(", ")}`);
}


await main();
