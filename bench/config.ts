// The benchmark's settings, read from the environment once (the pattern of lib/config/env-schema.ts): a bad value
// stops `npm run bench` with a message naming the variable.
import { z } from "zod";
import { parseEnvironment } from "../lib/config/parse-env";
import { HEADLESS_SHELL } from "../scripts/lib/chromium";
import { ensureDebianPackage } from "./debian";

const whole = (min: number, max: number, fallback: number) => z.coerce.number().int().min(min).max(max).default(fallback);

export const benchEnvSchema = z.object({
  /** Seconds of load per arm per round. */
  BENCH_SECONDS: whole(2, 600, 10),
  /** Interleaved rounds: every arm runs once per round, in a rotated order. */
  BENCH_ROUNDS: whole(1, 20, 3),
  /** Open connections in the fixed-concurrency runs. */
  BENCH_CONNECTIONS: whole(1, 1000, 8),
  /**
   * Requests per second offered in the fixed-rate runs. Unset: a quarter of the slowest proxy's throughput at fixed concurrency in round 1,
   * so that on a busy shared machine the rate stays below every arm's capacity; the rate chosen is recorded.
   */
  BENCH_RATE: z.coerce.number().int().min(1).max(100_000).optional(),
  /** Cold page loads per page in the Chromium measurements. */
  BENCH_PAGE_RUNS: whole(1, 50, 5),
  /** Pin the load generator and the servers to separate cores with taskset (1) or leave placement to the kernel (0). */
  BENCH_PIN: z.enum(["0", "1"]).default("1").transform((value) => value === "1"),
  /**
   * The floor arm's uncached targets each walk the dataset once, a company per request; at 500-700 lookups a second
   * over its warm-up and rounds, 20,000 companies were spent before the last round (then it measured repeats).
   */
  SANDBOX_COMPANIES: whole(100, 2_000_000, 60_000),
  SANDBOX_SEED: whole(0, Number.MAX_SAFE_INTEGER, 20261122),
  /** The browser the pages arm drives: by default the e2e suite's (scripts/lib/chromium.ts says why). */
  CHROMIUM_PATH: z.string().min(1).default(HEADLESS_SHELL),
  /**
   * Run one arm alone, to iterate on it (e.g. BENCH_ONLY=floor BENCH_SECONDS=4 BENCH_ROUNDS=2, or BENCH_ONLY=pages
   * BENCH_PAGE_RUNS=3): its budgets are printed, its results written to bench/tmp/<arm>-results.json, and
   * bench/results.json is left as it is.
   */
  BENCH_ONLY: z.enum(["floor", "pages"]).optional(),
});

/** Installs the default browser from Debian when it is missing; a browser named by CHROMIUM_PATH is the caller's to install. */
export function ensureChromium(env: BenchEnv, log: (line: string) => void): void {
  if (env.CHROMIUM_PATH === HEADLESS_SHELL) ensureDebianPackage("chromium-headless-shell", "chromium-headless-shell", log);
}

export type BenchEnv = z.infer<typeof benchEnvSchema>;

export function parseBenchEnv(source: Record<string, string | undefined>): BenchEnv {
  return parseEnvironment(benchEnvSchema, source, "benchmark configuration");
}
