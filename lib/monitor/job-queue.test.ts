import { describe, expect, it } from "vitest";
import { expirySeconds, JOB_RETRIES, queuedLeaseMs } from "./job-queue";

describe("a check job's expiry", () => {
  it("gives a list twice its calls at the budget plus five minutes, within pg-boss's bounds", () => {
    expect(expirySeconds(0, 120)).toBe(300);
    expect(expirySeconds(10, 120)).toBe(2 * 5 + 300);
    // 5,000 companies at 120 a minute: 2,500 s of calls.
    expect(expirySeconds(5000, 120)).toBe(2 * 2500 + 300);
    expect(expirySeconds(1_000_000, 1)).toBe(23 * 3600);
    expect(expirySeconds(5000, 120, 6)).toBe(6);
  });

  it("keeps the list claimed while pg-boss may still run the job", () => {
    expect(queuedLeaseMs(300)).toBe((300 * (JOB_RETRIES + 1) + 60) * 1000);
  });
});
