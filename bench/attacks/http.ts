// The attacker's HTTP for bench/attacks.ts: the integration suite's raw helpers (any loopback source address, any
// header), plus a timer and percentiles.
export { getFrom, postForm, type FormAnswer } from "../../tests/integration/raw-http";

export async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await run();
  return { value, ms: performance.now() - started };
}

/** The p-th percentile (0–100) of the samples, nearest rank; NaN for none. */
export function percentile(samples: readonly number[], p: number): number {
  if (!samples.length) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export const ms = (value: number) => `${Math.round(value).toLocaleString("en-GB")} ms`;

export const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));
