// Sign-in protection: attempts taken before the password is checked (so concurrency passes no cap), a hard cap only
// per username-and-address pair, and per address and per account a slow-down that never refuses, serialised per
// address once it applies.
import { beforeAll, describe, expect, it } from "vitest";
import { checkSignin, slowdownMs } from "./signin-limits";

const PAIR_CAP = 3;
const ADDRESS_FREE = 5;
const MAX_MS = 300;

beforeAll(() => {
  Object.assign(process.env, {
    RATE_LIMIT_SIGNIN_PER_15_MINUTES: String(PAIR_CAP), RATE_LIMIT_SIGNIN_FAILURES_PER_IP_PER_DAY: String(ADDRESS_FREE),
    SIGNIN_SLOWDOWN_MAX_MS: String(MAX_MS),
  });
});

/** A password check that counts its calls and how many ran at once. */
function checker(right: boolean | ((n: number) => boolean) = false) {
  const seen = { calls: 0, running: 0, most: 0 };
  const verify = async () => {
    seen.calls += 1;
    const call = seen.calls;
    seen.running += 1;
    seen.most = Math.max(seen.most, seen.running);
    await new Promise((resolve) => setTimeout(resolve, 5));
    seen.running -= 1;
    return typeof right === "function" ? right(call) : right;
  };
  return { seen, verify };
}

describe("slowdownMs", () => {
  it("waits nothing within the allowance, then doubles from 250 ms up to the bound", () => {
    expect([5, 6, 7, 8, 9].map((attempts) => slowdownMs(attempts, 5, 1000))).toEqual([0, 250, 500, 1000, 1000]);
    expect(slowdownMs(1_000_000, 5, 5000)).toBe(5000);
  });
});

describe("sign-in limits", () => {
  it("verifies at most the pair's cap of concurrent attempts, refusing the rest without checking", async () => {
    const { seen, verify } = checker();
    const checks = await Promise.all(Array.from({ length: 30 }, () => checkSignin("bob", "10.0.0.1", verify)));
    expect(seen.calls).toBe(PAIR_CAP);
    expect(checks.filter((check) => "retryAfter" in check)).toHaveLength(30 - PAIR_CAP);
    // The same user from another address is not refused.
    const elsewhere = await checkSignin("bob", "10.0.0.2", checker(true).verify);
    expect(elsewhere).toMatchObject({ verified: true });
  });

  it("a right password among a concurrent burst does not open the cap to the rest of it", async () => {
    const { seen, verify } = checker((n) => n === 1);
    const checks = await Promise.all(Array.from({ length: 30 }, () => checkSignin("gina", "10.0.0.7", verify)));
    expect(seen.calls).toBeLessThanOrEqual(PAIR_CAP);
    expect(checks.filter((check) => "verified" in check && check.verified)).toHaveLength(1);
    expect(await checkSignin("gina", "10.0.0.7", checker().verify)).toHaveProperty("retryAfter");
  });

  it("a success gives the attempt back and resets the pair", async () => {
    const wrong = checker();
    for (let i = 0; i < PAIR_CAP - 1; i++) await checkSignin("carol", "10.0.0.3", wrong.verify);
    expect(await checkSignin("carol", "10.0.0.3", checker(true).verify)).toMatchObject({ verified: true });
    for (let i = 0; i < PAIR_CAP - 1; i++) expect(await checkSignin("carol", "10.0.0.3", wrong.verify)).toMatchObject({ verified: false });
  });

  it("slows an address past its failures, never refusing the right password, and one check at a time", async () => {
    const wrong = checker();
    for (let i = 0; i < ADDRESS_FREE; i++) expect(await checkSignin(`spray-${i}`, "10.0.0.4", wrong.verify)).toMatchObject({ waitedMs: 0 });
    // Concurrent guesses from the slowed address: each waits, and they are checked one after another.
    const burst = checker();
    const started = performance.now();
    const checks = await Promise.all(Array.from({ length: 4 }, (_, i) => checkSignin(`burst-${i}`, "10.0.0.4", burst.verify)));
    const elapsed = performance.now() - started;
    expect(checks.every((check) => "verified" in check && check.waitedMs > 0)).toBe(true);
    expect(burst.seen.most).toBe(1);
    // The waits (250, 300, 300, 300 ms) run one after another, not side by side.
    expect(elapsed).toBeGreaterThanOrEqual(250 + 3 * MAX_MS - 20);
    // A colleague behind the same address signs in, slowed by at most the bound.
    const right = await checkSignin("dave", "10.0.0.4", checker(true).verify);
    expect(right).toMatchObject({ verified: true });
    expect((right as { waitedMs: number }).waitedMs).toBeLessThanOrEqual(MAX_MS);
    // Another address is not slowed.
    expect(await checkSignin("erin", "10.0.0.5", checker(true).verify)).toMatchObject({ verified: true, waitedMs: 0 });
  });

  it("slows an account guessed from many addresses, without refusing it", async () => {
    const wrong = checker();
    for (let i = 0; i < PAIR_CAP; i++) await checkSignin("frank", `10.0.1.${i}`, wrong.verify);
    const right = await checkSignin("frank", "10.0.2.1", checker(true).verify);
    expect(right).toMatchObject({ verified: true });
    expect((right as { waitedMs: number }).waitedMs).toBeGreaterThan(0);
  });

  it("refuses as busy only an address whose queue is full, and gives those attempts back", async () => {
    const wrong = checker();
    for (let i = 0; i < ADDRESS_FREE; i++) await checkSignin(`flood-${i}`, "10.0.0.6", wrong.verify);
    const flood = checker();
    const checks = await Promise.all(Array.from({ length: 20 }, (_, i) => checkSignin(`flood-more-${i}`, "10.0.0.6", flood.verify)));
    const busy = checks.filter((check) => "retryAfter" in check);
    expect(busy.length).toBeGreaterThan(0);
    expect(flood.seen.calls).toBe(20 - busy.length);
    expect(flood.seen.most).toBe(1);
  }, 15_000);
});
