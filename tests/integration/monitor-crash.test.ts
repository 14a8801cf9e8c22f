// A server killed (SIGKILL) mid-check on the embedded store: restarted on the same file, it takes the killed server
// for dead within seconds (its heartbeat stopped), retries the slice that was running, and finishes the run; every
// change is alerted exactly once (what the killed check stored is not raised again), and the list can be checked
// again at once rather than after a lease. Killed while taking the baselines of companies just added, it takes them
// once it is back.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Alert } from "../../lib/monitor/alert-store";
import type { Server } from "../../scripts/lib/processes";
import { startChangingUpstream, type ChangingUpstream, type UpstreamProfile } from "./changing-upstream";
import { monitorStore, startMonitorServer } from "./monitor-server";
import { call, signIn } from "./session";
import { until as untilTries } from "./until";

const until = (what: string, done: () => boolean | Promise<boolean>, tries = 300) => untilTries(what, done, tries);

// In number order: the run's one slice checks them in this order, four at a time.
const COMPANIES = ["09996001", "09996002", "09996003", "09996004", "09996005", "09996006"];
const HELD = "09996006";
// The second test's: added while one of them hangs, so the server dies mid-baseline.
const ADDED = ["09996101", "09996102", "09996103"];

let upstream: ChangingUpstream;
let store: string;
let bff: Server;
let cookie = "";
let profile: UpstreamProfile;

// A server 3 s without a heartbeat is taken for dead (10 s by default): the restart is seen at once, and the wait is short.
const env = {
  WATCH_SCHEDULER: "on", WATCH_TICK_SECONDS: "1", WATCH_MAX_UPSTREAM_PER_MINUTE: "6000", UPSTREAM_RETRIES: "0",
  CACHE_TTL_SECONDS: "0", CACHE_STALE_SECONDS: "0", RATE_LIMIT_USER_PER_MINUTE: "100000", RATE_LIMIT_IP_PER_MINUTE: "100000",
  JOBS_SERVER_DEAD_SECONDS: "3",
};
const start = async () => startMonitorServer(env, { upstream: upstream.url, store, log: "monitor-crash" });

beforeAll(async () => {
  upstream = await startChangingUpstream(inject("apiKey"));
  const answer = await fetch(`${inject("sandboxUrl")}/companies/09990002`, { headers: { "x-api-key": inject("apiKey") } });
  profile = { ...((await answer.json()) as UpstreamProfile), companyStatus: "Active", accountsDueDate: "2099-01-01" };
  for (const crn of [...COMPANIES, ...ADDED]) upstream.set(crn, { ...profile, companyNumber: crn });
  store = await monitorStore("monitor-crash");
  bff = await start();
  cookie = (await signIn(bff.url, "alice")).cookie!;
}, 120_000);

afterAll(async () => {
  await bff?.stop();
  await upstream?.close();
});

const post = (route: string, body: unknown) => call(bff.url, route, {
  method: "POST", cookie, body: JSON.stringify(body), headers: { "content-type": "application/json", origin: bff.url },
});
const portfolio = async (id: string) => (await (await call(bff.url, `/api/watchlists/${id}`, { cookie })).json()) as {
  lastRunAt: string | null; companies: Array<{ companyNumber: string; lastCheckedAt: string | null; checkError: string | null }>;
};
async function restart(): Promise<number> {
  bff.child.kill("SIGKILL");
  await new Promise((resolve) => bff.child.once("exit", resolve));
  const at = Date.now();
  bff = await start();
  cookie = (await signIn(bff.url, "alice")).cookie!;
  return at;
}
const alerts = async (id: string) => ((await (await call(bff.url, `/api/alerts?watchlist=${id}`, { cookie })).json()) as { items: Alert[] }).items;

describe("a server killed mid-check", () => {
  it("is taken for dead at restart, its slice retried, every change alerted once, and the list free at once", async () => {
    const { id } = (await (await post("/api/watchlists", { name: "Crash", intervalHours: 24 })).json()) as { id: string };
    expect((await post(`/api/watchlists/${id}/companies`, { companyNumbers: COMPANIES })).status).toBe(200);
    await until("the baselines", async () => (await portfolio(id)).companies.every((row) => row.lastCheckedAt !== null));

    // Every company is renamed; the last one's answer is held, so the check stores the others' alerts and hangs.
    for (const crn of COMPANIES) upstream.set(crn, { ...profile, companyNumber: crn, businessName: `RENAMED ${crn} LTD` });
    upstream.hold(HELD, true);
    const before = upstream.calls.get(HELD) ?? 0;
    expect(((await (await post(`/api/watchlists/${id}/check`, {})).json()) as { started: boolean }).started).toBe(true);
    await until("the held call", () => (upstream.calls.get(HELD) ?? 0) > before);
    await until("the others' alerts", async () => (await alerts(id)).length === COMPANIES.length - 1);
    const restartedAt = await restart();
    upstream.hold(HELD, false);
    await until("the run's end", async () => (await portfolio(id)).lastRunAt !== null, 400);
    // Released when the dead server's heartbeat was seen stopped (3 s here), not after a 30-minute lease.
    expect(Date.now() - restartedAt).toBeLessThan(30_000);

    const raised = (await alerts(id)).map((alert) => alert.companyNumber).sort();
    expect(raised).toEqual(COMPANIES);
    // The list is free: "Check now" starts a run at once.
    expect(((await (await post(`/api/watchlists/${id}/check`, {})).json()) as { started: boolean }).started).toBe(true);
  }, 120_000);

  it("takes the baselines of companies added just before the server died, once it is back", async () => {
    const { id } = (await (await post("/api/watchlists", { name: "Added then crashed", intervalHours: 24 })).json()) as { id: string };
    const [held] = ADDED as [string];
    upstream.hold(held, true);
    const before = upstream.calls.get(held) ?? 0;
    expect((await post(`/api/watchlists/${id}/companies`, { companyNumbers: ADDED })).status).toBe(200);
    await until("the held baseline call", () => (upstream.calls.get(held) ?? 0) > before);
    const killedAt = await restart();
    upstream.hold(held, false);
    await until("every baseline", async () => (await portfolio(id)).companies.every((row) => row.lastCheckedAt !== null && !row.checkError), 400);
    expect(Date.now() - killedAt).toBeLessThan(30_000);
    // Baselines raise nothing.
    expect(await alerts(id)).toEqual([]);
  }, 120_000);
});
