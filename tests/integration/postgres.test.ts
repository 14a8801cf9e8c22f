// The PostgreSQL path: the limited BFF keeps sessions, tokens and the audit trail there when DATABASE_URL is set
// (.ci/run starts a server and sets it). Skipped only on a machine without one, never in CI.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { call, signIn } from "./session";

const databaseUrl = inject("databaseUrl");
if (!databaseUrl && process.env.CI) throw new Error("CI must provide DATABASE_URL: .ci/run starts PostgreSQL for these tests");

describe.skipIf(!databaseUrl)("PostgreSQL store", () => {
  const pool = new pg.Pool({ connectionString: databaseUrl });
  afterAll(() => pool.end());

  it("holds the session and the audit record of a lookup", async () => {
    const { cookie } = await signIn(inject("limitedUrl"), "root", { forwardedFor: "198.51.100.77" });
    expect(cookie).not.toBeNull();
    const lookup = await call(inject("limitedUrl"), "/api/companies/09990003", { cookie, headers: { "x-forwarded-for": "198.51.100.77" } });
    expect(lookup.status).toBe(200);
    const requestId = lookup.headers.get("x-request-id");
    const rows = await pool.query("SELECT username, operation, company, status FROM audit_log WHERE request_id = $1", [requestId]);
    expect(rows.rows).toEqual([{ username: "root", operation: "Company profile", company: "09990003", status: 200 }]);
    const sessions = await pool.query("SELECT count(*)::int AS n FROM sessions WHERE username = 'root'");
    expect(sessions.rows[0].n).toBeGreaterThan(0);

    // The audit page's query and the tokens, read back through the BFF from PostgreSQL.
    const audit = await call(inject("limitedUrl"), "/api/audit?company=09990003&user=root", { cookie, headers: { "x-forwarded-for": "198.51.100.77" } });
    const items = ((await audit.json()) as { items: { requestId: string; at: string; status: number }[] }).items;
    expect(items.find((item) => item.requestId === requestId)).toMatchObject({ status: 200 });
    expect(Number.isNaN(Date.parse(items[0]!.at))).toBe(false);
    const token = await call(inject("limitedUrl"), "/api/tokens", {
      method: "POST", cookie, body: JSON.stringify({ label: "pg" }),
      headers: { "content-type": "application/json", origin: inject("limitedUrl"), "x-forwarded-for": "198.51.100.77" },
    });
    expect(token.status).toBe(201);
    const stored = await pool.query("SELECT token_hash FROM api_tokens WHERE username = 'root' AND label = 'pg'");
    expect(stored.rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  // The trail's group commit on PostgreSQL itself (lib/audit/group-commit.ts through lib/audit/audit-log.ts): records
  // arriving together are one multi-row INSERT, so rows of one batch share the transaction that wrote them (xmin).
  it("writes records arriving together as one INSERT per batch of at most 64, every record whole", async () => {
    const before = process.env.DATABASE_URL;
    process.env.DATABASE_URL = databaseUrl;
    const { appendAudit } = await import("../../lib/audit/audit-log");
    const { database } = await import("../../lib/db/connection");
    try {
      const user = `batch-${randomUUID()}`;
      const entries = Array.from({ length: 100 }, (_, index) => ({
        at: new Date(Date.UTC(2026, 10, 22, 10, 0, index % 60)), requestId: randomUUID(), correlationId: index % 2 ? `corr-${index}` : null,
        username: user, via: "session" as const, operation: "Company profile", company: String(9990001 + index).padStart(8, "0"),
        params: { crn: String(index) }, status: index % 7 ? 200 : 404, durationMs: index + 0.4,
      }));
      await Promise.all(entries.map((entry) => appendAudit(entry)));
      const rows = (await pool.query("SELECT xmin::text AS tx, request_id, correlation_id, company, params, status, duration_ms, at FROM audit_log WHERE username = $1", [user])).rows;
      expect(rows).toHaveLength(entries.length);
      const byId = new Map(rows.map((row) => [row.request_id as string, row]));
      for (const [index, entry] of entries.entries()) {
        expect(byId.get(entry.requestId), `record ${index}`).toMatchObject({
          correlation_id: entry.correlationId, company: entry.company, params: JSON.stringify(entry.params), status: entry.status, duration_ms: Math.round(entry.durationMs),
        });
        expect(Number(byId.get(entry.requestId).at)).toBe(entry.at.getTime());
      }
      // 100 records queued in one turn: a batch of 64, then one of 36 — two transactions, not a hundred.
      const perTransaction = new Map<string, number>();
      for (const row of rows) perTransaction.set(row.tx, (perTransaction.get(row.tx) ?? 0) + 1);
      const sizes = [...perTransaction.values()].sort((a, b) => b - a);
      expect(sizes).toEqual([64, 36]);
    } finally {
      await (await database()).close();
      if (before === undefined) Reflect.deleteProperty(process.env, "DATABASE_URL");
      else process.env.DATABASE_URL = before;
    }
  });

  it("refuses UPDATE, DELETE and TRUNCATE of the audit trail", async () => {
    await expect(pool.query("UPDATE audit_log SET username = 'x'")).rejects.toThrow(/append-only/);
    await expect(pool.query("DELETE FROM audit_log")).rejects.toThrow(/append-only/);
    await expect(pool.query("TRUNCATE audit_log")).rejects.toThrow(/append-only/);
  });
});
