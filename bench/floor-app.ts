// The floor: a minimal Next.js app built from the template in bench/floor/ with the project's own `next` (found in
// the project's node_modules: the app is built under bench/tmp, inside the project), so that the BFF's CPU per
// request can be set beside what Next.js itself costs for the same job. Rebuilt only when the template or the
// version of next changes.
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { run, startServer, type Server } from "../scripts/lib/processes";
import { nextCli } from "../scripts/lib/server-node-options";
import { REPO_ROOT, pinned } from "./placement";

const TEMPLATE = path.join(REPO_ROOT, "bench", "floor");
const APP = path.join(REPO_ROOT, "bench", "tmp", "floor-app");
const NEXT_BIN = nextCli(REPO_ROOT);
const STAMP = path.join(APP, ".next", "template-hash");

function templateHash(): string {
  const hash = createHash("sha256");
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => (statSync(path.join(dir, name)).isDirectory() ? walk(path.join(dir, name)) : [path.join(dir, name)]));
  for (const file of walk(TEMPLATE).sort()) hash.update(path.relative(TEMPLATE, file)).update("\0").update(readFileSync(file)).update("\0");
  hash.update(readFileSync(path.join(REPO_ROOT, "node_modules", "next", "package.json")));
  return hash.digest("hex");
}

const floorEnv = (extra: Record<string, string>): NodeJS.ProcessEnv => ({
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  NODE_ENV: "production",
  FLOOR_ROOT: REPO_ROOT,
  ...extra,
});

/** Builds the floor app into bench/tmp/floor-app unless the build there is of the current template and next. */
export async function ensureFloorBuild(log: (line: string) => void): Promise<void> {
  const current = templateHash();
  if (existsSync(STAMP) && readFileSync(STAMP, "utf8") === current) return;
  log("building the floor app (a minimal Next.js app from bench/floor/)…");
  rmSync(APP, { recursive: true, force: true });
  mkdirSync(APP, { recursive: true });
  cpSync(TEMPLATE, APP, { recursive: true });
  await run(process.execPath, [NEXT_BIN, "build"], { cwd: APP, env: floorEnv({}) });
  writeFileSync(STAMP, current);
}

/** The floor app under `next start`, pinned like the BFF, forwarding to the upstream with the key. */
export async function startFloor(options: { port: number; upstreamUrl: string; apiKey: string; pin: boolean; nodeArgs?: string[] }): Promise<Server> {
  const [command, args] = pinned("server", options.pin, process.execPath, [...(options.nodeArgs ?? []), NEXT_BIN, "start", "-p", String(options.port), "-H", "127.0.0.1"]);
  const logs = path.join(REPO_ROOT, "bench", "tmp", "logs");
  mkdirSync(logs, { recursive: true });
  const logFile = path.join(logs, "floor.log");
  writeFileSync(logFile, "");
  return startServer(command, args, {
    cwd: APP,
    env: floorEnv({ FLOOR_UPSTREAM: options.upstreamUrl, FLOOR_KEY: options.apiKey }),
    readyUrl: `http://127.0.0.1:${options.port}/api/fixed`,
    logFile,
  });
}
