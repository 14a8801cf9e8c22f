// The login-protection counts: failures per username-and-address pair (reset by a success) and per address; nothing
// per username alone, so failures from one address never block the user elsewhere.
import { beforeAll, describe, expect, it } from "vitest";
import { signinFailed, signinSucceeded, signinWait } from "./signin-limits";

beforeAll(() => {
  Object.assign(process.env, { RATE_LIMIT_SIGNIN_PER_15_MINUTES: "3", RATE_LIMIT_SIGNIN_FAILURES_PER_IP_PER_DAY: "5" });
});

describe("sign-in limits", () => {
  it("blocks a pair after its consecutive failures, not the user from another address", async () => {
    for (let i = 0; i < 3; i++) await signinFailed("bob", "10.0.0.1");
    expect(await signinWait("bob", "10.0.0.1")).toBeGreaterThan(800);
    expect(await signinWait("bob", "10.0.0.2")).toBeNull();
    expect(await signinWait("alice", "10.0.0.1")).toBeNull();
  });

  it("a success resets the pair's count", async () => {
    for (let i = 0; i < 2; i++) await signinFailed("carol", "10.0.0.3");
    await signinSucceeded("carol", "10.0.0.3");
    for (let i = 0; i < 2; i++) await signinFailed("carol", "10.0.0.3");
    expect(await signinWait("carol", "10.0.0.3")).toBeNull();
  });

  it("blocks an address after its failures over any usernames", async () => {
    for (let i = 0; i < 5; i++) await signinFailed(`spray-${i}`, "10.0.0.4");
    expect(await signinWait("anyone", "10.0.0.4")).toBeGreaterThan(3600);
    expect(await signinWait("anyone", "10.0.0.5")).toBeNull();
  });
});
