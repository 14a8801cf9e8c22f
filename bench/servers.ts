// The processes the benchmark measures, each in its own process and (with pinning) on the servers' core: the
// sandbox, the bare Node proxy and the BFF (scripts/serve.mjs on the production build). nginx lives in nginx.ts.
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ensureDirectoryFromSandbox } from "../lib/directory/ensure-from-sandbox";
import { ensureDataset } from "../sandbox/dataset";
import { startServer, type Server } from "../scripts/lib/processes";
import { serverCommand, serverNodeOptions } from "../scripts/lib/server-node-options";
import { parseBenchEnv } from "./config";
import { REPO_ROOT, pinned, type Role } from "./placement";

const LOGS = path.join(REPO_ROOT, "bench", "tmp", "logs");
const bin = (name: string) => path.join(REPO_ROOT, "node_modules", ".bin", name);

/** An empty SQLite file of a bench server's own, in bench/tmp/databases (any earlier run's copy removed). */
export function databaseFile(name: string): string {
  const dir = path.join(REPO_ROOT, "bench", "tmp", "databases");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.sqlite`);
  for (const part of ["", "-wal", "-shm"]) rmSync(`${file}${part}`, { force: true });
  return file;
}

/**
 * The directory a BFF starts with: the sandbox's companies and group links imported as `npm start` imports them
 * (made once per dataset), copied fresh for each server, since a server learns into its copy. Without it a BFF
 * would use whatever data/directory holds, and a first read's learning would cost what that state made it cost.
 */
async function directoryFile(name: string): Promise<string> {
  const env = parseBenchEnv(process.env);
  const dataset = await ensureDataset({ companies: env.SANDBOX_COMPANIES, seed: env.SANDBOX_SEED });
  const template = path.join(REPO_ROOT, "bench", "tmp", "directories", `${path.basename(dataset.file, ".sqlite")}.sqlite`);
  if (!existsSync(template)) {
    const partial = `${template}.partial`;
    for (const part of ["", "-wal", "-shm"]) rmSync(`${partial}${part}`, { force: true });
    mkdirSync(path.dirname(template), { recursive: true });
    await ensureDirectoryFromSandbox(dataset.companiesCsv, { directory: partial, groupsCsv: dataset.groupsCsv });
    renameSync(partial, template);
  }
  const file = databaseFile(`${name}-directory`);
  copyFileSync(template, file);
  return file;
}

function logFile(name: string): string {
  mkdirSync(LOGS, { recursive: true });
  const file = path.join(LOGS, `${name}.log`);
  writeFileSync(file, "");
  return file;
}

export async function startSandbox(options: { port: number; apiKey: string; companies: number; seed: number; pin: boolean; core?: Role }): Promise<Server> {
  // The team arm puts the sandbox on the load generator's core, leaving the BFF's core to the BFF alone.
  const [command, args] = pinned(options.core ?? "server", options.pin, bin("tsx"), ["sandbox/main.ts"]);
  return startServer(command, args, {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      SANDBOX_PORT: String(options.port),
      SANDBOX_HOST: "127.0.0.1",
      SANDBOX_API_KEYS: options.apiKey,
      SANDBOX_COMPANIES: String(options.companies),
      SANDBOX_SEED: String(options.seed),
      SANDBOX_RECORD_SHAPE: "list",
    },
    readyUrl: `http://127.0.0.1:${options.port}/`,
    logFile: logFile("sandbox"),
  });
}

export async function startBareProxy(options: { port: number; upstreamUrl: string; apiKey: string; pin: boolean; name?: string }): Promise<Server> {
  const [command, args] = pinned("server", options.pin, bin("tsx"), ["bench/bare-proxy.ts"]);
  return startServer(command, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, BARE_PROXY_PORT: String(options.port), BARE_PROXY_UPSTREAM: options.upstreamUrl, BARE_PROXY_KEY: options.apiKey },
    readyUrl: `http://127.0.0.1:${options.port}/__bench/count`,
    logFile: logFile(options.name ?? "bare-proxy"),
  });
}

/**
 * The BFF as it ships: the dashboard's server (scripts/serve.mjs) on the production build, logging as configured by
 * default (info, to a file).
 */
export async function startBff(options: {
  port: number;
  upstreamUrl: string;
  apiKey: string;
  pin: boolean;
  env?: Record<string, string>;
  name?: string;
  /** Options for node itself (e.g. --cpu-prof), which NODE_OPTIONS may not carry. */
  nodeArgs?: string[];
}): Promise<Server> {
  const [node, nodeArgs] = serverCommand(REPO_ROOT, ["-p", String(options.port), "-H", "127.0.0.1"], options.nodeArgs);
  const [command, args] = pinned("server", options.pin, node, nodeArgs);
  return startServer(command, args, {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      // As `npm start` runs the server (scripts/lib/server-node-options.ts).
      NODE_OPTIONS: serverNodeOptions(process.env.NODE_OPTIONS),
      NEXT_TELEMETRY_DISABLED: "1",
      NODE_ENV: "production",
      COMPANY_API_BASE_URL: options.upstreamUrl,
      COMPANY_API_KEY: options.apiKey,
      // A benchmark measures cost, not policy: no rate limits, and no cache unless an arm turns it on.
      RATE_LIMIT_USER_PER_MINUTE: "1000000",
      RATE_LIMIT_IP_PER_MINUTE: "1000000",
      CACHE_TTL_SECONDS: "0",
      CACHE_STALE_SECONDS: "0",
      // Its own audit trail and sessions, not the dashboard's (data/dashboard.sqlite): a run records tens of thousands
      // of lookups, which belong to no one, and each run must start from the same empty file.
      DATABASE_FILE: databaseFile(options.name ?? "bff"),
      DIRECTORY_FILE: await directoryFile(options.name ?? "bff"),
      // Its own screening store, empty (no list in force) unless the arm loads one: with data/screening's, a list that
      // `npm start` or the e2e suite loaded there re-screened every company the monitor arm checked, on the same budget.
      // (Made only when the arm names none: making it empties the file.)
      ...(options.env?.SCREENING_FILE ? {} : { SCREENING_FILE: databaseFile(`${options.name ?? "bff"}-screening`) }),
      ...options.env,
    },
    readyUrl: `http://127.0.0.1:${options.port}/api/health`,
    logFile: logFile(options.name ?? "bff"),
  });
}
