// Watching starts when a company is added: its baseline is taken at once (the scheduler is off here, so nothing but
// the add can take it), so a change made before the list's first check is alerted by that check, each change once.
// A list made later starts from its own moment and raises none of the changes made before it.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Alert } from "../../lib/monitor/alert-store";
import type { PortfolioRow } from "../../lib/monitor/portfolio";
import type { Server } from "../../scripts/lib/processes";
import { startChangingUpstream, type ChangingUpstream } from "./changing-upstream";
import { monitorStore, startMonitorServer } from "./monitor-server";
import { call, signIn } from "./session";

// Numbers of this file's own: the test upstream answers them from the profiles set here.
const COMPANIES = ["09997001", "09997002"] as const;
const [RENAMED, STILL] = COMPANIES;

let upstream: ChangingUpstream;
let bff: Server;
let cookie = "";
// biome-ignore lint/suspicious/noExplicitAny: the upstream's JSON, edited freely
let profile: Record<string, any>;

beforeAll(async () => {
  upstream = await startChangingUpstream(inject("apiKey"));
  const answer = await fetch(`${inject("sandboxUrl")}/companies/09990002`, { headers: { "x-api-key": inject("apiKey") } });
  profile = { ...((await answer.json()) as object), companyStatus: "Active", accountsDueDate: "2099-01-01" };
  for (const crn of COMPANIES) upstream.set(crn, { ...profile, companyNumber: crn });
  bff = await startMonitorServer({
    WATCH_SCHEDULER: "off", WATCH_MAX_UPSTREAM_PER_MINUTE: "6000", UPSTREAM_RETRIES: "0",
    RATE_LIMIT_USER_PER_MINUTE: "100000", RATE_LIMIT_IP_PER_MINUTE: "100000",
  }, { upstream: upstream.url, store: await monitorStore("monitor-baseline"), log: "monitor-baseline" });
  cookie = (await signIn(bff.url, "alice")).cookie!;
}, 120_000);

afterAll(async () => {
  await bff?.stop();
  await upstream?.close();
});

const post = (route: string, body: unknown) => call(bff.url, route, {
  method: "POST", cookie, body: JSON.stringify(body), headers: { "content-type": "application/json", origin: bff.url },
});
type Portfolio = { lastRunAt: string | null; companies: PortfolioRow[] };
const portfolio = async (id: string) => (await (await call(bff.url, `/api/watchlists/${id}`, { cookie })).json()) as Portfolio;
const alerts = async (id: string) => ((await (await call(bff.url, `/api/alerts?watchlist=${id}`, { cookie })).json()) as { items: Alert[] }).items;

async function until(what: string, done: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not happen`);
}

async function listWith(name: string, companies: readonly string[]): Promise<string> {
  const created = await post("/api/watchlists", { name, intervalHours: 24 });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect((await post(`/api/watchlists/${id}/companies`, { companyNumbers: companies })).status).toBe(200);
  return id;
}

async function checkNow(id: string): Promise<Portfolio> {
  const before = (await portfolio(id)).lastRunAt;
  expect((await post(`/api/watchlists/${id}/check`, {})).status).toBe(202);
  let after: Portfolio | null = null;
  await until("the check", async () => {
    after = await portfolio(id);
    return Boolean(after.lastRunAt && after.lastRunAt !== before);
  });
  return after!;
}

describe("watching starts when a company is added", () => {
  it("takes each added company's baseline at once, so a change before the first check is alerted by it, once", async () => {
    const first = await listWith("First", COMPANIES);
    // The baseline: every added company fetched and checked, with no check of the list run (the scheduler is off).
    await until("the baseline", async () => (await portfolio(first)).companies.every((row) => row.lastCheckedAt !== null));
    const baselined = await portfolio(first);
    expect(baselined.lastRunAt).toBeNull();
    expect(baselined.companies.map((row) => [row.companyNumber, row.name, row.checkError])).toEqual(COMPANIES.map((crn) => [crn, profile.businessName, null]));
    expect(COMPANIES.map((crn) => upstream.calls.get(crn))).toEqual([1, 1]);
    expect(await alerts(first)).toEqual([]);

    // Changed before the list's first check: that check raises exactly these changes.
    upstream.set(RENAMED, { ...profile, companyNumber: RENAMED, businessName: "BASELINE RENAMED LTD", companyStatus: "Liquidation" });
    await checkNow(first);
    const raised = await alerts(first);
    expect(raised.map((alert) => [alert.companyNumber, alert.detail]).filter(([, detail]) => !/credit band/.test(detail!)).sort()).toEqual([
      [RENAMED, "Company status changed from Active to Liquidation."],
      [RENAMED, `Company name changed from ${profile.businessName} to BASELINE RENAMED LTD.`],
    ].sort());
    expect(raised.every((alert) => alert.companyNumber === RENAMED)).toBe(true);
    await checkNow(first);
    expect(await alerts(first)).toHaveLength(raised.length);

    // A list made afterwards starts from its own moment: none of those changes is raised on it.
    const second = await listWith("Second", [RENAMED, STILL]);
    await checkNow(second);
    expect(await alerts(second)).toEqual([]);
  });
});
