// The policies in one process, with scripted attempts instead of an upstream: retries, lanes, deadline, breaker.
import { beforeAll, describe, expect, it } from "vitest";
import type { UpstreamOutcome } from "../upstream/outcome";
import { breakerState, guardedCall } from "./upstream-policies";

beforeAll(() => {
  Object.assign(process.env, {
    UPSTREAM_TIMEOUT_MS: "1000", UPSTREAM_DEADLINE_MS: "1500", UPSTREAM_RETRIES: "2", UPSTREAM_MAX_CONCURRENT: "2",
    UPSTREAM_MAX_CONCURRENT_REPORTS: "1", UPSTREAM_MAX_QUEUED: "1", BREAKER_FAILURES: "3", BREAKER_OPEN_MS: "300",
  });
});

const ok: UpstreamOutcome = { kind: "ok", body: {} };
const unavailable503: UpstreamOutcome = { kind: "failed", reason: "503", status: 503, transient: true };

function scripted(...outcomes: UpstreamOutcome[]) {
  let calls = 0;
  const attempt = async () => outcomes[Math.min(calls++, outcomes.length - 1)];
  return { attempt, calls: () => calls };
}

describe("upstream policies", () => {
  it("retries a 503 twice with backoff and returns the answer that got through", async () => {
    const script = scripted(unavailable503, unavailable503, ok);
    expect(await guardedCall("lookups", script.attempt)).toEqual(ok);
    expect(script.calls()).toBe(3);
  });

  it("does not retry what a retry cannot fix (a 500, a bad body)", async () => {
    const script = scripted({ kind: "failed", reason: "500", status: 500 }, ok);
    expect(await guardedCall("lookups", script.attempt)).toMatchObject({ kind: "failed" });
    expect(script.calls()).toBe(1);
    await guardedCall("lookups", scripted(ok).attempt);
  });

  it("the report lane, full, refuses more reports but lookups still go through at once", async () => {
    const releases: (() => void)[] = [];
    const hanging = () => new Promise<UpstreamOutcome>((resolve) => releases.push(() => resolve(ok)));
    const running = guardedCall("reports", hanging);
    const queued = guardedCall("reports", hanging);
    expect(await guardedCall("reports", hanging)).toEqual({ kind: "unavailable", reason: "busy", retryAfterSeconds: 1 });
    const started = performance.now();
    expect(await guardedCall("lookups", scripted(ok).attempt)).toEqual(ok);
    expect(performance.now() - started).toBeLessThan(100);
    releases.shift()?.();
    await running;
    await new Promise((resolve) => setTimeout(resolve, 0));
    releases.shift()?.();
    expect(await queued).toEqual(ok);
  });

  it("ends a call at the overall deadline even when an attempt ignores its signal", async () => {
    const started = performance.now();
    const outcome = await guardedCall("lookups", () => new Promise<UpstreamOutcome>(() => undefined));
    expect(outcome).toEqual({ kind: "timeout", afterMs: 1500 });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it("opens the breaker after consecutive outages, fails fast, and closes after a good half-open call", async () => {
    const timeoutOutcome: UpstreamOutcome = { kind: "timeout", afterMs: 1000 };
    for (let i = 0; i < 3; i++) await guardedCall("lookups", scripted(timeoutOutcome).attempt);
    expect(breakerState()).toBe("open");
    const notCalled = scripted(ok);
    expect(await guardedCall("lookups", notCalled.attempt)).toMatchObject({ kind: "unavailable", reason: "upstream-down" });
    expect(notCalled.calls()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await guardedCall("lookups", scripted(ok).attempt)).toEqual(ok);
    expect(breakerState()).toBe("closed");
  });
});
