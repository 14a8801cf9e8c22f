import { describe, expect, it } from "vitest";
import { oldestStaleAnswer, recordFreshness } from "./data-freshness";

const stale = (storedAt: string) => new Headers({ "x-data-stale": "1", "x-data-stored-at": storedAt });

describe("data freshness", () => {
  it("remembers stale answers by path until a fresh answer for the same path arrives", () => {
    recordFreshness("/api/companies/09990001", stale("2026-03-01T10:00:00Z"));
    recordFreshness("/api/companies/09990001/officers", stale("2026-03-01T09:00:00Z"));
    recordFreshness("/api/companies/09990002", stale("2026-03-01T08:00:00Z"));
    expect(oldestStaleAnswer("09990001")).toBe("2026-03-01T09:00:00Z");
    expect(oldestStaleAnswer("0999000")).toBeUndefined();
    recordFreshness("/api/companies/09990001/officers", new Headers());
    expect(oldestStaleAnswer("09990001")).toBe("2026-03-01T10:00:00Z");
    recordFreshness("/api/companies/09990001", new Headers());
    expect(oldestStaleAnswer("09990001")).toBeUndefined();
  });
});
