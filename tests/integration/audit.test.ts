// Every lookup is accountable: who, what, parameters, outcome, duration, time and request id, in an append-only
// store that admins filter and export and analysts read for themselves. No record, no answer.
import Database from "better-sqlite3";
import { describe, expect, inject, it } from "vitest";
import { call, signIn } from "./session";

const base = () => inject("accessUrl");

interface Entry { requestId: string; username: string; via: string; operation: string; company: string | null; params: Record<string, unknown>; status: number; durationMs: number; at: string }

async function audit(cookie: string, query: string): Promise<Entry[]> {
  const answer = await call(base(), `/api/audit?${query}`, { cookie });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { items: Entry[] }).items;
}

describe("the audit trail", () => {
  it("records a lookup with user, operation, parameters, status, duration, time and request id", async () => {
    const alice = (await signIn(base(), "alice")).cookie!;
    const started = Date.now();
    const lookup = await call(base(), "/api/companies/09990002/officers", { cookie: alice });
    expect(lookup.status).toBe(200);
    const requestId = lookup.headers.get("x-request-id");
    const admin = (await signIn(base(), "root")).cookie!;
    const entries = await audit(admin, "user=alice&company=09990002");
    const entry = entries.find((candidate) => candidate.requestId === requestId);
    expect(entry).toMatchObject({ username: "alice", via: "session", operation: "Officers and share details", company: "09990002", params: { crn: "09990002" }, status: 200 });
    expect(entry!.durationMs).toBeGreaterThanOrEqual(0);
    expect(Date.parse(entry!.at)).toBeGreaterThanOrEqual(started - 1000);
  });

  it("records searches and refused lookups with their outcome", async () => {
    const bob = (await signIn(base(), "bob")).cookie!;
    const search = await call(base(), "/api/charges/secured?chargeType=property%20finance&size=10", { cookie: bob });
    const refused = await call(base(), "/api/companies/123456789", { cookie: bob });
    expect(refused.status).toBe(400);
    const admin = (await signIn(base(), "root")).cookie!;
    const entries = await audit(admin, "user=bob");
    expect(entries.find((entry) => entry.requestId === search.headers.get("x-request-id"))).toMatchObject({
      operation: "Charges by charge type", company: null, params: { chargeType: "property finance", size: 10 }, status: search.status,
    });
    expect(entries.find((entry) => entry.requestId === refused.headers.get("x-request-id"))).toMatchObject({ status: 400 });
  });

  it("records the PDF's appendices chosen with the report's download", async () => {
    const alice = (await signIn(base(), "alice")).cookie!;
    const pdf = await call(base(), "/api/reports/09990001?format=pdf&appendices=officers,filings&full=filings", { cookie: alice });
    expect(pdf.status).toBe(200);
    await pdf.arrayBuffer();
    const admin = (await signIn(base(), "root")).cookie!;
    const entry = (await audit(admin, `user=alice&operation=${encodeURIComponent("Company report")}`)).find((candidate) => candidate.requestId === pdf.headers.get("x-request-id"));
    expect(entry).toMatchObject({ company: "09990001", params: { crn: "09990001", format: "pdf", appendices: "officers,filings", full: "filings" }, status: 200 });
  });

  it("records name searches and report downloads, refused ones included", async () => {
    const alice = (await signIn(base(), "alice")).cookie!;
    const search = await call(base(), "/api/search/companies?q=harbour&limit=5", { cookie: alice });
    expect(search.status).toBe(200);
    const badSearch = await call(base(), "/api/search/companies?q=&limit=500", { cookie: alice });
    expect(badSearch.status).toBe(400);
    const report = await call(base(), "/api/reports/09990001?format=json", { cookie: alice });
    expect(report.status).toBe(200);
    await report.arrayBuffer();
    const badReport = await call(base(), "/api/reports/09990001?format=docx", { cookie: alice });
    expect(badReport.status).toBe(400);
    const subsidiaries = await call(base(), "/api/search/subsidiaries?parent=9990019", { cookie: alice });
    expect(subsidiaries.status).toBe(200);
    const badSubsidiaries = await call(base(), "/api/search/subsidiaries?parent=nope", { cookie: alice });
    expect(badSubsidiaries.status).toBe(400);
    const admin = (await signIn(base(), "root")).cookie!;
    const entries = await audit(admin, "user=alice");
    const byRequest = (answer: Response) => entries.find((entry) => entry.requestId === answer.headers.get("x-request-id"));
    expect(byRequest(search)).toMatchObject({ username: "alice", operation: "Company name search", company: null, params: { q: "harbour", limit: "5" }, status: 200 });
    expect(byRequest(badSearch)).toMatchObject({ operation: "Company name search", params: { q: "", limit: "500" }, status: 400 });
    expect(byRequest(report)).toMatchObject({ username: "alice", operation: "Company report", company: "09990001", params: { crn: "09990001", format: "json" }, status: 200 });
    expect(byRequest(badReport)).toMatchObject({ operation: "Company report", company: null, status: 400 });
    expect(byRequest(subsidiaries)).toMatchObject({ username: "alice", operation: "Subsidiaries seen", company: "09990019", params: { parent: "9990019" }, status: 200 });
    expect(byRequest(badSubsidiaries)).toMatchObject({ operation: "Subsidiaries seen", company: null, status: 400 });
    const reports = await audit(admin, `operation=${encodeURIComponent("Company report")}&company=09990001`);
    expect(reports.some((entry) => entry.requestId === report.headers.get("x-request-id"))).toBe(true);
    // The audit page's operation filter offers both.
    const page = await (await call(base(), "/audit", { cookie: admin })).text();
    expect(page).toContain('<option value="Company name search"');
    expect(page).toContain('<option value="Company report"');
  });

  it("filters by operation and date, and exports CSV", async () => {
    const admin = (await signIn(base(), "root")).cookie!;
    const today = new Date().toISOString().slice(0, 10);
    const entries = await audit(admin, `operation=${encodeURIComponent("Officers and share details")}&from=${today}&to=${today}`);
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((entry) => entry.operation === "Officers and share details")).toBe(true);
    expect(await audit(admin, "from=2000-01-01&to=2000-01-02")).toEqual([]);
    expect(await (await call(base(), `/api/audit?from=${today}`, { cookie: admin })).json()).toMatchObject({ truncated: false });
    const csv = await call(base(), "/api/audit?format=csv&user=alice", { cookie: admin });
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(csv.headers.get("content-disposition")).toContain("attachment");
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]).toBe("time,user,via,operation,company,parameters,status,duration_ms,request_id,correlation_id");
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((line) => line.split(",")[1] === "alice")).toBe(true);
    expect((await call(base(), "/api/audit?user=alice&bogus=1", { cookie: admin })).status).toBe(400);
  });

  it("shows an analyst their own history only", async () => {
    const bob = (await signIn(base(), "bob")).cookie!;
    await call(base(), "/api/psc/09990016", { cookie: bob });
    const answer = await call(base(), "/api/history?user=alice", { cookie: bob });
    const items = ((await answer.json()) as { items: Entry[] }).items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((entry) => entry.username === "bob")).toBe(true);
    const page = await call(base(), "/history", { cookie: bob });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("My history");
  });

  it("is append-only in the database itself", () => {
    const db = new Database(inject("accessDbFile"));
    try {
      expect(() => db.prepare("UPDATE audit_log SET username = 'someone-else'").run()).toThrow(/append-only/);
      expect(() => db.prepare("DELETE FROM audit_log").run()).toThrow(/append-only/);
    } finally {
      db.close();
    }
  });

  it("fails the lookup when the record cannot be written", async () => {
    const answer = await call(inject("noAuditUrl"), "/api/companies/09990001");
    expect(answer.status).toBe(503);
    expect(answer.headers.get("content-type")).toBe("application/problem+json");
    const body = (await answer.json()) as { code: string };
    expect(body.code).toBe("audit-unavailable");
    expect(JSON.stringify(body)).not.toContain("09990001\",\"companyName");
  });
});
