import { describe, expect, it } from "vitest";
import type { LoadSample } from "./interleave";
import { median, percentile, rotate } from "./stats";
import { pairedMedian } from "./summary";

describe("stats", () => {
  it("takes the median of odd and even counts, ignoring non-finite values", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([Number.NaN, 5])).toBe(5);
    expect(median([])).toBeNaN();
  });

  it("takes nearest-rank percentiles", () => {
    const sorted = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile(sorted, 100)).toBe(100);
  });

  it("rotates the order of arms each round so that every arm leads once", () => {
    expect([0, 1, 2].map((round) => rotate(["a", "b", "c"], round)[0])).toEqual(["a", "b", "c"]);
  });
});

describe("pairedMedian", () => {
  const sample = (target: string, round: number, rps: number): LoadSample => ({
    round,
    mode: "concurrency",
    target,
    result: { ok: 1, rps, p50: 1, p90: 1, p99: 1, mean: 1, max: 1, bytesPerResponse: 1, errors: 0, timeouts: 0, notOk: 0, seconds: 1 },
    cpuMsPerRequest: { target: 0, sandbox: 0 },
  });

  it("pairs samples of the same round before taking the median", () => {
    // Round 1 is slow for both arms (a noisy neighbour); the within-round ratio stays 0.5.
    const samples = [sample("a", 0, 50), sample("b", 0, 100), sample("a", 1, 10), sample("b", 1, 20), sample("a", 2, 60), sample("b", 2, 100)];
    const ratio = pairedMedian(samples, "a", "b", "concurrency", (a, b) => a.result.rps / b.result.rps);
    expect(ratio.rounds).toEqual([0.5, 0.5, 0.6]);
    expect(ratio.median).toBe(0.5);
  });
});
