// The monitor over HTTP against a test upstream whose companies change between checks: each kind of alert raised
// once with its words, none for an unchanged company, none repeated by a second check, none while the upstream
// fails (the failure shown instead); private lists invisible to another analyst; bulk add refusing bad numbers with
// reasons; mark read and the unread count; "changed since you last looked"; same-origin and sign-in on the writes.
import { createHmac } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { companyViewSchema } from "../../lib/monitor/alert-answers";
import type { Alert } from "../../lib/monitor/alert-store";
import { companiesAddedSchema, deliverySetSchema } from "../../lib/monitor/watchlist-answers";
import type { PortfolioRow } from "../../lib/monitor/portfolio";
import type { Server } from "../../scripts/lib/processes";
import { startChangingUpstream, type ChangingUpstream } from "./changing-upstream";
import { monitorStore, startMonitorServer } from "./monitor-server";
import { call, signIn } from "./session";

let upstream: ChangingUpstream;
let bff: Server;
let smtp: SMTPServer;
let smtpPort = 0;
const mails: Array<{ to: string[]; text: string }> = [];
let receiver: http.Server;
let receiverUrl = "";
const received: Array<{ headers: http.IncomingHttpHeaders; body: string }> = [];
/** The receiver answers 500 this many times before it accepts. */
let receiverFailures = 0;
const base = () => bff.url;

// biome-ignore lint/suspicious/noExplicitAny: the test edits a profile's nested records freely, as the upstream's JSON
type Profile = Record<string, any>;
const CHANGED = "09990001";
const STILL = "09990002";
const FLAKY = "09990003";
let original: Profile;

async function sandboxProfile(crn: string): Promise<Profile> {
  const answer = await fetch(`${inject("sandboxUrl")}/companies/${crn}`, { headers: { "x-api-key": inject("apiKey") } });
  expect(answer.status).toBe(200);
  const body = (await answer.json()) as Profile;
  // A known starting point for the facts the test changes.
  return { ...body, accountsDueDate: "2099-01-01", companyStatus: "Active" };
}

/**
 * The message as its reader sees it: quoted-printable undone (soft line breaks joined, =XX bytes restored), so a long
 * line that the mailer wrapped reads whole again. Headers and body alike; the assertions look for words.
 */
function readable(raw: string): string {
  const bytes = raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

beforeAll(async () => {
  upstream = await startChangingUpstream(inject("apiKey"));
  smtp = new SMTPServer({
    authOptional: true, disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), text: readable(Buffer.concat(chunks).toString("latin1")) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
  receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      response.writeHead(receiverFailures-- > 0 ? 500 : 204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/dd?token=abc`;
  original = await sandboxProfile("09990001");
  upstream.set(CHANGED, original);
  upstream.set(STILL, await sandboxProfile("09990002"));
  upstream.set(FLAKY, await sandboxProfile("09990024"));
  bff = await startMonitorServer({
    WATCH_SCHEDULER: "off", WATCH_MAX_UPSTREAM_PER_MINUTE: "6000", UPSTREAM_RETRIES: "0", SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    WATCH_WEBHOOK_ATTEMPTS: "3", WATCH_WEBHOOK_BACKOFF_MS: "50", WATCH_WEBHOOK_ALLOW_HOSTS: "127.0.0.1",
    RATE_LIMIT_USER_PER_MINUTE: "100000", RATE_LIMIT_IP_PER_MINUTE: "100000", RATE_LIMIT_SIGNIN_PER_15_MINUTES: "1000",
  }, { upstream: upstream.url, store: await monitorStore("monitor"), log: "monitor" });
}, 120_000);

afterAll(async () => {
  await bff?.stop();
  await upstream?.close();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
});

const sessions = new Map<string, string>();
async function session(name: string): Promise<string> {
  if (!sessions.has(name)) {
    const { cookie } = await signIn(base(), name);
    sessions.set(name, cookie!);
  }
  return sessions.get(name)!;
}

const post = (cookie: string, body: unknown) => ({
  method: "POST", cookie, body: JSON.stringify(body), headers: { "content-type": "application/json", origin: base() },
});

async function createList(owner: string, body: Record<string, unknown>): Promise<{ id: string }> {
  const answer = await call(base(), "/api/watchlists", post(await session(owner), body));
  expect(answer.status).toBe(201);
  return (await answer.json()) as { id: string };
}

type Portfolio = { lastRunAt: string | null; companies: PortfolioRow[] };
async function portfolio(id: string, who = "alice"): Promise<Portfolio> {
  // One retry of a connection reset: on the loaded two-core machine a reused keep-alive socket was once reset
  // mid-poll; a server that really failed fails the retry (and every later step) too.
  const get = async () => call(base(), `/api/watchlists/${id}`, { cookie: await session(who) });
  const answer = await get().catch(get);
  expect(answer.status).toBe(200);
  return (await answer.json()) as Portfolio;
}

/** "Check now", then wait for the run to finish (its last-run time moves). */
async function checkNow(id: string, who = "alice"): Promise<Portfolio> {
  const before = (await portfolio(id, who)).lastRunAt;
  const answer = await call(base(), `/api/watchlists/${id}/check`, post(await session(who), {}));
  expect(answer.status).toBe(202);
  for (let i = 0; i < 200; i++) {
    const now = await portfolio(id, who);
    if (now.lastRunAt && now.lastRunAt !== before) return now;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the check did not finish");
}

async function alerts(query = "", who = "alice"): Promise<Alert[]> {
  const answer = await call(base(), `/api/alerts${query}`, { cookie: await session(who) });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { items: Alert[] }).items;
}

function changed(profile: Profile): Profile {
  const next = structuredClone(profile);
  next.companyStatus = "Liquidation";
  next.businessName = "RENAMED TRADING LIMITED";
  next.regAddress = { ...next.regAddress, addressLine1: "1 New Street", postalCode: "BS1 1AA" };
  const current = next.directorsData.findIndex((d: Profile) => !d.toDate);
  next.directorsData[current].toDate = "2026-11-01";
  next.directorsData.push({ directorPnr: 987654, fromDate: "2026-11-02", position: "Director", detailedInformation: { fullName: "Jane Newman" } });
  const psc = next.pscData.findIndex((p: Profile) => !p.ceasedDate);
  next.pscData[psc].ceasedDate = "2026-10-30";
  next.pscData.push({ pscName: "Newco Holdings Ltd", notifiedDate: "2026-11-01", natureOfControl: "ownership-of-shares-75-to-100-percent" });
  const outstanding = next.mortgages.findIndex((m: Profile) => !m.satisfiedDate);
  next.mortgages[outstanding].satisfiedDate = "2026-10-29";
  next.mortgages.push({ chargeCode: "099900019999", createdDate: "2026-11-01", regDate: "2026-11-03",
    mortgageDetails: [{ recordType: "Persons Entitled", description: "Harbour Bank Plc" }] });
  next.ccjDetails = [...(next.ccjDetails ?? []), { caseNumber: "K00NW123", ccjDate: "2026-11-02", ccjAmount: 12000,
    plaintiffName: "Harbour Fuels Ltd", ccjStatus: "New Judgment", court: "Bristol" }];
  next.accountsMadeUpDate = "2026-03-31";
  next.latestDateOfAccounts = "2026-03-31";
  next.accountsDueDate = "2026-01-31";
  next.documents.items.push({ category: "officers", date: "2026-11-02", description: "appoint-person-director-company-with-name-date",
    description_values: { officer_name: "Jane Newman", appointment_date: "2026-11-02" }, links: { self: "/company/09990001/filing-history/NEWFILING1" } });
  // The latest accounts turn to heavy losses and negative equity: the score band falls to high risk.
  const latest = [...next.statutoryAccounts].sort((a: Profile, b: Profile) => String(b.yearEndDate).localeCompare(String(a.yearEndDate)))[0];
  Object.assign(latest, { operatingProfit: -5_000_000, profitBeforeTax: -5_000_000, revenueReserves: -8_000_000, totalShareholdersEquity: -6_000_000 });
  return next;
}

describe("watchlists", () => {
  it("refuses bad bodies with a problem naming the field, cross-site writes and anonymous callers", async () => {
    const alice = await session("alice");
    const bad = await call(base(), "/api/watchlists", post(alice, { name: "" }));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ parameter: "name", detail: expect.stringContaining("name must not be empty") });
    const unknown = await call(base(), "/api/watchlists", post(alice, { name: "x", colour: "red" }));
    expect(await unknown.json()).toMatchObject({ status: 400, parameter: "colour" });
    const crossSite = await call(base(), "/api/watchlists", { ...post(alice, { name: "x" }), headers: { "content-type": "application/json", origin: "https://evil.example" } });
    expect(crossSite.status).toBe(403);
    expect((await call(base(), "/api/watchlists")).status).toBe(401);
  });

  it("adds in bulk, normalised as the BFF does, listing every refused value with its reason", async () => {
    const list = await createList("alice", { name: "Bulk" });
    const answer = await call(base(), `/api/watchlists/${list.id}/companies`, post(await session("alice"), {
      companyNumbers: ["1", "sc4", "ABC", "123456789", 5, "00000001", " 9990001 "],
    }));
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { added: string[]; refused: Array<{ value: string; detail: string }> };
    expect(body.added).toEqual(["00000001", "SC000004", "09990001"]);
    expect(body.refused).toEqual([
      { value: "ABC", detail: expect.stringContaining("is not a UK company number") },
      { value: "123456789", detail: expect.stringContaining("is not a UK company number") },
      { value: "5", detail: expect.stringContaining("is not text") },
      { value: "00000001", detail: "repeats 00000001 (given as '1')" },
    ]);
    const again = (await (await call(base(), `/api/watchlists/${list.id}/companies`, post(await session("alice"), { companyNumbers: ["1"] }))).json()) as typeof body;
    expect(again).toEqual({ added: [], refused: [{ value: "00000001", detail: "is already on this list" }] });
    // The answer the API's description states (lib/monitor/watchlist-answers.ts): nothing missing, nothing beyond it.
    for (const answered of [body, again]) expect(companiesAddedSchema.parse(answered)).toEqual(answered);
    const tooMany = await call(base(), `/api/watchlists/${list.id}/companies`, post(await session("alice"), { companyNumbers: [] }));
    expect(await tooMany.json()).toMatchObject({ status: 400, parameter: "companyNumbers" });
    expect((await call(base(), `/api/watchlists/${list.id}/companies/sc4`, { method: "DELETE", cookie: await session("alice"), headers: { origin: base() } })).status).toBe(204);
    expect((await portfolio(list.id)).companies.map((row) => row.companyNumber)).toEqual(["00000001", "09990001"]);
  });

  it("keeps a private list from another analyst and shows a shared one to the team", async () => {
    const secret = await createList("alice", { name: "Private" });
    const team = await createList("alice", { name: "Team", shared: true });
    expect((await call(base(), `/api/watchlists/${secret.id}`, { cookie: await session("bob") })).status).toBe(404);
    expect((await call(base(), `/api/watchlists/${secret.id}/companies`, post(await session("bob"), { companyNumbers: ["1"] }))).status).toBe(404);
    expect((await call(base(), `/api/watchlists/${team.id}`, { cookie: await session("bob") })).status).toBe(200);
    const bobs = ((await (await call(base(), "/api/watchlists", { cookie: await session("bob") })).json()) as { items: Array<{ id: string }> }).items.map((list) => list.id);
    expect(bobs).toContain(team.id);
    expect(bobs).not.toContain(secret.id);
  });
});

describe("checks and alerts", () => {
  it("raises each kind of alert once, in plain words, none for an unchanged company, none on a second check", async () => {
    const list = await createList("alice", { name: "Suppliers" });
    await call(base(), `/api/watchlists/${list.id}/companies`, post(await session("alice"), { companyNumbers: [CHANGED, STILL] }));
    const first = await checkNow(list.id);
    expect(first.companies.every((row) => row.lastCheckedAt && !row.checkError)).toBe(true);
    expect(await alerts(`?watchlist=${list.id}`)).toEqual([]);
    const bandBefore = first.companies.find((row) => row.companyNumber === CHANGED)!.band;
    const limitBefore = first.companies.find((row) => row.companyNumber === CHANGED)!.limit;

    upstream.set(CHANGED, changed(original));
    const second = await checkNow(list.id);
    const raised = await alerts(`?watchlist=${list.id}`);
    expect(raised.every((alert) => alert.companyNumber === CHANGED)).toBe(true);
    // Each id is the alert's random public id, never a number from the table's one global sequence (whose gaps would
    // count every other analyst's alerts); the answer holds no integer id anywhere.
    const ids = raised.map((alert) => alert.id);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Set(ids).size).toBe(ids.length);
    const raw = await (await call(base(), `/api/alerts?watchlist=${list.id}`, { cookie: await session("alice") })).text();
    expect(raw).not.toMatch(/"id":\s*\d/);
    const byKind = new Map<string, Alert[]>();
    for (const alert of raised) byKind.set(alert.kind, [...(byKind.get(alert.kind) ?? []), alert]);
    const expected: Record<string, RegExp> = {
      status: /Company status changed from Active to Liquidation/,
      name: /Company name changed from .+ to RENAMED TRADING LIMITED/,
      address: /Registered office moved from .+ to 1 New Street.*BS1 1AA/,
      "officer-appointed": /Jane Newman appointed Director, 2 Nov 2026/,
      "officer-resigned": /resigned as .+, 1 Nov 2026/,
      "psc-notified": /Newco Holdings Ltd notified as a person with significant control, 1 Nov 2026/,
      "psc-ceased": /ceased to be a person with significant control, 30 Oct 2026/,
      "charge-registered": /Charge 099900019999 in favour of Harbour Bank Plc created 1 Nov 2026/,
      "charge-satisfied": /satisfied 29 Oct 2026/,
      ccj: /^New county court judgment: £12,000 to Harbour Fuels Ltd, 2 Nov 2026, New Judgment \(Bristol, case K00NW123\)\.$/,
      "accounts-filed": /New accounts made up to 31 Mar 2026/,
      "accounts-overdue": /Accounts were due 31 Jan 2026 and have not been filed/,
      filing: /Filed 2 Nov 2026: .*Jane Newman/,
    };
    if (bandBefore !== "high") expected["score-band"] = /moved from .+ to High risk/;
    // Liquidation ends credit: a limit suggested before is withdrawn, in the policy's words (issue 35's new kinds);
    // a limit of £0 before (a high band's) was no credit already, so nothing changes.
    if (limitBefore) expected["credit-limit"] = /in liquidation.*\(before: £[\d,]+\)/;
    for (const [kind, words] of Object.entries(expected)) {
      expect(byKind.get(kind)?.length, kind).toBe(1);
      expect(byKind.get(kind)![0]!.detail, kind).toMatch(words);
      expect(byKind.get(kind)![0]!.title.length, kind).toBeGreaterThan(5);
    }
    expect([...byKind.keys()].sort()).toEqual(Object.keys(expected).sort());
    expect(byKind.get("ccj")![0]).toMatchObject({ watchlistId: list.id, readAt: null, evidence: `/companies/${CHANGED}/ccjs` });
    const row = second.companies.find((company) => company.companyNumber === CHANGED)!;
    expect(row).toMatchObject({ name: "RENAMED TRADING LIMITED", unreadAlerts: raised.length });
    expect(row.lastChange).not.toBeNull();

    await checkNow(list.id);
    expect(await alerts(`?watchlist=${list.id}`)).toHaveLength(raised.length);

    // Filters, one at a time; another analyst sees none of a private list's alerts.
    expect((await alerts(`?watchlist=${list.id}&kind=ccj`)).map((alert) => alert.kind)).toEqual(["ccj"]);
    expect(await alerts(`?companyNumber=${STILL}`)).toEqual([]);
    expect(await alerts(`?watchlist=${list.id}`, "bob")).toEqual([]);
    const refused = await call(base(), "/api/alerts?kind=weather", { cookie: await session("alice") });
    expect(await refused.json()).toMatchObject({ status: 400, parameter: "kind" });
    expect((await call(base(), "/api/alerts?colour=red", { cookie: await session("alice") })).status).toBe(400);

    // Read marks: one, then all; the header's count follows.
    const count = async () => ((await (await call(base(), "/api/alerts/unread-count", { cookie: await session("alice") })).json()) as { unread: number }).unread;
    const unread = await count();
    // The table's integer is refused by name; another analyst's mark of this private list's alert marks nothing.
    const integer = await call(base(), "/api/alerts/read", post(await session("alice"), { ids: [1] }));
    expect(await integer.json()).toMatchObject({ status: 400, parameter: "ids.0" });
    const strangers = await call(base(), "/api/alerts/read", post(await session("bob"), { ids: [byKind.get("ccj")![0]!.id] }));
    expect(await strangers.json()).toMatchObject({ marked: 0 });
    expect(await count()).toBe(unread);
    const one = await call(base(), "/api/alerts/read", post(await session("alice"), { ids: [byKind.get("ccj")![0]!.id] }));
    expect(await one.json()).toMatchObject({ marked: 1, unread: unread - 1 });
    expect((await alerts(`?watchlist=${list.id}&unread=true`)).map((alert) => alert.kind)).not.toContain("ccj");
    await call(base(), `/api/alerts/read?watchlist=${list.id}`, post(await session("alice"), { all: true }));
    expect(await alerts(`?watchlist=${list.id}&unread=true`)).toEqual([]);
  });

  it("raises nothing while the upstream fails, shows the failure, and alerts the change once it answers again", async () => {
    const list = await createList("alice", { name: "Flaky" });
    await call(base(), `/api/watchlists/${list.id}/companies`, post(await session("alice"), { companyNumbers: [FLAKY] }));
    await checkNow(list.id);
    const profile = await sandboxProfile("09990024");
    upstream.set(FLAKY, { ...profile, companyStatus: "Dissolved" });
    upstream.fail(FLAKY, true);
    const failed = await checkNow(list.id);
    expect(failed.companies[0]!.checkError).toMatch(/data service failed \(HTTP 500\)|down/);
    expect(failed.companies[0]!.status).toBe("Active");
    expect(await alerts(`?watchlist=${list.id}`)).toEqual([]);
    upstream.fail(FLAKY, false);
    const back = await checkNow(list.id);
    expect(back.companies[0]!.checkError).toBeNull();
    // Dissolution is also a no-limit override of the credit policy: the credit band becomes high, unless it was already.
    const bandBefore = failed.companies[0]!.band;
    const expected = ["Company status changed from Active to Dissolved."];
    // Each with the policy's reason (issue 35: a band or limit change says why), in the order the details sort.
    if (failed.companies[0]!.limit) expected.push(expect.stringMatching(/^No limit: the company is dissolved or closed\. \(before: £[\d,]+\)\. Credit policy v\d+\. Why: /) as unknown as string);
    if (bandBefore !== "high") expected.push(expect.stringMatching(/^The credit band moved from .+ to High risk under credit policy v\d+\. Why: .*dissolved/) as unknown as string);
    expect((await alerts(`?watchlist=${list.id}`)).map((alert) => alert.detail).sort()).toEqual(expected);
  });

  it("tells a returning analyst what changed since the last look at the company", async () => {
    const bob = await session("bob");
    const list = await createList("bob", { name: "Bob's" });
    await call(base(), `/api/watchlists/${list.id}/companies`, post(bob, { companyNumbers: [STILL] }));
    await checkNow(list.id, "bob");
    const look = async () => (await (await call(base(), `/api/companies/${STILL}/views`, post(bob, {}))).json()) as { lastViewedAt: string | null; items: Alert[] };
    expect(await look()).toMatchObject({ lastViewedAt: null, items: [] });
    upstream.set(STILL, { ...(await sandboxProfile("09990002")), businessName: "STILL RENAMED LTD" });
    await checkNow(list.id, "bob");
    const since = await look();
    expect(since.lastViewedAt).not.toBeNull();
    expect(companyViewSchema.parse(since)).toEqual(since);
    expect(since.items.map((alert) => alert.kind)).toEqual(["name"]);
    expect((await look()).items).toEqual([]);
  });
});

describe("delivery", () => {
  it("signs the webhook as Standard Webhooks describes, retries a failing receiver under one id, logs each attempt, and mails the alerts", async () => {
    const alice = await session("alice");
    const list = await createList("alice", { name: "Delivered" });
    await call(base(), `/api/watchlists/${list.id}/companies`, post(alice, { companyNumbers: ["09990010"] }));
    const refused = await call(base(), `/api/watchlists/${list.id}/delivery`, post(alice, { webhookUrl: "ftp://x", digestTo: null }));
    expect(await refused.json()).toMatchObject({ status: 400, parameter: "webhookUrl" });
    // Plain http and inside addresses only to the hosts the operator allows (here 127.0.0.1, the receiver's).
    for (const [url, words] of [
      ["http://hooks.example.com/dd", "must be an https:// address"], ["https://10.0.0.7/dd", "private, loopback or link-local address (10.0.0.7)"],
      ["https://169.254.169.254/latest/meta-data", "(169.254.169.254)"], ["https://localhost:8443/dd", "(localhost)"], ["http://127.0.0.2:9/dd", "must be an https:// address"],
    ] as const) {
      const answer = await call(base(), `/api/watchlists/${list.id}/delivery`, post(alice, { webhookUrl: url, digestTo: null }));
      expect(answer.headers.get("content-type")).toContain("application/problem+json");
      const problem = (await answer.json()) as { status: number; parameter: string; detail: string };
      expect(problem, url).toMatchObject({ status: 400, parameter: "webhookUrl" });
      expect(problem.detail, url).toContain(words);
    }
    const team = await createList("alice", { name: "Team delivery", shared: true });
    expect((await call(base(), `/api/watchlists/${team.id}/delivery`, post(await session("bob"), { webhookUrl: null, digestTo: null }))).status).toBe(403);
    // All at once: a name change is amber, which the default mode would hold for the daily digest.
    const set = await call(base(), `/api/watchlists/${list.id}/delivery`, post(alice, { webhookUrl: receiverUrl, digestTo: "credit@example.com", deliveryMode: "all-now" }));
    expect(set.status).toBe(200);
    const settings = (await set.json()) as { webhookSecret: string; smtpConfigured: boolean };
    expect(deliverySetSchema.parse(settings)).toEqual(settings);
    const { webhookSecret, smtpConfigured } = settings;
    expect(webhookSecret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(smtpConfigured).toBe(true);

    const profile = await sandboxProfile("09990010");
    upstream.set("09990010", profile);
    await checkNow(list.id);
    upstream.set("09990010", { ...profile, businessName: "DELIVERED NAME LTD" });
    receiverFailures = 2;
    received.length = 0;
    await checkNow(list.id);
    // Retries wait whole seconds (the job queue's backoff: 1 s, then 2 s).
    for (let i = 0; i < 300 && received.length < 3; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toHaveLength(3);
    const last = received[2]!;
    // The specification's check, written here: HMAC-SHA256 of "id.timestamp.body" under the key after whsec_.
    const key = Buffer.from(webhookSecret.slice("whsec_".length), "base64");
    const signed = `${last.headers["webhook-id"]}.${last.headers["webhook-timestamp"]}.${last.body}`;
    expect(last.headers["webhook-signature"]).toBe(`v1,${createHmac("sha256", key).update(signed).digest("base64")}`);
    expect(last.headers["webhook-signature"]).not.toBe(`v1,${createHmac("sha256", "wrong").update(signed).digest("base64")}`);
    // Every attempt is the same delivery: one webhook-id a receiver drops repeats by.
    expect(new Set(received.map((entry) => entry.headers["webhook-id"])).size).toBe(1);
    const payload = JSON.parse(last.body) as { type: string; data: { watchlistId: string; alerts: Alert[] } };
    expect(payload.type).toBe("watchlist.alerts");
    expect(payload.data.watchlistId).toBe(list.id);
    expect(payload.data.alerts.map((alert) => alert.detail)).toEqual([expect.stringContaining("to DELIVERED NAME LTD")]);
    for (let i = 0; i < 100 && !mails.some((message) => message.to.includes("credit@example.com")); i++) await new Promise((resolve) => setTimeout(resolve, 50));

    const mail = mails.find((message) => message.to.includes("credit@example.com"));
    expect(mail?.text).toContain("Company name changed from");
    expect(mail?.text).toContain("DELIVERED NAME LTD");

    const page = (await (await call(base(), `/api/watchlists/${list.id}`, { cookie: alice })).json()) as { deliveries: Array<{ channel: string; attempt: number; outcome: string; target: string }> };
    const hooks = page.deliveries.filter((entry) => entry.channel === "webhook").reverse();
    expect(hooks.map((entry) => [entry.attempt, entry.outcome])).toEqual([[1, "answered 500"], [2, "answered 500"], [3, "delivered"]]);
    expect(hooks.every((entry) => !entry.target.includes("token"))).toBe(true);
    expect(page.deliveries.find((entry) => entry.channel === "email")).toMatchObject({ outcome: "delivered" });
  });
});
