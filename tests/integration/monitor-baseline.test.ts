// Watching starts when a company is added: its baseline is taken at once (the scheduler is off here, so nothing but
// the add can take it), so a change made before the list's first check is alerted by that check, each change once.
// A list made later starts from its own moment (its own baseline, however long another list has watched the company)
// and raises none of the changes made before it; a later change raises one alert on each list.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Alert } from "../../lib/monitor/alert-store";
import type { PortfolioRow } from "../../lib/monitor/portfolio";
import type { Server } from "../../scripts/lib/processes";
import { startChangingUpstream, type ChangingUpstream } from "./changing-upstream";
import { monitorStore, startMonitorServer } from "./monitor-server";
import { call, signIn } from "./session";
import { until } from "./until";

// Numbers of this file's own: the test upstream answers them from the profiles set here.
const COMPANIES = ["09997001", "09997002"] as const;
const [RENAMED, STILL] = COMPANIES;
// The second test's: watched first by one list, then by a second list made later.
const SHARED = ["09997003", "09997004"] as const;
const [EARLY, LATE] = SHARED;

let upstream: ChangingUpstream;
let bff: Server;
let cookie = "";
// biome-ignore lint/suspicious/noExplicitAny: the upstream's JSON, edited freely
let profile: Record<string, any>;

beforeAll(async () => {
  upstream = await startChangingUpstream(inject("apiKey"));
  const answer = await fetch(`${inject("sandboxUrl")}/companies/09990002`, { headers: { "x-api-key": inject("apiKey") } });
  profile = { ...((await answer.json()) as object), companyStatus: "Active", accountsDueDate: "2099-01-01" };
  for (const crn of [...COMPANIES, ...SHARED]) upstream.set(crn, { ...profile, companyNumber: crn });
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

const baselineTaken = (id: string) => until("the baseline", async () => (await portfolio(id)).companies.every((row) => row.lastCheckedAt !== null));

/** The list's alerts as [company, detail], oldest first: what each change of the upstream's answer should raise. */
const raisedOn = async (id: string) => (await alerts(id)).toReversed().map((alert) => [alert.companyNumber, alert.detail]);

/** The upstream's answer for a company, renamed: the one change the monitor should see (the band does not move). */
function rename(crn: string, to: string): string {
  upstream.set(crn, { ...profile, companyNumber: crn, businessName: to });
  return to;
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

  it("keeps each list's own snapshot: a list made later raises nothing from before it, and each later change once per list", async () => {
    const original = profile.businessName as string;
    const first = await listWith("Watching first", SHARED);
    await baselineTaken(first);

    // Changed before the first list's first check: raised by it.
    const early = rename(EARLY, "PER LIST EARLY LTD");
    await checkNow(first);
    expect(await raisedOn(first)).toEqual([[EARLY, `Company name changed from ${original} to ${early}.`]]);

    // Changed while only the first list watches, and not yet checked by it.
    const late = rename(LATE, "PER LIST LATE LTD");
    const second = await listWith("Made later", SHARED);
    await baselineTaken(second);
    // The second list's baseline is its own (one fetch per company for it), taken after both changes.
    await checkNow(second);
    await checkNow(second);
    expect(await raisedOn(second)).toEqual([]);
    // The first list was watching when LATE changed: its next check raises that, once.
    await checkNow(first);
    expect(await raisedOn(first)).toEqual([
      [EARLY, `Company name changed from ${original} to ${early}.`], [LATE, `Company name changed from ${original} to ${late}.`],
    ]);

    // A change after both began watching: exactly one alert on each list.
    const again = rename(EARLY, "PER LIST EARLY AGAIN LTD");
    await checkNow(first);
    await checkNow(second);
    expect(await raisedOn(first)).toEqual([
      [EARLY, `Company name changed from ${original} to ${early}.`], [LATE, `Company name changed from ${original} to ${late}.`],
      [EARLY, `Company name changed from ${early} to ${again}.`],
    ]);
    expect(await raisedOn(second)).toEqual([[EARLY, `Company name changed from ${early} to ${again}.`]]);

    // Removed from the second list, changed, and added back: it starts from a new baseline, raising nothing there.
    const removed = await call(bff.url, `/api/watchlists/${second}/companies/${LATE}`, { method: "DELETE", cookie, headers: { origin: bff.url } });
    expect(removed.status).toBeLessThan(300);
    const latest = rename(LATE, "PER LIST LATE READDED LTD");
    expect((await post(`/api/watchlists/${second}/companies`, { companyNumbers: [LATE] })).status).toBe(200);
    await baselineTaken(second);
    await checkNow(second);
    expect(await raisedOn(second)).toEqual([[EARLY, `Company name changed from ${early} to ${again}.`]]);
    await checkNow(first);
    expect((await raisedOn(first)).at(-1)).toEqual([LATE, `Company name changed from ${late} to ${latest}.`]);
  });
});
