// The load generator's own process: runs autocannon once with the options given as JSON on stdin and prints one
// JSON result on stdout. Latency is kept per response in microseconds, because autocannon's own histogram keeps
// whole milliseconds and the BFF's budget is about a 2 ms difference.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { LoadOptions, LoadResult } from "./load";
import { percentile } from "./stats";

interface AutocannonResult {
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  "1xx": number;
  "2xx": number;
}
interface AutocannonInstance {
  on(event: "response", listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
  on(event: "done", listener: (result: AutocannonResult) => void): void;
}
type Autocannon = (options: Record<string, unknown>) => AutocannonInstance;

const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

const options = JSON.parse(readFileSync(0, "utf8") || "{}") as LoadOptions;
const samples: number[] = [];
// One cursor for all connections (autocannon's connections share this process), so that spread paths never repeat
// within the run; autocannon's own cycling restarts the list on every connection.
const spread = options.spreadFrom !== undefined;
let cursor = options.spreadFrom ?? 0;
function nextSpreadPath(request: Record<string, unknown>): Record<string, unknown> {
  const path = options.paths[cursor % options.paths.length];
  cursor += 1;
  return { ...request, path };
}
let bytes = 0;
let statusOther = 0;
const instance = autocannon({
  url: options.url,
  connections: options.connections,
  duration: options.seconds,
  overallRate: options.rate,
  headers: options.headers ?? {},
  requests: spread ? [{ method: "GET", path: options.paths[0], setupRequest: nextSpreadPath }] : options.paths.map((path) => ({ method: "GET", path })),
  timeout: 10,
});
instance.on("response", (_client, status, size, ms) => {
  if (status >= 200 && status < 300) {
    samples.push(ms);
    bytes += size;
  } else {
    statusOther += 1;
  }
});
instance.on("done", (result) => {
  const sorted = Float64Array.from(samples).sort();
  const mean = samples.reduce((sum, value) => sum + value, 0) / (samples.length || 1);
  const output: LoadResult = {
    ok: samples.length,
    rps: samples.length / result.duration,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    mean,
    max: sorted.length ? sorted[sorted.length - 1] : Number.NaN,
    bytesPerResponse: samples.length ? bytes / samples.length : 0,
    errors: result.errors,
    timeouts: result.timeouts,
    notOk: statusOther,
    seconds: result.duration,
    ...(spread ? { pathsTaken: cursor - (options.spreadFrom ?? 0) } : {}),
  };
  process.stdout.write(`${JSON.stringify(output)}\n`);
});
