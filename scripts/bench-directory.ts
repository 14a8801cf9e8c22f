// npm run bench:directory -- [--rows 5000000] [--regenerate] [--queries 3000] [--skip-import] [--store postgres]
//   [--timings FILE] [--dense-words-share S] [--side-by-side S]
// Measures the company directory on this machine: generation of a Companies House-layout file, the import (time,
// rows/s, resident memory sampled every second), the index size, and typeahead latency over a mix of name
// prefixes, words, two-word starts, words of one name together, full and partial numbers and postcodes, drawn from
// the register's rows (scripts/lib/directory-queries.ts), reported overall and per kind. Prints a JSON summary and writes
// bench/directory-results.json: the embedded SQLite store at its top level, PostgreSQL (`--store postgres`, on
// DATABASE_URL, in a schema of its own, directory_bench, which it empties first) under "postgres".
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { DIRECTORY_PLANNER_SETTINGS } from "../lib/directory/postgres-pool";
import { openPostgresStore, SERVER_STORE_OPTIONS } from "../lib/directory/postgres-store";
import { searchDirectory } from "../lib/directory/search";
import { DENSE_WORDS_SHARE } from "../lib/directory/words-postgres";
import { openSqliteStore } from "../lib/directory/sqlite-store";
import type { DirectoryStore } from "../lib/directory/store";
import { generateChCsv } from "./generate-ch-csv";
import { intFlag, readArgs } from "./lib/cli-args";
import { type DrawnQuery, drawQuery } from "./lib/directory-queries";
import { seededRandom } from "./lib/fake-ch-rows";

const args = readArgs(process.argv.slice(2), ["regenerate", "skip-import"]);
const storeKind = args.flags.get("store") ?? "sqlite";
if (storeKind !== "sqlite" && storeKind !== "postgres") throw new Error("--store must be sqlite or postgres");
const BENCH_SCHEMA = "directory_bench";
const rows = intFlag(args, "rows", 5_000_000);
const queryCount = intFlag(args, "queries", 3000);
// PostgreSQL: the share of names holding a query's words together from which they are walked in id order
// (words-postgres.ts); 1 never walks. `--side-by-side S` asks the same queries of a second store with share S,
// interleaved, and reports its figures under "sideBySide": a change measured under the same load.
const denseWordsShare = args.flags.has("dense-words-share") ? Number(args.flags.get("dense-words-share")) : undefined;
const csv = args.flags.get("out") ?? (rows === 5_000_000 ? "data/bench/BasicCompanyData.csv" : `data/bench/BasicCompanyData-${rows}.csv`);
const directory = path.resolve("bench/tmp/directory.sqlite");
const RESULTS = "bench/directory-results.json";
const say = (line: string) => console.error(`[bench:directory] ${line}`);

async function main(): Promise<void> {
  const summary: Record<string, unknown> = { rows, machine: { cpus: cpus().length, node: process.version } };

  if (args.flags.has("regenerate") || !existsSync(csv)) {
    say(`generating ${rows} rows into ${csv}`);
    const started = performance.now();
    const { bytes } = await generateChCsv({ rows, out: csv, seed: 1, broken: 5 });
    summary.generation = { seconds: round((performance.now() - started) / 1000), megabytes: round(bytes / 1e6) };
  } else {
    summary.generation = { reused: csv, megabytes: round(statSync(csv).size / 1e6) };
  }

  if (storeKind === "postgres") {
    await measurePostgres(summary);
    return;
  }
  if (!args.flags.has("skip-import")) {
    for (const suffix of ["", "-wal", "-shm"]) rmSync(`${directory}${suffix}`, { force: true });
    summary.import = await measureImport({ DIRECTORY_FILE: directory, DATABASE_URL: "" });
  } else if (existsSync(RESULTS)) {
    // Only the queries are measured again: the import figures of the last full run stay.
    const previous = readResults();
    summary.generation = previous.generation;
    summary.import = previous.import;
  }
  const db = new Database(directory);
  db.pragma("wal_checkpoint(TRUNCATE)");
  db.close();
  summary.index = { megabytes: round(statSync(directory).size / 1e6), perCompanyBytes: round(statSync(directory).size / rows) };
  const reader = new Database(directory, { readonly: true });
  const maxId = (reader.prepare("SELECT max(id) AS id FROM directory_companies WHERE id < 100000000").get() as { id: number }).id;
  const sample = reader.prepare("SELECT number, name, postcode FROM directory_companies WHERE id >= ? LIMIT 1");
  summary.typeahead = await measureQueries(openSqliteStore(directory, { mmapMiB: 4096 }), maxId, async (id) => sample.get(id) as SampleRow | undefined);
  reader.close();
  // The PostgreSQL figures of the last `--store postgres` run stay beside the SQLite ones.
  if (existsSync(RESULTS) && readResults().postgres) summary.postgres = readResults().postgres;
  writeResults(summary);
}

/** The same file into PostgreSQL with `npm run directory:import` (COPY), then the same queries over the network. */
async function measurePostgres(summary: Record<string, unknown>): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error("--store postgres needs DATABASE_URL");
  const url = new URL(databaseUrl);
  url.searchParams.set("options", `-c search_path=${BENCH_SCHEMA}`);
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const previous = existsSync(RESULTS) ? readResults() : {};
  const setting = async (name: string) => (await admin.query(`SHOW ${name}`)).rows[0][name] as string;
  // shared_buffers decides whether a word lookup's table pages are PostgreSQL's own reads or the kernel's.
  const result: Record<string, unknown> = {
    rows, server: await setting("server_version"), sharedBuffers: await setting("shared_buffers"), directoryConnections: DIRECTORY_PLANNER_SETTINGS,
  };
  if (!args.flags.has("skip-import")) {
    await admin.query(`DROP SCHEMA IF EXISTS ${BENCH_SCHEMA} CASCADE; CREATE SCHEMA ${BENCH_SCHEMA}`);
    result.import = await measureImport({ DATABASE_URL: url.toString() });
  } else result.import = (previous.postgres as Record<string, unknown> | undefined)?.import;
  // Opened as a dashboard server opens it (pool size, connections kept warm), so the latencies are a server's.
  const store = openPostgresStore(url.toString(), { ...SERVER_STORE_OPTIONS, ...(denseWordsShare === undefined ? {} : { denseWordsShare }) });
  result.denseWordsShare = denseWordsShare ?? DENSE_WORDS_SHARE;
  const besideShare = args.flags.has("side-by-side") ? Number(args.flags.get("side-by-side")) : undefined;
  const beside = besideShare === undefined ? undefined : {
    store: openPostgresStore(url.toString(), { ...SERVER_STORE_OPTIONS, denseWordsShare: besideShare }), label: { denseWordsShare: besideShare },
  };
  const bytes = await store.sizeBytes();
  result.index = bytes === null ? null : { megabytes: round(bytes / 1e6), perCompanyBytes: round(bytes / rows) };
  const maxId = Number((await admin.query(`SELECT max(id) AS id FROM ${BENCH_SCHEMA}.directory_companies WHERE id < 100000000`)).rows[0].id);
  result.typeahead = await measureQueries(store, maxId, async (id) =>
    (await admin.query<SampleRow>(`SELECT number, name, postcode FROM ${BENCH_SCHEMA}.directory_companies WHERE id >= $1 ORDER BY id LIMIT 1`, [id])).rows[0], beside);
  await admin.end();
  writeResults({ ...previous, postgres: { ...summary, ...result } });
}

interface SampleRow {
  number: string;
  name: string;
  postcode: string | null;
}

function readResults(): Record<string, unknown> {
  return JSON.parse(readFileSync(RESULTS, "utf8")) as Record<string, unknown>;
}

function writeResults(summary: Record<string, unknown>): void {
  const text = JSON.stringify(summary, null, 2);
  mkdirSync("bench", { recursive: true });
  writeFileSync(RESULTS, `${text}\n`);
  console.log(text);
}

/** The import runs as its own process (as `npm run directory:import` would), so its memory is measured alone. */
async function measureImport(target: Record<string, string>): Promise<Record<string, unknown>> {
  say(`importing ${csv}`);
  const started = performance.now();
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/directory-import.ts", "--quiet", csv], {
    env: { ...process.env, ...target },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const samples: { second: number; rssMiB: number }[] = [];
  const loadBefore = loadavg()[0];
  let cpuSeconds = 0;
  const timer = setInterval(() => {
    const rss = residentMiB(child.pid);
    if (rss !== null) samples.push({ second: Math.round((performance.now() - started) / 1000), rssMiB: rss });
    cpuSeconds = processCpuSeconds(child.pid) ?? cpuSeconds;
  }, 1000);
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  clearInterval(timer);
  const seconds = (performance.now() - started) / 1000;
  if (code !== 0) throw new Error(`the import exited with ${code}`);
  const rssValues = samples.map((sample) => sample.rssMiB);
  const tenth = Math.max(1, Math.floor(samples.length / 10));
  return {
    seconds: round(seconds),
    rowsPerSecond: Math.round(rows / seconds),
    // The machine is shared: CPU time and the load average tell a slow run from a slow import.
    cpuSeconds: round(cpuSeconds),
    loadAverageBefore: round(loadBefore),
    loadAverageAfter: round(loadavg()[0]),
    peakRssMiB: Math.max(...rssValues),
    rssAt10PercentMiB: rssValues[tenth] ?? null,
    rssAt50PercentMiB: rssValues[Math.floor(samples.length / 2)] ?? null,
    rssAt90PercentMiB: rssValues[samples.length - tenth] ?? null,
    rssSamplesEvery10s: samples.filter((sample) => sample.second % 10 === 0),
  };
}

/**
 * `beside`: a second store over the same directory (`--side-by-side S`: another dense-words share), asked the same
 * queries interleaved with the first (each query on both, in turn first), so that the machine's load falls on both.
 */
async function measureQueries(
  store: DirectoryStore, maxId: number, sampleRow: (id: number) => Promise<SampleRow | undefined>,
  beside?: { store: DirectoryStore; label: Record<string, unknown> },
): Promise<Record<string, unknown>> {
  const random = seededRandom(7);
  const queries: DrawnQuery[] = [];
  while (queries.length < queryCount) {
    const row = await sampleRow(Math.floor(random() * maxId));
    const query = row ? drawQuery(row, random) : null;
    if (query) queries.push(query);
  }
  // A short warm-up: a running server has its hot pages cached; the first cold reads are not what a user sees.
  for (const { q } of queries.slice(0, 100)) {
    await searchDirectory(store, { q, limit: 10, status: null });
    if (beside) await searchDirectory(beside.store, { q, limit: 10, status: null });
  }
  const timings: Timing[] = [];
  const besideTimings: Timing[] = [];
  for (const [index, { kind, q }] of queries.entries()) {
    if (beside && index % 2 === 1) besideTimings.push(await timeQuery(beside.store, kind, q));
    timings.push(await timeQuery(store, kind, q));
    if (beside && index % 2 === 0) besideTimings.push(await timeQuery(beside.store, kind, q));
  }
  await store.close();
  await beside?.store.close();
  // --timings FILE: every query with its time, for EXPLAINing the slow ones afterwards.
  const timingsFile = args.flags.get("timings");
  if (timingsFile) writeFileSync(timingsFile, `${JSON.stringify(timings.map(({ kind, q, ms }) => ({ kind, q, ms: round(ms) })))}\n`);
  return {
    ...summarise(timings),
    ...(beside ? { sideBySide: { ...beside.label, ...summarise(besideTimings) } } : {}),
  };
}

interface Timing {
  kind: string;
  q: string;
  ms: number;
  cpuMs: number;
  hits: number;
}

async function timeQuery(store: DirectoryStore, kind: string, q: string): Promise<Timing> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const result = await searchDirectory(store, { q, limit: 10, status: null });
  const used = process.cpuUsage(cpu);
  return { kind, q, ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000, hits: result.hits.length };
}

function summarise(timings: Timing[]): Record<string, unknown> {
  const byKind: Record<string, unknown> = {};
  for (const kind of new Set(timings.map((timing) => timing.kind))) {
    const of = timings.filter((timing) => timing.kind === kind);
    // The slowest few by name, so that a miss can be EXPLAINed rather than guessed at.
    const slowest = [...of].sort((a, b) => b.ms - a.ms).slice(0, 5).map((timing) => ({ q: timing.q, ms: round(timing.ms) }));
    byKind[kind] = { count: of.length, ...percentiles(of.map((timing) => timing.ms)), withHits: of.filter((timing) => timing.hits > 0).length, slowest };
  }
  return {
    queries: timings.length,
    loadAverage: round(loadavg()[0]),
    ...percentiles(timings.map((timing) => timing.ms)),
    // CPU time per query: what the query costs, without the waits for a core that other processes hold.
    cpu: percentiles(timings.map((timing) => timing.cpuMs)),
    byKind,
  };
}

function percentiles(values: number[]): { p50: number; p90: number; p95: number; p99: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (fraction: number) => round(sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]);
  return { p50: at(0.5), p90: at(0.9), p95: at(0.95), p99: at(0.99), max: round(sorted[sorted.length - 1]) };
}

function residentMiB(pid: number | undefined): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const match = /VmRSS:\s+(\d+) kB/.exec(status);
    return match ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/** utime + stime of a live process, from /proc (clock ticks of 1/100 s). */
function processCpuSeconds(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

main().catch((error: unknown) => {
  console.error(`[bench:directory] ${(error as Error).message}`);
  process.exit(1);
});
