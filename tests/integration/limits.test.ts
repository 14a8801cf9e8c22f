// One user or one address cannot starve the rest: per-user and per-IP limits answer 429 with Retry-After, and
// sign-in attempts are limited. The limited BFF allows 3 calls per user and 5 per address a minute, 3 sign-ins.
import { describe, expect, inject, it } from "vitest";
import { call, signIn } from "./session";

const base = () => inject("limitedUrl");

describe("rate limits", () => {
  it("limits each user, then each address, with 429 and Retry-After", async () => {
    const address = { "x-forwarded-for": "203.0.113.7" };
    const alice = (await signIn(base(), "alice", { forwardedFor: "198.51.100.1" })).cookie!;
    const bob = (await signIn(base(), "bob", { forwardedFor: "198.51.100.2" })).cookie!;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await call(base(), "/api/companies/09990001", { cookie: alice, headers: address })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await call(base(), "/api/companies/09990001", { cookie: alice, headers: address });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.headers.get("content-type")).toBe("application/problem+json");
    expect(((await limited.json()) as { code: string }).code).toBe("rate-limited");

    // Bob is within his own limit, from another address…
    expect((await call(base(), "/api/companies/09990001", { cookie: bob, headers: { "x-forwarded-for": "198.51.100.9" } })).status).toBe(200);
    // …but not from the address that has used up its five.
    expect((await call(base(), "/api/companies/09990001", { cookie: bob, headers: address })).status).toBe(429);
  });

  it("limits sign-in attempts", async () => {
    const locations: string[] = [];
    for (let i = 0; i < 4; i++) {
      const { response } = await signIn(base(), "carol", { password: "not-the-password", forwardedFor: "192.0.2.44" });
      locations.push(response.headers.get("location") ?? "");
    }
    expect(locations.slice(0, 3).every((location) => location.includes("error=invalid"))).toBe(true);
    expect(locations[3]).toContain("error=rate-limited");
  });
});
