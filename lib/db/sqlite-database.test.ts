import { describe, expect, it } from "vitest";
import { openSqlite, toSqlite } from "./sqlite-database";
import type { Database } from "./database";
import { rawStatements } from "./raw-statements";

const raw = (db: Database) => rawStatements(db.query, db.kind);

describe("toSqlite", () => {
  it("rewrites $n placeholders and reorders the values to match", () => {
    expect(toSqlite("SELECT $2, $1, $2", ["a", "b"])).toEqual({ sql: "SELECT ?, ?, ?", params: ["b", "a", "b"] });
  });
});

describe("the SQLite store", () => {
  it("creates the tables and keeps the audit trail append-only", async () => {
    const db = await openSqlite(":memory:");
    await raw(db).run("INSERT INTO audit_log (at, request_id, username, via, operation, company, params, status, duration_ms) VALUES ($1, 'r', 'u', 'local', 'op', NULL, '{}', 200, 1)", [Date.now()]);
    expect(await raw(db).all("SELECT username FROM audit_log")).toEqual([{ username: "u" }]);
    await expect(raw(db).run("UPDATE audit_log SET username = 'x'")).rejects.toThrow(/append-only/);
    await expect(raw(db).run("DELETE FROM audit_log")).rejects.toThrow(/append-only/);
    await db.close();
  });
});
