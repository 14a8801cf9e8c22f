// Alert severity over HTTP, on a server and store of its own: each alert carries its level (a status change to
// liquidation red, a name change amber, as issue 35 grades them), the inbox filters and sorts by it and refuses an
// unknown value by name (400), and the mapping is read by anyone, changed by an admin only (403 for an analyst,
// 400 naming the field, a version conflict 409), reads and changes audited and applied to the alerts at once.
import { describe, expect, it } from "vitest";
import { withBffOverChangingUpstream } from "./bff-over-changing-upstream";
import { call, signedIn } from "./session";
import { severityMappingVersionSchema } from "../../lib/monitor/severity-answers";

const CRN = "09990008";
const world = withBffOverChangingUpstream("alert-severity", CRN);
const base = world.base;

const { as } = signedIn(base);
const json = { "content-type": "application/json" };

async function send(method: string, who: string, path: string, body: unknown): Promise<Response> {
  return call(base(), path, { method, cookie: await as(who), body: JSON.stringify(body), headers: { ...json, origin: base() } });
}

async function get<T>(path: string, who = "alice"): Promise<T> {
  const answer = await call(base(), path, { cookie: await as(who) });
  expect(answer.status, path).toBe(200);
  return (await answer.json()) as T;
}

type Alert = { kind: string; severity: string; title: string };
type Mapping = { version: number; mapping: Record<string, string>; reason: string | null };

async function checked(listId: string): Promise<void> {
  const before = (await get<{ lastRunAt: string | null }>(`/api/watchlists/${listId}`)).lastRunAt;
  expect((await send("POST", "alice", `/api/watchlists/${listId}/check`, {})).status).toBe(202);
  await expect.poll(async () => (await get<{ lastRunAt: string | null }>(`/api/watchlists/${listId}`)).lastRunAt, { timeout: 20_000 }).not.toBe(before);
}

describe("alert severity", () => {
  let listId = "";

  it("grades each alert, filters and sorts the inbox by level, and refuses an unknown level or order by name", async () => {
    const created = await send("POST", "alice", "/api/watchlists", { name: "Graded", shared: true });
    expect(created.status).toBe(201);
    listId = ((await created.json()) as { id: string }).id;
    expect((await send("POST", "alice", `/api/watchlists/${listId}/companies`, { companyNumbers: [CRN] })).status).toBeLessThan(300);
    await checked(listId);
    world.upstream().set(CRN, { ...world.profile(), companyStatus: "Liquidation", businessName: "GRADED RENAMED LIMITED" });
    await checked(listId);

    const all = (await get<{ items: Alert[] }>(`/api/alerts?watchlist=${listId}`)).items;
    const levels = Object.fromEntries(all.map((alert) => [alert.kind, alert.severity]));
    expect(levels).toMatchObject({ status: "red", name: "amber" });
    // The list's page: each company's last change with its level (the newest alert's).
    const listed = await get<{ companies: Array<{ lastChange: { title: string; severity: string } | null }> }>(`/api/watchlists/${listId}`);
    expect(listed.companies[0]?.lastChange).toMatchObject({ title: all[0]!.title, severity: all[0]!.severity });
    const listPage = await (await call(base(), `/watchlists/${listId}`, { cookie: await as("alice") })).text();
    const word = { red: "Red", amber: "Amber", green: "Green" }[all[0]!.severity];
    expect(listPage).toContain(`Severity: </span>${word}</span> <!-- -->${all[0]!.title}`);
    const red = (await get<{ items: Alert[] }>(`/api/alerts?watchlist=${listId}&severity=red`)).items;
    expect(red.map((alert) => alert.kind)).toEqual(all.filter((alert) => alert.severity === "red").map((alert) => alert.kind));
    expect(red.map((alert) => alert.kind)).toContain("status");
    const sorted = (await get<{ items: Alert[] }>(`/api/alerts?watchlist=${listId}&sort=severity`)).items;
    const rank = { red: 0, amber: 1, green: 2 } as Record<string, number>;
    expect(sorted.map((alert) => rank[alert.severity])).toEqual([...sorted.map((alert) => rank[alert.severity]!)].sort());

    for (const [query, parameter] of [["severity=purple", "severity"], ["sort=oldest", "sort"]]) {
      const refused = await call(base(), `/api/alerts?${query}`, { cookie: await as("alice") });
      expect(refused.status, query).toBe(400);
      expect(await refused.json(), query).toMatchObject({ parameter });
    }
    const page = await (await call(base(), `/alerts?watchlist=${listId}&severity=red`, { cookie: await as("alice") })).text();
    expect(page).toContain("Severity: </span>Red");
  });

  it("lets anyone read the mapping and only an admin change it, naming a bad field, audited and applied at once", async () => {
    const screenForAnalyst = await (await call(base(), "/alerts/severity", { cookie: await as("alice") })).text();
    expect(screenForAnalyst).toContain("Only an admin can change the levels.");
    expect(await (await call(base(), "/alerts/severity", { cookie: await as("root") })).text()).toContain("Save as a new version");
    const shipped = await get<Mapping>("/api/alert-severity");
    expect(shipped).toMatchObject({ version: 0, reason: null });
    // The answers the API's description states (lib/monitor/severity-answers.ts): nothing missing, nothing beyond.
    expect(severityMappingVersionSchema.parse(shipped)).toEqual(shipped);
    expect(shipped.mapping["name-change"]).toBe("amber");
    const mapping = { ...shipped.mapping, "name-change": "red" };

    expect((await send("PUT", "alice", "/api/alert-severity", { mapping, reason: "names matter", basedOn: 0 })).status).toBe(403);
    const unknown = await send("PUT", "root", "/api/alert-severity", { mapping: { ...mapping, bankruptcy: "red" }, reason: "x", basedOn: 0 });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(await unknown.json())).toContain("mapping.bankruptcy");
    const badLevel = await send("PUT", "root", "/api/alert-severity", { mapping: { ...mapping, ccj: "orange" }, reason: "x", basedOn: 0 });
    expect(badLevel.status).toBe(400);
    expect(JSON.stringify(await badLevel.json())).toContain("mapping.ccj");
    expect((await send("PUT", "root", "/api/alert-severity", { mapping, reason: " ", basedOn: 0 })).status).toBe(400);

    const written = await send("PUT", "root", "/api/alert-severity", { mapping, reason: "A new name hides a phoenix", basedOn: 0 });
    expect(written.status).toBe(201);
    const version = await written.json();
    expect(version).toMatchObject({ version: 1, reason: "A new name hides a phoenix", mapping });
    expect(severityMappingVersionSchema.parse(version)).toEqual(version);
    expect((await send("PUT", "root", "/api/alert-severity", { mapping, reason: "stale", basedOn: 0 })).status).toBe(409);
    expect((await get<Mapping>("/api/alert-severity")).version).toBe(1);

    expect(await (await call(base(), "/alerts/severity", { cookie: await as("alice") })).text()).toContain("A new name hides a phoenix");
    const now = (await get<{ items: Alert[] }>(`/api/alerts?watchlist=${listId}&kind=name`)).items;
    expect(now.map((alert) => alert.severity)).toEqual(["red"]);

    const audit = (await get<{ items: Array<Record<string, unknown>> }>(`/api/audit?operation=${encodeURIComponent("Alert severity mapping changed")}`, "root")).items;
    expect(audit.find((entry) => entry.requestId === written.headers.get("x-request-id"))).toMatchObject({
      username: "root", status: 201, params: { basedOn: 0, reason: "A new name hides a phoenix" },
    });
    const reads = (await get<{ items: Array<Record<string, unknown>> }>(`/api/audit?operation=${encodeURIComponent("Alert severity mapping")}`, "root")).items;
    expect(reads.some((entry) => entry.username === "alice" && entry.status === 200)).toBe(true);
  });
});
