import { describe, expect, it } from "vitest";
import { openSqlite } from "../../sqlite-database";
import type { Database } from "../../database";
import { rawStatements } from "../../raw-statements";

const raw = (db: Database) => rawStatements(db.query, db.kind);

describe("notes and decisions in SQLite", () => {
  it("are append-only: rows can be added and read, never changed or removed", async () => {
    const db = await openSqlite(":memory:");
    await raw(db).run(`INSERT INTO company_notes (company, at, username, author, body, request_id) VALUES ('00000001', 1, 'u', 'U', 'first', 'r')`);
    await raw(db).run(`INSERT INTO company_decisions (company, at, username, author, outcome, conditions, limit_granted, currency, review_date, rationale, request_id)
      VALUES ('00000001', 1, 'u', 'U', 'approve', NULL, 5000, 'GBP', '2030-01-01', 'why', 'r')`);
    expect(await raw(db).all("SELECT body FROM company_notes")).toEqual([{ body: "first" }]);
    for (const table of ["company_notes", "company_decisions"]) {
      await expect(raw(db).run(`UPDATE ${table} SET username = 'x'`)).rejects.toThrow(/append-only/);
      await expect(raw(db).run(`DELETE FROM ${table}`)).rejects.toThrow(/append-only/);
    }
    await db.close();
  });

  it("keep each decision's evidence and its one second approval append-only beside it", async () => {
    const db = await openSqlite(":memory:");
    await raw(db).run(`INSERT INTO decision_evidence (decision_id, evidence, override_reason, policy_version, needs_approval) VALUES (1, '{}', NULL, 1, 1)`);
    await raw(db).run(`INSERT INTO decision_approvals (decision_id, at, username, author, approve, comment, request_id) VALUES (1, 1, 'u', 'U', 1, NULL, 'r')`);
    await expect(raw(db).run(`INSERT INTO decision_approvals (decision_id, at, username, author, approve, comment, request_id) VALUES (1, 2, 'v', 'V', 0, NULL, 's')`))
      .rejects.toThrow(/UNIQUE/);
    for (const table of ["decision_evidence", "decision_approvals"]) {
      await expect(raw(db).run(`UPDATE ${table} SET decision_id = 2`)).rejects.toThrow(/append-only/);
      await expect(raw(db).run(`DELETE FROM ${table}`)).rejects.toThrow(/append-only/);
    }
    await db.close();
  });
});
