import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../db/test-database";
import { type AuditEntry, appendAudit, auditedUsernames, queryAudit } from "./audit-log";

const entry = (n: number, over: Partial<AuditEntry> = {}): AuditEntry => ({
  at: new Date(Date.UTC(2026, 0, 1 + (n % 3), 12)), requestId: `r-${n}`, correlationId: n % 2 ? `c-${n}` : null,
  username: n % 2 ? "alice" : "bob", via: "session", operation: "Company profile", company: "00000001",
  params: { n }, status: 200, durationMs: 1.4, ...over,
});

describe("the audit trail", () => {
  const db = useTestDatabase();

  it("writes records arriving together as one batch and reads them back newest first, filtered", async () => {
    await Promise.all(Array.from({ length: 100 }, (_, n) => appendAudit(entry(n))));
    const all = await queryAudit({}, 1000);
    expect(all.entries).toHaveLength(100);
    expect(all.truncated).toBe(false);
    expect(all.entries[0]).toEqual({ ...entry(98), durationMs: 1 });
    const alices = await queryAudit({ username: "alice", company: "00000001", operation: "Company profile", from: "2026-01-02", to: "2026-01-02" });
    expect(alices.entries.map((row) => row.requestId).sort()).toEqual(
      Array.from({ length: 100 }, (_, n) => n).filter((n) => n % 2 && n % 3 === 1).map((n) => `r-${n}`).sort(),
    );
    const page = await queryAudit({}, 10);
    expect(page.entries).toHaveLength(10);
    expect(page.truncated).toBe(true);
    expect(await auditedUsernames()).toEqual(["alice", "bob"]);
  });

  it("is append-only", async () => {
    await expect(db().query.updateTable("audit_log").set({ username: "x" }).execute()).rejects.toThrow(/append-only/);
    await expect(db().query.deleteFrom("audit_log").execute()).rejects.toThrow(/append-only/);
  });
});
