// A team manages its lists over HTTP (issue 35): the owner renames a list, changes its interval and deletes it (its
// alerts kept, the deletion audited with the list's name and alert count); colleagues see a shared list but may not
// change it; only the owner sees where its alerts go.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Server } from "../../scripts/lib/processes";
import { startChangingUpstream, type ChangingUpstream } from "./changing-upstream";
import { monitorStore, startMonitorServer } from "./monitor-server";
import { companyMovedSchema, watchlistSeenSchema } from "../../lib/monitor/watchlist-answers";
import { call, signIn } from "./session";

let upstream: ChangingUpstream;
let bff: Server;
const base = () => bff.url;
const CRN = "09990001";
// biome-ignore lint/suspicious/noExplicitAny: the test edits the upstream's profile JSON freely
type Profile = Record<string, any>;
let original: Profile;

beforeAll(async () => {
  upstream = await startChangingUpstream(inject("apiKey"));
  const answer = await fetch(`${inject("sandboxUrl")}/companies/${CRN}`, { headers: { "x-api-key": inject("apiKey") } });
  original = { ...((await answer.json()) as Profile), companyStatus: "Active" };
  upstream.set(CRN, original);
  bff = await startMonitorServer({
    WATCH_SCHEDULER: "off", WATCH_MAX_UPSTREAM_PER_MINUTE: "6000", UPSTREAM_RETRIES: "0", WATCH_WEBHOOK_ALLOW_HOSTS: "127.0.0.1",
    // Small limits, so that the test reaches them (the defaults are 500 lists per user and 25,000 companies per list).
    WATCH_MAX_LISTS_PER_USER: "12", WATCH_MAX_COMPANIES_PER_LIST: "3",
    RATE_LIMIT_USER_PER_MINUTE: "100000", RATE_LIMIT_IP_PER_MINUTE: "100000", RATE_LIMIT_SIGNIN_PER_15_MINUTES: "1000",
  }, { upstream: upstream.url, store: await monitorStore("watchlist-management"), log: "watchlist-management" });
}, 120_000);

afterAll(async () => {
  await bff?.stop();
  await upstream?.close();
});

const sessions = new Map<string, string>();
async function session(name: string): Promise<string> {
  if (!sessions.has(name)) sessions.set(name, (await signIn(base(), name)).cookie!);
  return sessions.get(name)!;
}

const send = async (who: string, method: string, path: string, body?: unknown) => call(base(), path, {
  method, cookie: await session(who), headers: { "content-type": "application/json", origin: base() }, ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

type List = Record<string, unknown> & { id: string; name: string; intervalHours: number; nextCheckAt: string | null; lastRunAt: string | null };

async function createList(body: Record<string, unknown>): Promise<List> {
  const answer = await send("alice", "POST", "/api/watchlists", body);
  expect(answer.status).toBe(201);
  const created = (await answer.json()) as List;
  // The answer the API's description states (lib/monitor/watchlist-answers.ts): nothing missing, nothing beyond it.
  expect(watchlistSeenSchema.parse(created)).toEqual(created);
  return created;
}

async function read(id: string, who = "alice"): Promise<List> {
  const answer = await call(base(), `/api/watchlists/${id}`, { cookie: await session(who) });
  expect(answer.status).toBe(200);
  return (await answer.json()) as List;
}

async function checkNow(id: string): Promise<void> {
  const before = (await read(id)).lastRunAt;
  expect((await send("alice", "POST", `/api/watchlists/${id}/check`, {})).status).toBe(202);
  for (let i = 0; i < 200; i++) {
    const now = (await read(id)).lastRunAt;
    if (now && now !== before) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the check did not finish");
}

async function auditOf(operation: string): Promise<Array<{ username: string; params: Record<string, unknown>; status: number }>> {
  const answer = await call(base(), `/api/audit?user=alice&operation=${encodeURIComponent(operation)}`, { cookie: await session("root") });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { items: Array<{ username: string; params: Record<string, unknown>; status: number }> }).items;
}

describe("managing a list", () => {
  it("renames a list and changes its interval within creation's bounds, audited with before and after", async () => {
    const list = await createList({ name: "Suppliers", intervalHours: 168 });
    const answer = await send("alice", "PATCH", `/api/watchlists/${list.id}`, { name: "  Key suppliers ", intervalHours: 1 });
    expect(answer.status).toBe(200);
    const changed = await answer.json();
    expect(changed).toMatchObject({ id: list.id, name: "Key suppliers", intervalHours: 1 });
    expect(watchlistSeenSchema.parse(changed)).toEqual(changed);
    const after = await read(list.id);
    expect(after).toMatchObject({ name: "Key suppliers", intervalHours: 1 });
    // Moved from weekly to hourly: checked within the hour, not up to a week later.
    expect(Date.parse(after.nextCheckAt!)).toBeLessThanOrEqual(Date.now() + 3_600_000);

    expect(await (await send("alice", "PATCH", `/api/watchlists/${list.id}`, { intervalHours: 5 })).json()).toMatchObject({ status: 400, parameter: "intervalHours" });
    expect(await (await send("alice", "PATCH", `/api/watchlists/${list.id}`, { name: "a\nb" })).json()).toMatchObject({ status: 400, parameter: "name" });
    expect(await (await send("alice", "PATCH", `/api/watchlists/${list.id}`, { name: "x".repeat(101) })).json()).toMatchObject({ status: 400, parameter: "name" });
    expect(await (await send("alice", "PATCH", `/api/watchlists/${list.id}`, {})).json()).toMatchObject({ status: 400 });
    expect(await (await send("alice", "PATCH", `/api/watchlists/${list.id}`, { shared: true })).json()).toMatchObject({ status: 400, parameter: "shared" });
    expect((await read(list.id)).name).toBe("Key suppliers");

    const audited = (await auditOf("Watchlist changed")).find((entry) => entry.params.id === list.id && entry.status === 200);
    expect(audited?.params).toMatchObject({ was: "Suppliers", wasIntervalHours: "168", name: "Key suppliers", intervalHours: "1" });
  });

  it("deletes a list, keeping the count of its alerts in the audit trail", async () => {
    const list = await createList({ name: "To go" });
    expect((await send("alice", "POST", `/api/watchlists/${list.id}/companies`, { companyNumbers: [CRN] })).status).toBe(200);
    await checkNow(list.id);
    upstream.set(CRN, { ...original, companyStatus: "Liquidation" });
    await checkNow(list.id);
    upstream.set(CRN, original);
    const raised = ((await (await call(base(), `/api/alerts?watchlist=${list.id}`, { cookie: await session("alice") })).json()) as { items: unknown[] }).items;
    expect(raised.length).toBeGreaterThan(0);

    expect((await send("alice", "DELETE", `/api/watchlists/${list.id}`)).status).toBe(204);
    expect((await call(base(), `/api/watchlists/${list.id}`, { cookie: await session("alice") })).status).toBe(404);
    const lists = ((await (await call(base(), "/api/watchlists", { cookie: await session("alice") })).json()) as { items: List[] }).items;
    expect(lists.map((item) => item.id)).not.toContain(list.id);
    const audited = (await auditOf("Watchlist deleted")).find((entry) => entry.params.id === list.id && entry.status === 204);
    expect(audited?.params).toMatchObject({ name: "To go", companies: "1", alerts: String(raised.length) });
    expect((await send("alice", "DELETE", `/api/watchlists/${list.id}`)).status).toBe(404);
  });
});

describe("companies between lists", () => {
  it("removes and re-adds a company, and moves one between two lists the user may edit, audited", async () => {
    const from = await createList({ name: "From" });
    const to = await createList({ name: "To" });
    expect((await send("alice", "POST", `/api/watchlists/${from.id}/companies`, { companyNumbers: ["1", "2"] })).status).toBe(200);
    expect((await send("alice", "DELETE", `/api/watchlists/${from.id}/companies/2`)).status).toBe(204);
    expect((await send("alice", "DELETE", `/api/watchlists/${from.id}/companies/2`)).status).toBe(404);
    expect(await (await send("alice", "POST", `/api/watchlists/${from.id}/companies`, { companyNumbers: ["2"] })).json()).toEqual({ added: ["00000002"], refused: [] });

    const moved = await send("alice", "POST", `/api/watchlists/${from.id}/companies/1/move`, { to: to.id });
    expect(moved.status).toBe(200);
    const movedAnswer = await moved.json();
    expect(movedAnswer).toEqual({ companyNumber: "00000001", from: from.id, to: to.id });
    expect(companyMovedSchema.parse(movedAnswer)).toEqual(movedAnswer);
    const numbers = async (id: string) => ((await read(id)).companies as Array<{ companyNumber: string }>).map((row) => row.companyNumber);
    expect(await numbers(from.id)).toEqual(["00000002"]);
    expect(await numbers(to.id)).toEqual(["00000001"]);
    expect((await auditOf("Watchlist company moved")).find((entry) => entry.params.id === from.id)?.params).toMatchObject({ crn: "1", to: to.id });

    // Not on the list, already on the target, the same list, an unknown list: refused, nothing moved.
    expect((await send("alice", "POST", `/api/watchlists/${from.id}/companies/1/move`, { to: to.id })).status).toBe(404);
    await send("alice", "POST", `/api/watchlists/${to.id}/companies`, { companyNumbers: ["2"] });
    expect(await (await send("alice", "POST", `/api/watchlists/${from.id}/companies/2/move`, { to: to.id })).json()).toMatchObject({ status: 400, parameter: "to" });
    expect(await (await send("alice", "POST", `/api/watchlists/${from.id}/companies/2/move`, { to: from.id })).json()).toMatchObject({ status: 400, parameter: "to" });
    expect(await (await send("alice", "POST", `/api/watchlists/${from.id}/companies/2/move`, { to: "nope" })).json()).toMatchObject({ status: 400, parameter: "to" });
    expect(await numbers(from.id)).toEqual(["00000002"]);

    // Into a colleague's shared list that is read-only to alice: 403, nothing moved; into a private one: 400.
    const bobs = (await (await send("bob", "POST", "/api/watchlists", { name: "Bob's team", shared: true })).json()) as List;
    const bobsPrivate = (await (await send("bob", "POST", "/api/watchlists", { name: "Bob's own" })).json()) as List;
    expect((await send("alice", "POST", `/api/watchlists/${from.id}/companies/2/move`, { to: bobs.id })).status).toBe(403);
    expect(await (await send("alice", "POST", `/api/watchlists/${from.id}/companies/2/move`, { to: bobsPrivate.id })).json()).toMatchObject({ status: 400, parameter: "to" });
    expect(await numbers(from.id)).toEqual(["00000002"]);
    // A colleague cannot move out of a read-only shared list either.
    const team = await createList({ name: "Shared source", shared: true });
    await send("alice", "POST", `/api/watchlists/${team.id}/companies`, { companyNumbers: ["3"] });
    expect((await send("bob", "POST", `/api/watchlists/${team.id}/companies/3/move`, { to: bobs.id })).status).toBe(403);
  });
});

describe("a colleague on a shared list", () => {
  it("may read it but not change it (403 naming the owner) until the owner allows edits; never delete it", async () => {
    const team = await createList({ name: "Team", shared: true });
    expect((await send("alice", "POST", `/api/watchlists/${team.id}/companies`, { companyNumbers: [CRN] })).status).toBe(200);
    expect(await read(team.id, "bob")).toMatchObject({ colleaguesMayEdit: false });
    const renamed = await send("bob", "PATCH", `/api/watchlists/${team.id}`, { name: "Bob's now" });
    expect(renamed.status).toBe(403);
    expect(await renamed.json()).toMatchObject({ detail: expect.stringContaining("read-only to colleagues: its owner (alice)") });
    expect((await send("bob", "POST", `/api/watchlists/${team.id}/companies`, { companyNumbers: ["1"] })).status).toBe(403);
    expect((await send("bob", "DELETE", `/api/watchlists/${team.id}/companies/${CRN}`)).status).toBe(403);
    expect((await send("bob", "DELETE", `/api/watchlists/${team.id}`)).status).toBe(403);
    const unchanged = await read(team.id, "bob");
    expect(unchanged).toMatchObject({ name: "Team" });
    expect((unchanged.companies as Array<{ companyNumber: string }>).map((row) => row.companyNumber)).toEqual([CRN]);

    expect((await send("alice", "PATCH", `/api/watchlists/${team.id}`, { colleaguesMayEdit: true })).status).toBe(200);
    expect((await send("bob", "PATCH", `/api/watchlists/${team.id}`, { name: "Team (edited)" })).status).toBe(200);
    expect((await send("bob", "POST", `/api/watchlists/${team.id}/companies`, { companyNumbers: ["1"] })).status).toBe(200);
    expect((await send("bob", "DELETE", `/api/watchlists/${team.id}/companies/${CRN}`)).status).toBe(204);
    expect((await send("bob", "PATCH", `/api/watchlists/${team.id}`, { colleaguesMayEdit: false })).status).toBe(403);
    expect((await send("bob", "DELETE", `/api/watchlists/${team.id}`)).status).toBe(403);
    const edited = await read(team.id, "bob");
    expect(edited).toMatchObject({ name: "Team (edited)", colleaguesMayEdit: true });
    expect((edited.companies as Array<{ companyNumber: string }>).map((row) => row.companyNumber)).toEqual(["00000001"]);
    const secret = await createList({ name: "Mine" });
    expect((await send("bob", "DELETE", `/api/watchlists/${secret.id}`)).status).toBe(404);
    expect((await send("bob", "PATCH", `/api/watchlists/${secret.id}`, { name: "x" })).status).toBe(404);
  });

  it("sees whether delivery is on, never the webhook URL or the digest addresses", async () => {
    const team = await createList({ name: "Delivered", shared: true });
    const url = "http://127.0.0.1:9/hooks/secret-path?token=t0ken";
    const digest = "credit-team@example.com";
    // The target need not answer: only the settings are read back.
    const set = await send("alice", "POST", `/api/watchlists/${team.id}/delivery`, { webhookUrl: url, digestTo: digest });
    expect(set.status).toBe(200);
    expect(await read(team.id)).toMatchObject({ digestTo: digest, webhookUrl: url, digestOn: true, webhookOn: true });

    for (const path of [`/api/watchlists/${team.id}`, "/api/watchlists", `/api/watchlists?companyNumber=${CRN}`]) {
      const text = await (await call(base(), path, { cookie: await session("bob") })).text();
      expect(text, path).not.toContain(digest);
      expect(text, path).not.toContain("secret-path");
      // Alice's list as Bob sees it has no such fields at all (Bob's own lists in the index keep theirs).
      const body = JSON.parse(text) as List & { items?: List[] };
      const seen = body.items ? body.items.find((item) => item.id === team.id)! : body;
      expect(Object.keys(seen), path).not.toContain("digestTo");
      expect(Object.keys(seen), path).not.toContain("webhookUrl");
    }
    expect(await read(team.id, "bob")).toMatchObject({ digestOn: true, webhookOn: true });
  });
});

describe("limits", () => {
  it("refuses a list beyond the lists one user may own, with a 409 naming the limit", async () => {
    for (let i = 0; i < 12; i++) expect((await send("dana", "POST", "/api/watchlists", { name: `Dana ${i}` })).status).toBe(201);
    const refused = await send("dana", "POST", "/api/watchlists", { name: "One too many" });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: "limit-reached", limit: "WATCH_MAX_LISTS_PER_USER", max: 12, detail: expect.stringContaining("12 watchlists") });
    const danas = ((await (await call(base(), "/api/watchlists", { cookie: await session("dana") })).json()) as { items: List[] }).items;
    expect(danas.filter((list) => list.owner === "dana")).toHaveLength(12);
  });

  it("refuses companies beyond what one list may hold, adding none of them, with a 409 naming the limit and the room left", async () => {
    const list = await createList({ name: "Small" });
    expect((await send("alice", "POST", `/api/watchlists/${list.id}/companies`, { companyNumbers: ["1", "2"] })).status).toBe(200);
    const refused = await send("alice", "POST", `/api/watchlists/${list.id}/companies`, { companyNumbers: ["3", "4"] });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: "limit-reached", limit: "WATCH_MAX_COMPANIES_PER_LIST", max: 3, detail: expect.stringContaining("room for 1 more, not 2") });
    expect(((await read(list.id)).companies as unknown[])).toHaveLength(2);
    expect((await send("alice", "POST", `/api/watchlists/${list.id}/companies`, { companyNumbers: ["3", "1"] })).status).toBe(200);
    expect(((await read(list.id)).companies as unknown[])).toHaveLength(3);
  });
});
