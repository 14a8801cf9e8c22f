// One user or one address cannot starve the rest: per-user and per-address limits answer 429 with Retry-After. The
// limited BFF allows 3 calls per user and 5 per address a minute, 3 consecutive failed sign-ins per username and
// address and 10 failed sign-ins per address a day; it trusts no proxy (TRUST_PROXY_HOPS=0), so the address is the
// connection's own. Tests reach it from several loopback addresses (127.0.0.3, 127.0.0.4, …): all this machine.
import { describe, expect, inject, it } from "vitest";
import { getFrom, postForm } from "./raw-http";
import { user } from "./session";

const base = () => inject("limitedUrl");

const signInFrom = (localAddress: string, username: string, password: string, headers: Record<string, string> = {}) =>
  postForm(base(), "/api/auth/signin", { username, password, next: "/" }, { localAddress, headers });

describe("rate limits", () => {
  it("limits each user, then each address, with 429 and Retry-After; X-Forwarded-For changes nothing", async () => {
    const alice = (await signInFrom("127.0.0.3", "alice", user("alice").password)).cookie!;
    const bob = (await signInFrom("127.0.0.3", "bob", user("bob").password)).cookie!;
    expect(alice && bob).toBeTruthy();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      // A made-up address per call: were the header believed, each call would count against a fresh address.
      const answer = await getFrom(base(), "/api/companies/09990001", { localAddress: "127.0.0.3", headers: { cookie: alice, "x-forwarded-for": `203.0.113.${i}` } });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await getFrom(base(), "/api/companies/09990001", { localAddress: "127.0.0.3", headers: { cookie: alice } });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.headers["content-type"]).toBe("application/problem+json");
    expect((limited.json as { code: string }).code).toBe("rate-limited");

    // Bob is within his own limit from another address…
    expect((await getFrom(base(), "/api/companies/09990001", { localAddress: "127.0.0.4", headers: { cookie: bob } })).status).toBe(200);
    // …but not from the address that has used up its five, whatever X-Forwarded-For says.
    const spoofed = await getFrom(base(), "/api/companies/09990001", { localAddress: "127.0.0.3", headers: { cookie: bob, "x-forwarded-for": "198.51.100.77" } });
    expect(spoofed.status).toBe(429);
  });

  it("limits failed sign-ins from one address, even when each claims another address in X-Forwarded-For", async () => {
    const locations: string[] = [];
    for (let i = 0; i < 6; i++) {
      const answer = await signInFrom("127.0.0.5", "carol", "not-the-password", { "x-forwarded-for": `192.0.2.${i + 1}` });
      locations.push(answer.location ?? "");
    }
    expect(locations.slice(0, 3).every((location) => location.includes("error=invalid"))).toBe(true);
    expect(locations.slice(3).every((location) => location.includes("error=rate-limited"))).toBe(true);
  });

  it("limits password spraying from one address, however many usernames and X-Forwarded-For addresses it uses", async () => {
    const locations: string[] = [];
    for (let i = 0; i < 12; i++) {
      const answer = await signInFrom("127.0.0.10", `spray-${i}`, "Winter2026!", { "x-forwarded-for": `198.51.100.${i + 1}` });
      locations.push(answer.location ?? "");
    }
    // Ten failures a day from one address (the limited BFF's setting), then it waits.
    expect(locations.slice(0, 10).every((location) => location.includes("error=invalid"))).toBe(true);
    expect(locations.slice(10).every((location) => location.includes("error=rate-limited"))).toBe(true);
  });

  it("a stranger's wrong passwords do not lock the user out, and successful sign-ins count for nothing", async () => {
    for (let i = 0; i < 5; i++) await signInFrom("127.0.0.6", "bob", "guessing");
    expect((await signInFrom("127.0.0.6", "bob", user("bob").password)).location).toContain("error=rate-limited");
    // Bob, from his own address, signs in as usual…
    const own = await signInFrom("127.0.0.7", "bob", user("bob").password);
    expect(own.status).toBe(303);
    expect(own.cookie).toBeTruthy();
    // …and signing in more often than the failure limit never locks anyone out.
    for (let i = 0; i < 5; i++) expect((await signInFrom("127.0.0.8", "alice", user("alice").password)).cookie).toBeTruthy();
  });

  it("a success resets the pair's count of failures", async () => {
    for (let i = 0; i < 2; i++) await signInFrom("127.0.0.9", "alice", "typo");
    expect((await signInFrom("127.0.0.9", "alice", user("alice").password)).cookie).toBeTruthy();
    for (let i = 0; i < 2; i++) expect((await signInFrom("127.0.0.9", "alice", "typo")).location).toContain("error=invalid");
    expect((await signInFrom("127.0.0.9", "alice", user("alice").password)).cookie).toBeTruthy();
  });
});
