// A slow or failing upstream: every fault ends in the right problem within the deadline, retries and the breaker
// behave, stale answers are served and marked, identical requests coalesce. Against a BFF with short timeouts, a
// three-failure breaker and a one-second cache, in front of an upstream the tests switch down and up.
import { afterEach, beforeEach, describe, expect, inject, it } from "vitest";
import { HOSTILE, okNumber, RELEASE_PATH } from "./hostile-upstream";
import { getJson, rawRequest } from "./http";
import { callsFor, freshUnknownNumber, metricValue, setUpstreamMode, sleep, upstreamUp } from "./resilience-support";

const bff = () => inject("bffResilienceUrl");
const settings = () => inject("resilience");
/** Room for scheduling on a busy two-core machine on top of each bound. */
const SLACK_MS = 1500;

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

beforeEach(async () => upstreamUp(bff()));
afterEach(async () => setUpstreamMode("up"));

describe("faults end in the right problem within the deadline", () => {
  it("an upstream slower than the timeout → 504 soon after the timeout, not retried", async () => {
    const [answer, ms] = await timed(() => getJson(bff(), `/api/companies/${HOSTILE.slow}`));
    expect(answer.status).toBe(504);
    expect(answer.json).toMatchObject({ code: "upstream-timeout" });
    expect(ms).toBeLessThan(settings().timeoutMs + SLACK_MS);
    expect(await callsFor(`/companies/${HOSTILE.slow}`)).toBe(1);
  });

  it("an upstream that hangs after its headers → 504 within the deadline", async () => {
    const [answer, ms] = await timed(() => getJson(bff(), `/api/companies/${HOSTILE.hangAfterHeaders}/summary`));
    expect(answer.status).toBe(504);
    expect(ms).toBeLessThan(settings().deadlineMs + SLACK_MS);
  });

  it("connection resets → retried twice with backoff, then 502 within the deadline", async () => {
    const [answer, ms] = await timed(() => getJson(bff(), `/api/companies/${HOSTILE.reset}/officers`));
    expect(answer.status).toBe(502);
    expect(answer.json).toMatchObject({ code: "upstream-failed" });
    expect(ms).toBeLessThan(settings().deadlineMs + SLACK_MS);
    expect(await callsFor(`/companies/${HOSTILE.reset}/officers`)).toBe(3);
  });

  it("503, 503, then 200 → the retries get through: one 200 for the browser", async () => {
    const answer = await getJson(bff(), `/api/companies/${HOSTILE.flaky}`);
    expect(answer.status).toBe(200);
    expect(await callsFor(`/companies/${HOSTILE.flaky}`)).toBe(3);
  });

  it("malformed JSON → 502, not retried", async () => {
    const answer = await getJson(bff(), `/api/companies/${HOSTILE.malformed}/directors`);
    expect(answer.status).toBe(502);
    expect(answer.json).toMatchObject({ detail: expect.stringContaining("not valid JSON") });
    expect(await callsFor(`/companies/${HOSTILE.malformed}/directors`)).toBe(1);
  });

  it("100 MB bodies → 502 each, and the server's memory stays bounded", async () => {
    const before = await metricValue(bff(), "dashboard_process_resident_memory_bytes");
    const answers = await Promise.all(
      ["", "/summary", "/officers", "/directors"].map((tail) => getJson(bff(), `/api/companies/${HOSTILE.oversized}${tail}`)),
    );
    for (const answer of answers) expect(answer.json).toMatchObject({ status: 502, detail: expect.stringContaining("larger than this server accepts") });
    const after = await metricValue(bff(), "dashboard_process_resident_memory_bytes");
    // Four 100 MB bodies read whole would add 400 MB; the 4 MB bound keeps the growth to a few buffers.
    expect(after - before).toBeLessThan(80 * 1024 * 1024);
  });
});

describe("the circuit breaker", () => {
  it("opens after a burst of 500s, fails fast saying so, and closes again once the upstream is back", async () => {
    await setUpstreamMode("error");
    for (let i = 0; i < settings().breakerFailures; i++) {
      expect((await getJson(bff(), `/api/companies/${freshUnknownNumber()}`)).status).toBe(502);
    }
    const crn = freshUnknownNumber();
    const [open, ms] = await timed(() => getJson(bff(), `/api/companies/${crn}`));
    expect(open.status).toBe(503);
    expect(open.json).toMatchObject({ code: "upstream-down", title: "The data service is not answering" });
    expect(Number(open.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(ms).toBeLessThan(settings().timeoutMs / 2);
    expect(await callsFor(`/companies/${crn}`)).toBe(0);
    expect(await metricValue(bff(), "dashboard_upstream_breaker_state")).toBe(1);

    const ready = await getJson(bff(), "/api/ready");
    expect(ready.status).toBe(503);
    expect(ready.json).toMatchObject({ status: "not-ready", checks: { breaker: "open", upstream: { ok: false } } });

    await setUpstreamMode("up");
    await sleep(settings().breakerOpenMs + 100);
    expect((await getJson(bff(), `/api/companies/${freshUnknownNumber()}`)).status).toBe(404);
    expect(await metricValue(bff(), "dashboard_upstream_breaker_state")).toBe(0);
    expect((await getJson(bff(), "/api/ready")).json).toMatchObject({ status: "ready", checks: { breaker: "closed" } });
  });
});

describe("the response cache", () => {
  it("serves a fresh answer from the cache, then the stored one, marked stale, while the upstream is down", async () => {
    const crn = okNumber(1);
    const first = await getJson(bff(), `/api/companies/${crn}`);
    expect(first.status).toBe(200);
    expect(first.headers["x-cache"], "the cache status is not told to browsers").toBeUndefined();
    expect(first.headers["x-data-stale"]).toBeUndefined();
    const second = await getJson(bff(), `/api/companies/${crn}`);
    expect(second.headers["x-cache"], "the cache status is not told to browsers").toBeUndefined();
    expect(second.json).toEqual(first.json);
    // Hits are answered with the text the miss normalised (lib/cache/normalised-answers.ts): the same answer.
    const third = await getJson(bff(), `/api/companies/${crn}`);
    expect(third.headers["x-cache"], "the cache status is not told to browsers").toBeUndefined();
    expect(third.json).toEqual(first.json);
    expect(await callsFor(`/companies/${crn}`)).toBe(1);

    await sleep(settings().cacheTtlMs + 100);
    for (const mode of ["error", "reset"] as const) {
      await setUpstreamMode(mode);
      const stale = await getJson(bff(), `/api/companies/${crn}`);
      expect(stale.status, mode).toBe(200);
      expect(stale.headers["x-data-stale"]).toBe("1");
      expect(stale.headers["x-cache"], "the cache status is not told to browsers").toBeUndefined();
      const storedAt = Date.parse(String(stale.headers["x-data-stored-at"]));
      expect(Date.now() - storedAt).toBeGreaterThan(settings().cacheTtlMs);
      expect(Date.now() - storedAt).toBeLessThan(60_000);
      expect(stale.json).toEqual(first.json);
    }
    // With the breaker open the upstream is not even asked, and the stored answer is still served.
    const whileOpen = await getJson(bff(), `/api/companies/${crn}`);
    expect(whileOpen.status).toBe(200);
    expect(whileOpen.headers["x-data-stale"]).toBe("1");
  });

  it("a company page whose profile the server could only serve stale says so in the page's own HTML", async () => {
    const crn = okNumber(40);
    const fresh = await getJson(bff(), `/api/companies/${crn}`);
    expect(fresh.status).toBe(200);
    const name = (fresh.json as { businessName: string }).businessName;
    const page = async () => (await rawRequest(bff(), `/companies/${crn}`, "GET", { accept: "text/html" })).text;
    const banner = "the data service is not answering";
    expect(await page(), "no banner while the data service answers").not.toContain(banner);

    await sleep(settings().cacheTtlMs + 100);
    await setUpstreamMode("error");
    const html = await page();
    // The header is the stored profile, and the banner above it says how old it is.
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]?.replace(/&amp;/g, "&")).toBe(name);
    expect(html).toContain(banner);
    const storedAt = Date.parse(/Shown from <time[^>]*datetime="([^"]+)"/i.exec(html)?.[1] ?? "");
    expect(Date.now() - storedAt).toBeGreaterThan(settings().cacheTtlMs);
    expect(Date.now() - storedAt).toBeLessThan(60_000);
  });

  it("a lookup never stored has nothing stale to fall back on: the problem, as usual", async () => {
    await setUpstreamMode("error");
    const answer = await getJson(bff(), `/api/companies/${okNumber(2)}`);
    expect(answer.status).toBe(502);
  });

  it("100 identical concurrent requests → 1 upstream call", async () => {
    const crn = HOSTILE.held;
    const joinedBefore = await metricValue(bff(), "dashboard_upstream_coalesced_total");
    const started = performance.now();
    const pending = Promise.all(Array.from({ length: 100 }, () => getJson(bff(), `/api/companies/${crn}`)));
    // The upstream holds its answer until every request has joined the call in flight (or 0.8 s have passed; it
    // answers by itself after 1.5 s), well within the BFF's attempt timeout even on a loaded machine.
    let joined = 0;
    while (joined < 99 && performance.now() - started < 800) {
      await sleep(50);
      joined = (await metricValue(bff(), "dashboard_upstream_coalesced_total")) - joinedBefore;
    }
    await fetch(`${inject("flakyUrl")}${RELEASE_PATH}`, { method: "POST" });
    const answers = await pending;
    const ms = performance.now() - started;
    joined = (await metricValue(bff(), "dashboard_upstream_coalesced_total")) - joinedBefore;
    console.log(`coalescing: 100 identical concurrent requests answered in ${Math.round(ms)} ms, 1 upstream call, ${joined} joined it in flight`);
    expect(answers.map((answer) => answer.status)).toEqual(Array(100).fill(200));
    expect(await callsFor(`/companies/${crn}`)).toBe(1);
    expect(joined).toBeGreaterThanOrEqual(90);
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
  });
});

describe("operations", () => {
  it("sends the server's own request id upstream and returns it; a caller's well-formed id is only a correlation value", async () => {
    const crn = okNumber(3);
    const answer = await rawRequest(bff(), `/api/companies/${crn}`, "GET", { "x-request-id": "trace-0123456789" });
    const own = String(answer.headers["x-request-id"]);
    expect(own).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.headers["x-correlation-id"]).toBe("trace-0123456789");
    const received = (await (await fetch(`${inject("flakyUrl")}/__received`)).json()) as { url: string; requestId?: string }[];
    expect(received.filter((request) => request.url.endsWith(crn)).at(-1)?.requestId).toBe(own);
    const injected = await rawRequest(bff(), `/api/companies/${okNumber(4)}`, "GET", { "x-request-id": "bad id\twith tab" });
    expect(injected.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(injected.headers["x-correlation-id"]).toBeUndefined();
  });

  it("refuses over-long paths and queries (414) before reading them", async () => {
    const longPath = await getJson(bff(), `/api/international-trade/${"0".repeat(600)}`);
    expect(longPath.status).toBe(414);
    const longQuery = await getJson(bff(), `/api/govt-procurement?status=${"a".repeat(3000)}`);
    expect(longQuery.status).toBe(414);
    expect(longQuery.json).toMatchObject({ code: "uri-too-long" });
  });

  it("serves Prometheus metrics only with the token", async () => {
    expect((await getJson(bff(), "/api/metrics")).status).toBe(401);
    expect((await rawRequest(bff(), "/api/metrics", "GET", { authorization: "Bearer wrong-token-wrong-token" })).status).toBe(401);
    const answer = await rawRequest(bff(), "/api/metrics", "GET", { authorization: `Bearer ${inject("metricsToken")}` });
    expect(answer.status).toBe(200);
    for (const name of [
      "dashboard_bff_requests_total", "dashboard_bff_request_duration_seconds", "dashboard_upstream_attempt_duration_seconds",
      "dashboard_cache_lookups_total", "dashboard_upstream_breaker_state", "dashboard_rate_limit_refusals_total",
    ]) expect(answer.text).toContain(name);
    expect(answer.text).toMatch(/dashboard_bff_requests_total\{operation="1",status="200"\} \d+/);
    expect((await getJson(inject("bffUrl"), "/api/metrics")).status).toBe(404);
  });

  it("/api/ready reports the upstream, the store and the breaker", async () => {
    const ready = await getJson(bff(), "/api/ready");
    expect(ready.status).toBe(200);
    expect(ready.json).toMatchObject({ status: "ready", checks: { upstream: { ok: true }, cache: { ok: true, store: "memory" }, breaker: "closed" } });
  });
});
