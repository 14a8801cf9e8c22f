// Issue 33's timing channel at the client: with the response cache shared (the default) a colleague's lookup warms
// yours, which is what made a cached answer tell a user who opened a company; with CACHE_SHARED_BETWEEN_USERS=false
// every user's first lookup goes upstream, and identical lookups of two users in flight are not coalesced either.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { operations } from "./operations";

/** Every call the counting upstream answered, by path. */
const calls: string[] = [];
const upstream = http.createServer((request, response) => {
  calls.push(request.url ?? "");
  // Slow enough that lookups made together are all in flight at once.
  setTimeout(() => {
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify({ companyRegistrationNumber: "09990001", businessName: "COUNTED LIMITED" }));
  }, 50);
});

beforeAll(async () => {
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  Object.assign(process.env, {
    COMPANY_API_BASE_URL: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`, COMPANY_API_KEY: "cache-scope-test-key",
  });
  Reflect.deleteProperty(process.env, "REDIS_URL");
});
afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));

/** A client as a server started with this setting would have: a fresh configuration, cache and coalescing. */
async function clientWith(shared: "true" | "false") {
  process.env.CACHE_SHARED_BETWEEN_USERS = shared;
  vi.resetModules();
  Reflect.deleteProperty(globalThis, "__dashboardSingletons");
  const { callUpstream } = await import("./client");
  return (crn: string, viewer: string) => callUpstream(operations.companyProfile, { crn }, {}, { viewer });
}

beforeEach(() => {
  calls.length = 0;
});

describe("the response cache between users", () => {
  it("shared (the default): a colleague's lookup answers yours from the cache, and lookups in flight share one call", async () => {
    const lookup = await clientWith("true");
    expect(await lookup("09990001", "alice")).toMatchObject({ kind: "ok", cache: "miss" });
    expect(await lookup("09990001", "bob")).toMatchObject({ kind: "ok", cache: "hit" });
    expect(calls).toHaveLength(1);
    await Promise.all([lookup("09990002", "alice"), lookup("09990002", "bob")]);
    expect(calls).toHaveLength(2);
  });

  it("not shared: each user's first lookup goes upstream, their own second one is a hit, and none is coalesced", async () => {
    const lookup = await clientWith("false");
    expect(await lookup("09990001", "alice")).toMatchObject({ kind: "ok", cache: "miss" });
    expect(await lookup("09990001", "bob")).toMatchObject({ kind: "ok", cache: "miss" });
    expect(await lookup("09990001", "bob")).toMatchObject({ kind: "ok", cache: "hit" });
    expect(calls).toEqual(["/companies/09990001", "/companies/09990001"].map((path) => expect.stringContaining(path)));
    await Promise.all([lookup("09990002", "alice"), lookup("09990002", "bob")]);
    expect(calls).toHaveLength(4);
  });
});
