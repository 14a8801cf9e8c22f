// Issue 35's new alert kinds end to end: the changing sandbox makes each change (a judgment entered, then satisfied;
// another set aside; a confirmation statement missed), a decision's review day comes, and the alerts are read over
// HTTP. Expectations come from the sandbox's answers and from the company page's own assessment before and after
// (the limit and band every screen shows), never from the monitor's code.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Alert } from "../../lib/monitor/alert-store";
import { DEFAULT_POLICY } from "../../lib/policy/policy";
import { ensureDataset } from "../../sandbox/dataset";
import { startSandboxServer, type SandboxServer } from "../../sandbox/server";
import { SandboxStore } from "../../sandbox/store";
import type { Server } from "../../scripts/lib/processes";
import { monitorStore, startMonitorServer } from "./monitor-server";
import { call, signIn } from "./session";

// biome-ignore lint/suspicious/noExplicitAny: the upstream's JSON, read freely
type Json = any;
type Verdict = { limit: number | null; band: string | null };

let sandbox: SandboxServer;
let store: SandboxStore;
let bff: Server;
let cookie = "";
/** Active companies with accounts, both filings in date today: where each new kind can be made. */
let active: string[] = [];
/** Of those, the first 40 with no outstanding judgment, and those with one. */
let unjudged: string[] = [];
let judgedAlready: string[] = [];
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  const { file } = await ensureDataset({ companies: 20_000, seed: 20261122 });
  store = new SandboxStore(file);
  // perDay 0: the register changes only when the test says; a day lasts a day.
  sandbox = await startSandboxServer({ port: 0, datasetFile: file, apiKeys: [inject("apiKey")], changes: { perDay: 0, daySeconds: 86_400, seed: 35 } });
  // The scheduler on with a one-second tick, for the review pass; the lists' weekly checks fall due long after the test.
  bff = await startMonitorServer({
    WATCH_SCHEDULER: "on", WATCH_TICK_SECONDS: "1", CACHE_TTL_SECONDS: "0", CACHE_STALE_SECONDS: "0", WATCH_MAX_UPSTREAM_PER_MINUTE: "6000",
    RATE_LIMIT_USER_PER_MINUTE: "100000", RATE_LIMIT_IP_PER_MINUTE: "100000",
  }, { upstream: sandbox.url, store: await monitorStore("monitor-alert-kinds"), log: "monitor-alert-kinds" });
  // Read before signing in: the sweep holds this process's event loop for seconds, long enough for the server to close
  // an idle kept-alive connection that the next request would then be sent down.
  active = store.companyNumbers().filter((crn) => {
    const profile = core(crn);
    return profile.companyStatus === "active" && String(profile.accountsDueDate ?? "") > today && String(profile.nextAnnualReturnDate ?? "") > today
      && (profile.statutoryAccounts ?? []).length > 0;
  });
  unjudged = active.filter((number) => !(core(number).ccjDetails ?? []).some(outstanding)).slice(0, 40);
  judgedAlready = active.filter((number) => (core(number).ccjDetails ?? []).some(outstanding));
  cookie = (await signIn(bff.url, "alice")).cookie!;
}, 180_000);

afterAll(async () => {
  await bff?.stop();
  await sandbox?.close();
  store?.close();
});

const post = (body: unknown) => ({ method: "POST", cookie, body: JSON.stringify(body), headers: { "content-type": "application/json", origin: bff.url } });

async function sandboxMake(company: string, kind: string): Promise<void> {
  const made = await fetch(`${sandbox.url}/_sandbox/changes/make?company=${company}&kind=${kind}`, { method: "POST", headers: { "x-api-key": inject("apiKey") } });
  expect(made.status, `${kind} on ${company}`).toBe(200);
}

async function upstreamCcjs(company: string): Promise<Json[]> {
  const answer = await fetch(`${sandbox.url}/ccj/${company}`, { headers: { "x-api-key": inject("apiKey") } });
  return answer.status === 200 ? ((await answer.json()) as Json[]) : [];
}

/** The limit and band the company page shows now. */
async function verdict(company: string): Promise<Verdict> {
  const answer = await call(bff.url, `/api/assessments/${company}`, { cookie });
  expect(answer.status).toBe(200);
  const body = (await answer.json()) as Json;
  return { limit: body.creditLimit?.amount ?? null, band: body.verdict?.band ?? null };
}

async function lastRunAt(list: string): Promise<string | null> {
  return ((await (await call(bff.url, `/api/watchlists/${list}`, { cookie })).json()) as { lastRunAt: string | null }).lastRunAt;
}

/** "Check now" until a run starts after this moment, then wait for it to finish. */
async function checkNow(list: string): Promise<void> {
  const before = await lastRunAt(list);
  for (let tries = 0; tries < 100; tries++) {
    const answer = await call(bff.url, `/api/watchlists/${list}/check`, post({}));
    expect(answer.status).toBe(202);
    if (((await answer.json()) as { started: boolean }).started) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  for (let tries = 0; tries < 300; tries++) {
    const now = await lastRunAt(list);
    if (now && now !== before) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the check did not finish");
}

async function alerts(list: string): Promise<Alert[]> {
  const answer = await call(bff.url, `/api/alerts?watchlist=${list}`, { cookie });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { items: Alert[] }).items;
}

const core = (company: string): Json => JSON.parse(store.company(company)!.core);
const outstanding = (ccj: Json) => ccj.ccjStatus === "New Judgment";

/** What the limit's move should raise, from the company page's limits before and after (20% or more, or none ↔ some). */
function limitExpectation(before: Verdict, after: Verdict): { title: RegExp; severity: string } | null {
  const [was, now] = [before.limit ?? 0, after.limit ?? 0];
  if (was === now || (was > 0 && now > 0 && Math.abs(now - was) < 0.2 * was)) return null;
  if (now === 0) return { title: /^No credit limit suggested now$/, severity: "amber" };
  if (was === 0) return { title: /^A credit limit is suggested now$/, severity: "green" };
  const share = Math.round((Math.abs(now - was) / was) * 100);
  return now > was ? { title: new RegExp(`^Suggested credit limit up ${share}%$`), severity: "green" } : { title: new RegExp(`^Suggested credit limit down ${share}%$`), severity: "amber" };
}

const RANK: Record<string, number> = { low: 0, moderate: 1, high: 2 };

/** The alerts a list raised for one company since `seen`, by kind. */
function fresh(all: Alert[], seen: Set<string>, company: string): Map<string, Alert[]> {
  const byKind = new Map<string, Alert[]>();
  for (const alert of all.filter((item) => item.companyNumber === company && !seen.has(item.id))) byKind.set(alert.kind, [...(byKind.get(alert.kind) ?? []), alert]);
  return byKind;
}

function expectVerdictAlerts(byKind: Map<string, Alert[]>, before: Verdict, after: Verdict, cause: RegExp): void {
  const limit = limitExpectation(before, after);
  expect(byKind.get("credit-limit")?.length ?? 0).toBe(limit ? 1 : 0);
  if (limit) {
    expect(byKind.get("credit-limit")![0]).toMatchObject({ severity: limit.severity });
    expect(byKind.get("credit-limit")![0]!.title).toMatch(limit.title);
    expect(byKind.get("credit-limit")![0]!.detail).toMatch(cause);
  }
  const bandMoved = before.band !== after.band && after.band !== null;
  expect(byKind.get("score-band")?.length ?? 0).toBe(bandMoved ? 1 : 0);
  if (bandMoved) {
    const down = before.band === null ? after.band !== "low" : RANK[after.band!]! > RANK[before.band]!;
    expect(byKind.get("score-band")![0]).toMatchObject({ severity: down ? "amber" : "green" });
    expect(byKind.get("score-band")![0]!.detail).toMatch(cause);
  }
}

describe("the new alert kinds, each made by the changing sandbox and read over HTTP", () => {
  it("raises a judgment's satisfaction and setting aside, the limit and band moving with the policy's reason, a missed confirmation statement and a review day", async () => {
    // A company with no outstanding judgment and a limit today, so a new judgment's reduction shows in its limit.
    let judged = "";
    for (const crn of unjudged) {
      if ((await verdict(crn)).limit) {
        judged = crn;
        break;
      }
    }
    expect(judged).not.toBe("");
    const setAside = judgedAlready.find((crn) => crn !== judged)!;
    const missed = active.find((crn) => crn !== judged && crn !== setAside)!;

    const list = (await (await call(bff.url, "/api/watchlists", post({ name: "New kinds", intervalHours: 168 }))).json()) as { id: string };
    const added = await call(bff.url, `/api/watchlists/${list.id}/companies`, post({ companyNumbers: [judged, setAside, missed] }));
    expect(added.status).toBe(200);
    await checkNow(list.id);
    expect(await alerts(list.id)).toEqual([]);
    const seen = new Set<string>();

    // 1. A judgment against one company, another's judgment set aside, a third's confirmation statement missed.
    const [judgedBefore, setAsideBefore] = [await verdict(judged), await verdict(setAside)];
    const ccjsBefore = await upstreamCcjs(setAside);
    await sandboxMake(judged, "ccj");
    await sandboxMake(setAside, "ccj-set-aside");
    await sandboxMake(missed, "confirmation-overdue");
    await checkNow(list.id);
    const first = await alerts(list.id);

    const judgedAlerts = fresh(first, seen, judged);
    const judgment = (await upstreamCcjs(judged))[0];
    expect(judgedAlerts.get("ccj")).toHaveLength(1);
    expect(judgedAlerts.get("ccj")![0]!.detail).toContain(`case ${judgment.caseNumber}`);
    expectVerdictAlerts(judgedAlerts, judgedBefore, await verdict(judged), /Why: .*Began: an unsatisfied county court judgment/);
    expect(judgedAlerts.get("credit-limit")).toHaveLength(1);

    const setAsideAlerts = fresh(first, seen, setAside);
    const voided = (await upstreamCcjs(setAside)).find((ccj) => ccj.ccjStatus === "Set Aside" && outstanding(ccjsBefore.find((was) => was.caseNumber === ccj.caseNumber)));
    expect(setAsideAlerts.get("ccj-status")).toHaveLength(1);
    expect(setAsideAlerts.get("ccj-status")![0]).toMatchObject({ title: "County court judgment set aside", severity: "green", evidence: `/companies/${setAside}/ccjs` });
    expect(setAsideAlerts.get("ccj-status")![0]!.detail).toContain(`case ${voided.caseNumber}`);
    expectVerdictAlerts(setAsideAlerts, setAsideBefore, await verdict(setAside), /Why: /);

    const missedAlerts = fresh(first, seen, missed);
    const profile = (await (await fetch(`${sandbox.url}/companies/${missed}`, { headers: { "x-api-key": inject("apiKey") } })).json()) as Json;
    const due = new Date(`${profile.nextAnnualReturnDate}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
    expect([...missedAlerts.keys()]).toEqual(["confirmation-overdue"]);
    expect(missedAlerts.get("confirmation-overdue")![0]).toMatchObject({ title: "Confirmation statement overdue", severity: "amber" });
    expect(missedAlerts.get("confirmation-overdue")![0]!.detail).toContain(`was due ${due} and has not been filed`);
    for (const alert of first) seen.add(alert.id);

    // 2. The new judgment satisfied: its status, and the limit and band back.
    const judgedMiddle = await verdict(judged);
    await sandboxMake(judged, "ccj-satisfied");
    await checkNow(list.id);
    const second = await alerts(list.id);
    const satisfied = fresh(second, seen, judged);
    expect(satisfied.get("ccj-status")).toHaveLength(1);
    expect(satisfied.get("ccj-status")![0]).toMatchObject({ title: "County court judgment satisfied", severity: "green" });
    expect(satisfied.get("ccj-status")![0]!.detail).toContain(`case ${judgment.caseNumber}`);
    expectVerdictAlerts(satisfied, judgedMiddle, await verdict(judged), /Why: .*Ended: an unsatisfied county court judgment/);
    expect(second.filter((alert) => !seen.has(alert.id) && alert.companyNumber !== judged)).toEqual([]);
    for (const alert of second) seen.add(alert.id);

    // 3. A decision whose review day is today: the scheduler's pass raises it once on the list.
    const recorded = await call(bff.url, `/api/companies/${missed}/decisions`, post({
      outcome: "refer", limitGranted: null, reviewDate: today, rationale: "Confirmation statement missed; revisit.",
    }));
    expect(recorded.status).toBe(201);
    let reviews: Alert[] = [];
    for (let tries = 0; tries < 100 && !reviews.length; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      reviews = (await alerts(list.id)).filter((alert) => alert.kind === "review-due");
    }
    expect(reviews).toHaveLength(1);
    expect(reviews[0]).toMatchObject({ companyNumber: missed, severity: "amber", title: "Review due: Refer", evidence: `/companies/${missed}/assessment` });
    // Ticks go on; the review stays one alert.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect((await alerts(list.id)).filter((alert) => alert.kind === "review-due")).toHaveLength(1);
    for (const alert of await alerts(list.id)) seen.add(alert.id);

    // 4. An admin halves every band's factor: each limit falls by half, and the alert names the policy's change.
    const beforePolicy = await verdict(judged);
    expect(beforePolicy.limit).toBeGreaterThan(0);
    const root = (await signIn(bff.url, "root")).cookie!;
    const factors = DEFAULT_POLICY.bandFactors;
    const changed = await call(bff.url, "/api/policy", {
      method: "PUT", cookie: root, headers: { "content-type": "application/json", origin: bff.url },
      body: JSON.stringify({ policy: { ...DEFAULT_POLICY, bandFactors: { low: factors.low / 2, moderate: factors.moderate / 2, high: factors.high / 2 } }, reason: "Tighter terms", basedOn: 1 }),
    });
    expect(changed.status).toBe(201);
    await checkNow(list.id);
    const afterPolicy = fresh(await alerts(list.id), seen, judged);
    expectVerdictAlerts(afterPolicy, beforePolicy, await verdict(judged), /Why: .*Credit policy v2 is in force \(before, v1\); Policy: /);
    expect(afterPolicy.get("credit-limit")).toHaveLength(1);
  });
});
