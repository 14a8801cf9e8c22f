// Triage of alerts over HTTP (issue 35), on a server and store of its own: a colleague on a shared read-only list
// acknowledges, assigns and comments on its alert (triage does not edit the list), the owner withdraws, reassigns and
// unassigns; an assignee must be able to see the list (400 naming "assignee" otherwise); an alert on another
// analyst's private list answers 404 to every triage call; comments are bounded and shown oldest first, newest last;
// every action is in the history and in the audit trail under the request that made it.
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { auditPageSchema } from "../../lib/audit/audit-answer";
import { alertDetailSchema, alertTriageSchema, inboxSchema } from "../../lib/monitor/alert-answers";
import { portfolioAnswerSchema, watchlistsSchema } from "../../lib/monitor/watchlist-answers";
import { withBffOverChangingUpstream } from "./bff-over-changing-upstream";
import { call, signedIn } from "./session";

const CRN = "09990008";
const world = withBffOverChangingUpstream("alert-triage", CRN);
const base = world.base;
const { as } = signedIn(base);

async function send(method: string, who: string, path: string, body?: unknown): Promise<Response> {
  return call(base(), path, {
    method, cookie: await as(who), headers: { "content-type": "application/json", origin: base() }, ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function get<T>(path: string, who = "alice"): Promise<T> {
  const answer = await call(base(), path, { cookie: await as(who) });
  expect(answer.status, path).toBe(200);
  return (await answer.json()) as T;
}

type Person = { username: string; name: string };
type Event = { action: string; by: Person; at: string; assignee?: Person; body?: string };
type Detail = {
  id: string; watchlistId: string; kind: string;
  triage: { acknowledged: { by: Person; at: string } | null; assignee: (Person & { by: Person }) | null; comments: number };
  comments: Event[]; history: Event[]; colleagues?: Person[];
};

async function createList(name: string, shared: boolean): Promise<string> {
  const created = await send("POST", "alice", "/api/watchlists", { name, shared });
  expect(created.status).toBe(201);
  const id = ((await created.json()) as { id: string }).id;
  expect((await send("POST", "alice", `/api/watchlists/${id}/companies`, { companyNumbers: [CRN] })).status).toBeLessThan(300);
  return id;
}

async function checked(listId: string): Promise<void> {
  const before = (await get<{ lastRunAt: string | null }>(`/api/watchlists/${listId}`)).lastRunAt;
  expect((await send("POST", "alice", `/api/watchlists/${listId}/check`, {})).status).toBe(202);
  await expect.poll(async () => (await get<{ lastRunAt: string | null }>(`/api/watchlists/${listId}`)).lastRunAt, { timeout: 20_000 }).not.toBe(before);
}

async function ok(answer: Response, status = 200): Promise<Detail> {
  expect(answer.status, await answer.clone().text()).toBe(status);
  return (await answer.json()) as Detail;
}

describe("alert triage", () => {
  it("acknowledges, assigns and comments, refuses what it must, and records every action", async () => {
    const shared = await createList("Triaged together", true);
    const own = await createList("Alice's own", false);
    await checked(shared);
    await checked(own);
    world.upstream().set(CRN, { ...world.profile(), companyStatus: "Liquidation" });
    await checked(shared);
    await checked(own);
    const alertOn = async (listId: string) => (await get<{ items: Array<{ id: string; kind: string }> }>(`/api/alerts?watchlist=${listId}&kind=status`)).items[0]!.id;
    const alert = await alertOn(shared);
    const privateAlert = await alertOn(own);
    const path = `/api/alerts/${alert}`;
    const requests: Array<{ operation: string; requestId: string; username: string }> = [];
    const done = async (operation: string, who: string, answer: Response, status = 200) => {
      requests.push({ operation, requestId: answer.headers.get("x-request-id")!, username: who });
      return ok(answer, status);
    };

    const fresh = await ok(await call(base(), path, { cookie: await as("bob") }));
    expect(fresh).toMatchObject({ id: alert, watchlistId: shared, kind: "status", triage: { acknowledged: null, assignee: null, comments: 0 }, comments: [], history: [] });
    expect(fresh.colleagues?.map((person) => person.username)).toEqual(expect.arrayContaining(["alice", "bob"]));

    // Bob, a colleague on a list read-only to him, triages: it changes the alert's handling, not the list.
    const acknowledged = await done("Alert acknowledged", "bob", await send("POST", "bob", `${path}/acknowledge`));
    expect(acknowledged.triage.acknowledged?.by.username).toBe("bob");
    const again = await ok(await send("POST", "alice", `${path}/acknowledge`));
    expect(again.triage.acknowledged).toEqual(acknowledged.triage.acknowledged);

    const assigned = await done("Alert assigned", "alice", await send("PUT", "alice", `${path}/assignee`, { assignee: "bob" }));
    expect(assigned.triage.assignee).toMatchObject({ username: "bob", by: { username: "alice" } });
    const unknown = await send("PUT", "alice", `${path}/assignee`, { assignee: "nobody-here" });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(await unknown.json())).toMatch(/assignee.*nobody-here/);
    const notOnPrivate = await send("PUT", "alice", `/api/alerts/${privateAlert}/assignee`, { assignee: "bob" });
    expect(notOnPrivate.status).toBe(400);
    expect(JSON.stringify(await notOnPrivate.json())).toMatch(/private/);

    await done("Alert commented on", "bob", await send("POST", "bob", `${path}/comments`, { body: "Liquidator appointed; stop supply." }), 201);
    const commented = await done("Alert commented on", "alice", await send("POST", "alice", `${path}/comments`, { body: "Agreed, on hold." }), 201);
    expect(commented.comments.map((comment) => [comment.by.username, comment.body])).toEqual([["bob", "Liquidator appointed; stop supply."], ["alice", "Agreed, on hold."]]);
    expect(commented.triage.comments).toBe(2);
    expect((await send("POST", "alice", `${path}/comments`, { body: "   " })).status).toBe(400);
    expect((await send("POST", "alice", `${path}/comments`, { body: "x".repeat(2001) })).status).toBe(400);

    const withdrawn = await done("Alert acknowledgement withdrawn", "alice", await send("DELETE", "alice", `${path}/acknowledge`));
    expect(withdrawn.triage.acknowledged).toBeNull();
    const reassigned = await done("Alert assigned", "alice", await send("PUT", "alice", `${path}/assignee`, { assignee: "alice" }));
    expect(reassigned.triage.assignee).toMatchObject({ username: "alice" });
    const unassigned = await done("Alert assigned", "bob", await send("PUT", "bob", `${path}/assignee`, { assignee: null }));
    expect(unassigned.triage.assignee).toBeNull();
    expect(unassigned.history.map((event) => `${event.action}:${event.by.username}`)).toEqual([
      "acknowledged:bob", "assigned:alice", "commented:bob", "commented:alice", "unacknowledged:alice", "assigned:alice", "unassigned:bob",
    ]);

    // The inbox: each alert's triage, and the "assigned to me" and "unacknowledged" filters, from the URL.
    await done("Alert assigned", "bob", await send("PUT", "bob", `${path}/assignee`, { assignee: "bob" }));
    type Inbox = { items: Array<{ id: string; triage: Detail["triage"] }> };
    const inbox = (await get<Inbox>(`/api/alerts?watchlist=${shared}`, "bob")).items;
    const listed = inbox.find((item) => item.id === alert)!.triage;
    expect(listed).toMatchObject({ acknowledged: null, assignee: { username: "bob" }, comments: 2 });
    expect((await get<Inbox>(`/api/alerts?watchlist=${shared}&assigned=me`, "bob")).items.map((item) => item.id)).toEqual([alert]);
    expect((await get<Inbox>(`/api/alerts?watchlist=${shared}&assigned=me`, "alice")).items).toEqual([]);
    expect((await get<Inbox>(`/api/alerts?watchlist=${shared}&acknowledged=false`, "bob")).items.map((item) => item.id)).toContain(alert);
    expect((await get<Inbox>(`/api/alerts?watchlist=${shared}&acknowledged=true`, "bob")).items.map((item) => item.id)).not.toContain(alert);
    const page = await (await call(base(), `/alerts?watchlist=${shared}&assigned=me`, { cookie: await as("bob") })).text();
    expect(page).toContain(`Not acknowledged · Assigned to ${listed.assignee!.name} · 2 comments`);

    // Another analyst's private list: its alert is not there for bob, whatever he tries.
    for (const [method, suffix, body] of [["GET", "", undefined], ["POST", "/acknowledge", undefined], ["PUT", "/assignee", { assignee: "bob" }], ["POST", "/comments", { body: "hi" }]] as const) {
      expect((await send(method, "bob", `/api/alerts/${privateAlert}${suffix}`, body)).status, `${method} ${suffix}`).toBe(404);
    }
    // Cross-site and anonymous calls are refused by the route rules.
    expect((await call(base(), `${path}/acknowledge`, { method: "POST", cookie: await as("alice"), headers: { origin: "https://elsewhere.example" } })).status).toBe(403);
    expect((await call(base(), path)).status).toBe(401);

    for (const { operation, requestId, username } of requests) {
      const audit = (await get<{ items: Array<Record<string, unknown>> }>(`/api/audit?operation=${encodeURIComponent(operation)}`, "root")).items;
      expect(audit.find((entry) => entry.requestId === requestId), `${operation} ${requestId}`).toMatchObject({ username, params: { id: alert, watchlist: shared } });
    }

    // Every answer here is the one the API's description states (lib/monitor/*-answers.ts, lib/audit/audit-answer.ts):
    // parsed by the very schemas, nothing missing, nothing beyond them.
    const described = (schema: z.ZodType, answer: unknown, what: string) => expect(schema.parse(answer), what).toEqual(answer);
    described(alertTriageSchema, fresh, "GET /api/alerts/{id}");
    for (const [what, answer] of [["acknowledged", acknowledged], ["assigned", assigned], ["commented", commented], ["unassigned", unassigned]] as const) {
      described(alertDetailSchema, answer, what);
    }
    described(inboxSchema, await get(`/api/alerts?watchlist=${shared}`, "bob"), "GET /api/alerts");
    described(auditPageSchema, await get("/api/audit?operation=Alert%20assigned", "root"), "GET /api/audit");
    described(watchlistsSchema, await get(`/api/watchlists?companyNumber=${CRN}`, "bob"), "GET /api/watchlists (a colleague)");
    for (const who of ["alice", "bob"]) described(portfolioAnswerSchema, await get(`/api/watchlists/${shared}`, who), `GET /api/watchlists/{id} as ${who}`);
  });
});
