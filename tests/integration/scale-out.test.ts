// Two dashboard servers behind Debian's nginx, sharing one store and one Redis (./scale-setup.ts), behave as one
// dashboard: sessions and tokens made on one work on the other, the rate limit counts across both, identical cold
// lookups reach the upstream once, the audit trail holds every request once, and a server stopped in the middle of
// a load run loses no GET (nginx retries it on the other) and no audit record.
import { describe, expect, inject, it } from "vitest";
import { HOSTILE, okNumber, type ReceivedRequest } from "./hostile-upstream";
import { getFrom } from "./raw-http";
import { LEARNT_PREFIX, learntName } from "./scale-setup";
import { call, createToken, signIn } from "./session";

const scale = () => inject("scale")!;
const run = Date.now().toString(36);

async function upstreamCalls(fragment: string): Promise<number> {
  const received = (await (await fetch(`${scale().upstreamUrl}/__received`)).json()) as ReceivedRequest[];
  return received.filter((request) => request.url.includes(fragment)).length;
}

/** The correlation ids (x-request-id sent through nginx) of the user's audit records, as the admin reads them. */
async function auditedCorrelations(username: string, prefix: string): Promise<string[]> {
  const root = await signIn(scale().servers[0]!, "root");
  const answer = await call(scale().url, `/api/audit?user=${username}`, { cookie: root.cookie });
  expect(answer.status).toBe(200);
  const { items } = (await answer.json()) as { items: { correlationId: string | null }[] };
  return items.map((item) => item.correlationId ?? "").filter((id) => id.startsWith(prefix));
}

/** Sends `count` GETs through nginx, `concurrency` at a time, each from one of `addresses` (under the per-address limit). */
async function loadRun(count: number, concurrency: number, addresses: string[], request: (i: number) => { path: string; headers: Record<string, string> }, during?: (done: number) => void) {
  const statuses: number[] = new Array(count);
  let next = 0;
  let done = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < count) {
      const i = next++;
      const { path, headers } = request(i);
      // 0: the answer was cut off after its headers had reached the client, which nginx cannot retry.
      statuses[i] = (await getFrom(scale().url, path, { localAddress: addresses[i % addresses.length], headers }).catch(() => ({ status: 0 }))).status;
      during?.(++done);
    }
  }));
  return statuses;
}

describe.skipIf(inject("scale") === null)("two servers behind nginx", () => {
  it("a session signed in through one server works through the other", async () => {
    const [a, b] = scale().servers as [string, string];
    const { cookie } = await signIn(a, "alice");
    expect(cookie).toBeTruthy();
    const answer = await call(b, `/api/companies/${okNumber(1)}`, { cookie });
    expect(answer.status).toBe(200);
    expect((await call(b, `/api/companies/${okNumber(1)}`)).status, "without the cookie: refused").toBe(401);
  });

  it("a session signed out through one server is refused by the other at once, though that server had it in memory", async () => {
    const [a, b] = scale().servers as [string, string];
    const { cookie } = await signIn(a, "bob");
    // Server b now remembers the session for a few seconds (lib/auth/principal-cache.ts): the sign-out must reach it.
    expect((await call(b, `/api/companies/${okNumber(3)}`, { cookie })).status).toBe(200);
    const out = await call(a, "/api/auth/signout", { method: "POST", cookie, headers: { origin: a } });
    expect(out.status).toBe(303);
    // Redis delivers the message in well under the cache's lifetime; a short wait lets it arrive.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await call(b, `/api/companies/${okNumber(3)}`, { cookie })).status).toBe(401);
  });

  it("a token made on one server works on the other", async () => {
    const [a, b] = scale().servers as [string, string];
    const { cookie } = await signIn(a, "alice");
    const { token } = await createToken(a, cookie!, "scale-out");
    expect((await call(b, `/api/companies/${okNumber(2)}`, { token })).status).toBe(200);
  });

  it("the per-address limit counts across both servers", async () => {
    const [a, b] = scale().servers as [string, string];
    const { cookie } = await signIn(a, "alice");
    const limit = scale().ipPerMinute;
    // Straight to each server, as nginx would forward them: half the limit on each, which neither alone would refuse.
    const from = { cookie: cookie!, "x-forwarded-for": `198.51.100.${40 + Math.floor(Math.random() * 100)}` };
    const statuses: number[] = [];
    for (let i = 0; i < limit; i++) statuses.push((await getFrom(i % 2 ? b : a, `/api/companies/${okNumber(3)}`, { headers: from })).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const over = [await getFrom(a, `/api/companies/${okNumber(3)}`, { headers: from }), await getFrom(b, `/api/companies/${okNumber(3)}`, { headers: from })];
    expect(over.map((answer) => answer.status)).toEqual([429, 429]);
    expect(Number(over[1]!.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("a company learned on one server is found by name on the other", async () => {
    const [a, b] = scale().servers as [string, string];
    const { cookie } = await signIn(a, "alice");
    // A number (and so a name) no earlier run has taught the shared directory.
    const number = `${LEARNT_PREFIX}${String(Date.now() % 100_000).padStart(5, "0")}`;
    const name = learntName(number);
    const search = async () => {
      const answer = await call(b, `/api/search/companies?q=${encodeURIComponent(name.split(" ").slice(0, 2).join(" "))}&limit=5`, { cookie });
      expect(answer.status).toBe(200);
      return ((await answer.json()) as { hits: { number: string; name: string; matched: string }[] }).hits;
    };
    expect(await search(), "unknown before the lookup").toEqual([]);
    expect((await call(a, `/api/companies/${number}`, { cookie })).status).toBe(200);
    // The directory learns after the answer is sent: the other server sees it within moments.
    let hits = await search();
    for (let waited = 0; !hits.length && waited < 5000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      hits = await search();
    }
    expect(hits[0]).toMatchObject({ number, name, matched: "name" });
  });

  it("200 identical cold lookups spread over both servers reach the upstream once", async () => {
    const { cookie } = await signIn(scale().servers[0]!, "alice");
    const addresses = Array.from({ length: 10 }, (_, i) => `127.0.1.${i + 1}`);
    const started = performance.now();
    // The upstream holds this answer 1.5 s: every request is in flight, on both servers, before it comes back.
    const statuses = await loadRun(200, 50, addresses, () => ({ path: `/api/companies/${HOSTILE.held}`, headers: { cookie: cookie! } }));
    const ms = Math.round(performance.now() - started);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(await upstreamCalls(`/companies/${HOSTILE.held}`)).toBe(1);
    console.log(`200 identical cold lookups over two servers: 1 upstream call, ${ms} ms in all`);
  }, 60_000);

  it("the audit trail holds every request once", async () => {
    const [a] = scale().servers as [string];
    const { cookie } = await signIn(a, "bob");
    const { token } = await createToken(a, cookie!, "audit-run");
    const prefix = `audit-${run}-`;
    const statuses = await loadRun(60, 6, ["127.0.2.1", "127.0.2.2"], (i) => ({
      path: `/api/companies/${okNumber(10 + (i % 5))}`, headers: { authorization: `Bearer ${token}`, "x-request-id": `${prefix}${i}` },
    }));
    expect(statuses.every((status) => status === 200)).toBe(true);
    const ids = await auditedCorrelations("bob", prefix);
    expect(ids.sort()).toEqual(Array.from({ length: 60 }, (_, i) => `${prefix}${i}`).sort());
  });

  // Last: it leaves one server stopped.
  it("stopping one server during a load run loses no GET and no audit record", async () => {
    const [a] = scale().servers as [string];
    const { cookie } = await signIn(a, "bob");
    const { token } = await createToken(a, cookie!, "stop-run");
    const prefix = `stop-${run}-`;
    const count = 120;
    let stopped = false;
    const statuses = await loadRun(count, 8, ["127.0.3.1", "127.0.3.2", "127.0.3.3", "127.0.3.4"], (i) => ({
      path: `/api/companies/${okNumber(20 + (i % 10))}`, headers: { authorization: `Bearer ${token}`, "x-request-id": `${prefix}${i}` },
    }), (done) => {
      if (done >= 30 && !stopped) {
        stopped = true;
        process.kill(scale().pids[1]!, "SIGKILL");
      }
    });
    expect(stopped).toBe(true);
    // Every request nginx could retry (its server failed before the answer started) was answered. An answer the
    // stopped server had begun to send cannot be retried by nginx; the client's own retry of such a GET (as the
    // dashboard's query layer does) is answered by the other server. At most one per connection in flight.
    const cut = statuses.flatMap((status, i) => (status === 0 ? [i] : []));
    expect(statuses.filter((status) => status !== 200 && status !== 0)).toEqual([]);
    expect(cut.length).toBeLessThanOrEqual(8);
    for (const i of cut) {
      const again = await getFrom(scale().url, `/api/companies/${okNumber(20 + (i % 10))}`, {
        localAddress: "127.0.3.9", headers: { authorization: `Bearer ${token}`, "x-request-id": `${prefix}${i}` },
      });
      expect(again.status).toBe(200);
    }
    if (cut.length) console.log(`stopping a server mid-run: ${cut.length} answer(s) cut after their headers, retried by the client`);
    // A request cut off mid-answer may have been recorded by the stopped server and again by the one nginx retried
    // it on: every request is recorded, none lost.
    const ids = new Set(await auditedCorrelations("bob", prefix));
    expect([...Array(count).keys()].filter((i) => !ids.has(`${prefix}${i}`))).toEqual([]);
  }, 90_000);
});
