// Load from autocannon, in its own process (bench/load-worker.ts), optionally pinned to its own core, so that the
// load generator never shares an event loop, and where possible a core, with a server it measures.
import { spawn } from "node:child_process";
import path from "node:path";
import { REPO_ROOT, pinned } from "./placement";

export interface LoadOptions {
  url: string;
  /** Request paths, cycled through by each connection in order. */
  paths: string[];
  /**
   * Set: the paths are one sequence shared by all connections, each request taking the next from this index on,
   * so that no two requests of the run ask for the same path until the sequence is spent (then it wraps).
   */
  spreadFrom?: number;
  headers?: Record<string, string>;
  connections: number;
  seconds: number;
  /** Requests per second offered in all (autocannon's overallRate); unset: as fast as the connections allow. */
  rate?: number;
}

export interface LoadResult {
  /** Responses with a 2xx status; only they are timed. */
  ok: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  mean: number;
  max: number;
  bytesPerResponse: number;
  errors: number;
  timeouts: number;
  notOk: number;
  seconds: number;
  /** With spreadFrom: how many of the sequence's paths the run took (a few built but never sent among them). */
  pathsTaken?: number;
}

export function runLoad(options: LoadOptions, pin: boolean): Promise<LoadResult> {
  const tsx = path.join(REPO_ROOT, "node_modules", ".bin", "tsx");
  // The options go on stdin: a spread run's paths (a dataset's companies) exceed what a command line may hold.
  const [command, args] = pinned("load", pin, tsx, [path.join(REPO_ROOT, "bench", "load-worker.ts")]);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, stdio: ["pipe", "pipe", "pipe"] });
    child.stdin.end(JSON.stringify(options));
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => {
      const line = out.trim().split("\n").pop() ?? "";
      if (code !== 0 || !line.startsWith("{")) {
        reject(new Error(`the load generator failed (${code}): ${err.trim().slice(-500)}`));
        return;
      }
      const result = JSON.parse(line) as LoadResult;
      if (result.ok === 0) reject(new Error(`no successful response from ${options.url}${options.paths[0]} (errors ${result.errors}, non-2xx ${result.notOk})`));
      else resolve(result);
    });
  });
}
