import { describe, expect, it } from "vitest";
import type { StoreFigures } from "./screening";
import { screeningOutcome } from "./screening-arm";

const figures = (medianMs: number, loadSeconds: number): StoreFigures => ({
  measuredAt: "2026-11-28T10:54:38Z",
  entities: 1_000_000,
  load: { seconds: loadSeconds, entitiesPerSecond: Math.round(1_000_000 / loadSeconds), peakRssMiB: 229, rssAfterMiB: 186, storeMiB: 504, loadAverageBefore: "2.85 3.23 3.34" },
  screening: { officers: 300, subjects: 299, matches: 65, rounds: 20, firstMs: 482, medianMs, p95Ms: medianMs + 30, loadAverage: "2.24 2.82 3.17" },
});

describe("the screening arm", () => {
  it("holds the issue's budgets: a screening under 1 s, the million-entity load within 5 minutes", () => {
    const met = screeningOutcome({ date: "2026-11-28T10:54:38Z", generateSeconds: 20.6, listMiB: 510, sqlite: figures(226, 141.1) }, true);
    if (met.status !== "measured") throw new Error("measured expected");
    expect(met.budgets.map((budget) => [budget.limit, budget.met])).toEqual([["< 1,000 ms", true], ["≤ 300 s", true]]);
    expect(met.budgets[0]!.measured).toBe("226 ms (p95 256 ms, first 482 ms; 65 matches)");

    const missed = screeningOutcome({ date: "2026-11-28T10:54:38Z", generateSeconds: null, listMiB: 510, sqlite: figures(1000, 301), postgres: figures(300, 200) }, false);
    if (missed.status !== "measured") throw new Error("measured expected");
    expect(missed.budgets.map((budget) => budget.met)).toEqual([false, false, true, true]);
    expect(missed.budgets[0]!.cause).toMatch(/load average 2.24/);
    expect(missed.budgets[2]!.name).toMatch(/^PostgreSQL \(2026-11-28T10:54\): 300-officer company/);
  });
});
