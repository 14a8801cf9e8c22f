// The shared cache: two BFF instances with one Redis (REDIS_URL) answer from each other's upstream calls, and
// serve the stored answer, marked stale, when the upstream is down.
import { afterEach, describe, expect, inject, it } from "vitest";
import { okNumber } from "./hostile-upstream";
import { getJson } from "./http";
import { callsFor, setUpstreamMode, sleep, upstreamUp } from "./resilience-support";

const bffs = () => inject("bffRedisUrls");

afterEach(async () => setUpstreamMode("up"));

describe.skipIf(inject("bffRedisUrls").length === 0)("the Redis cache shared by two BFF instances", () => {
  it("an answer fetched through one instance is a hit on the other", async () => {
    const [a, b] = bffs();
    await upstreamUp(a);
    await upstreamUp(b);
    const crn = okNumber(50);
    const first = await getJson(a, `/api/companies/${crn}`);
    expect(first.status).toBe(200);
    expect(first.headers["x-cache"], "the cache status is not told to browsers").toBeUndefined();
    const second = await getJson(b, `/api/companies/${crn}`);
    expect(second.headers["x-cache"], "the cache status is not told to browsers").toBeUndefined();
    expect(second.json).toEqual(first.json);
    expect(await callsFor(`/companies/${crn}`)).toBe(1);
  });

  it("serves the stored answer, marked stale, from the other instance while the upstream is down", async () => {
    const [a, b] = bffs();
    const crn = okNumber(51);
    expect((await getJson(a, `/api/companies/${crn}`)).status).toBe(200);
    await sleep(inject("resilience").cacheTtlMs + 100);
    await setUpstreamMode("error");
    const stale = await getJson(b, `/api/companies/${crn}`);
    expect(stale.status).toBe(200);
    expect(stale.headers["x-data-stale"]).toBe("1");
    expect(stale.headers["x-data-stored-at"]).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it("/api/ready reports the Redis store", async () => {
    const ready = await getJson(bffs()[0], "/api/ready");
    expect(ready.json).toMatchObject({ checks: { cache: { ok: true, store: "redis" } } });
  });
});
