// The monitor's upstream budget and its own lane. With WATCH_MAX_UPSTREAM_PER_MINUTE at 240 a check of eight
// companies makes its calls one every quarter second, no faster and not much slower (the test upstream times every call). With
// the monitor's lane full of calls that hang, a company lookup through the dashboard still answers at once, although
// the lookups' lane is as narrow as the monitor's: were the re-checks in the lookups' lane, the lookup would wait.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Server } from "../../scripts/lib/processes";
import { startChangingUpstream, type ChangingUpstream } from "./changing-upstream";
import { monitorStore, startMonitorServer } from "./monitor-server";
import { call, signIn } from "./session";

const PER_MINUTE = 240;
const SPACING_MS = 60_000 / PER_MINUTE;
// Numbers of this test's own (the upstream answers one profile under each), so no other file's calls count here.
const BUDGETED = Array.from({ length: 8 }, (_, i) => `0999610${i}`);
const HELD = Array.from({ length: 4 }, (_, i) => `0999620${i}`);
const LOOKED_UP = "09996300";

describe("the monitor's budget and lane", () => {
  let upstream: ChangingUpstream;
  let server: Server;
  let cookie: string | null = null;

  beforeAll(async () => {
    upstream = await startChangingUpstream(inject("apiKey"));
    const answer = await fetch(`${inject("sandboxUrl")}/companies/09990002`, { headers: { "x-api-key": inject("apiKey") } });
    const profile = (await answer.json()) as Record<string, unknown>;
    for (const crn of [...BUDGETED, ...HELD, LOOKED_UP]) upstream.set(crn, { ...profile, companyNumber: crn });
    server = await startMonitorServer({
      WATCH_SCHEDULER: "off", WATCH_MAX_UPSTREAM_PER_MINUTE: String(PER_MINUTE), WATCH_MAX_CONCURRENT: "2", UPSTREAM_MAX_CONCURRENT: "2",
      UPSTREAM_RETRIES: "0", UPSTREAM_TIMEOUT_MS: "30000", UPSTREAM_STALE_WAIT_MS: "30000",
    }, { upstream: upstream.url, store: await monitorStore("monitor-budget"), log: "monitor-budget" });
    ({ cookie } = await signIn(server.url, "alice"));
  }, 120_000);

  afterAll(async () => {
    for (const crn of HELD) upstream?.hold(crn, false);
    await server?.stop();
    await upstream?.close();
  });

  const send = (route: string, body: unknown) => call(server.url, route, {
    method: "POST", cookie, body: JSON.stringify(body), headers: { "content-type": "application/json", origin: server.url },
  });
  async function listOf(name: string, companies: string[]): Promise<string> {
    const { id } = (await (await send("/api/watchlists", { name })).json()) as { id: string };
    expect((await send(`/api/watchlists/${id}/companies`, { companyNumbers: companies })).status).toBe(200);
    return id;
  }
  const callsTo = (companies: string[]) => upstream.log.filter((entry) => companies.includes(entry.crn));

  it("spaces a cycle's calls by the budget: as many as it allows, and no more", async () => {
    const id = await listOf("Budgeted", BUDGETED);
    // Adding them took their baselines at once, within the same budget: waited for, and a spacing let pass, so the
    // check below starts on an unspent budget.
    for (let i = 0; i < 300 && callsTo(BUDGETED).length < BUDGETED.length; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    const baselines = callsTo(BUDGETED).map((entry) => entry.at);
    expect(baselines).toHaveLength(BUDGETED.length);
    await new Promise((resolve) => setTimeout(resolve, SPACING_MS + 100));
    const asked = Date.now();
    const checked = () => upstream.log.filter((entry) => entry.at >= asked && (BUDGETED as string[]).includes(entry.crn));
    expect((await send(`/api/watchlists/${id}/check`, {})).status).toBe(202);
    for (let i = 0; i < 300 && checked().length < BUDGETED.length; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    const times = checked().map((entry) => entry.at - asked);
    expect(times).toHaveLength(BUDGETED.length);
    // The budget starts the k-th call no sooner than k spacings after the check began (a call may arrive later than
    // its start, on a busy machine, but never sooner): so by any moment, the calls counted here are at most the
    // ones the budget allowed by then. With no budget, all eight would arrive within a few milliseconds.
    for (const [k, at] of times.entries()) expect(at, `call ${k} at ${at} ms`).toBeGreaterThanOrEqual(k * SPACING_MS - 20);
    // And it takes what the budget allows: the last call comes about seven spacings in, not much later.
    expect(times.at(-1)!).toBeLessThan(SPACING_MS * (BUDGETED.length - 1) + 2500);
    expect(new Set(checked().map((entry) => entry.crn)).size).toBe(BUDGETED.length);
  }, 60_000);

  it("keeps lookups out of the monitor's lane: a lookup answers while every monitor slot hangs", async () => {
    for (const crn of HELD) upstream.hold(crn, true);
    const id = await listOf("Hanging", HELD);
    expect((await send(`/api/watchlists/${id}/check`, {})).status).toBe(202);
    // Two held calls fill the monitor's lane (WATCH_MAX_CONCURRENT=2); the rest wait for it.
    for (let i = 0; i < 200 && callsTo(HELD).length < 2; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo(HELD)).toHaveLength(2);
    const started = Date.now();
    const lookup = await call(server.url, `/api/companies/${LOOKED_UP}`, { cookie });
    expect(lookup.status).toBe(200);
    expect(((await lookup.json()) as { companyNumber?: string }).companyNumber).toBe(LOOKED_UP);
    expect(Date.now() - started).toBeLessThan(3000);
    // The monitor's calls still wait on their own lane, not on the lookups'.
    expect(callsTo(HELD)).toHaveLength(2);
    for (const crn of HELD) upstream.hold(crn, false);
  }, 60_000);
});
