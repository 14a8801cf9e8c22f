// Migration 011 on SQLite, from the schema before it: the screening reviews table is added, empty, and refuses an
// update or a delete (a review's history is append-only); what was stored before is kept.
import BetterSqlite3 from "better-sqlite3";
import { Kysely } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { migrations } from "../migrate";
import { rawStatements } from "../raw-statements";
import { sqliteDialect } from "../sqlite-dialect";

// biome-ignore lint/suspicious/noExplicitAny: the schema before 011, not as tables.ts says
const db = new Kysely<any>({ dialect: sqliteDialect(new BetterSqlite3(":memory:")) });
afterAll(() => db.destroy());

describe("migration 011 on SQLite", () => {
  it("adds an append-only screening_reviews, keeping the notes", async () => {
    const all = migrations("sqlite");
    for (const [name, migration] of Object.entries(all)) if (name < "011") await migration.up(db);
    const raw = rawStatements(db, "sqlite");
    await raw.run("INSERT INTO company_notes (company, at, username, author, body, request_id) VALUES ('01234567', 1, 'alice', 'Alice', 'n', 'r')");
    await all["011-screening-reviews"]!.up(db);
    expect(await raw.all("SELECT body FROM company_notes")).toEqual([{ body: "n" }]);
    await raw.run(`INSERT INTO screening_reviews (company, subject_kind, subject_role, subject_name, entity_id, verdict, reason, at, username, author,
      list_version, entity_fingerprint, subject_fingerprint, request_id) VALUES ('01234567', 'person', 'Director', 'Ann Lee', 'e1', 'false-positive',
      'other birth year', 5, 'alice', 'Alice', 'sandbox 1', 'ef', 'sf', 'r')`);
    expect(await raw.all("SELECT company, entity_id, verdict, reason FROM screening_reviews"))
      .toEqual([{ company: "01234567", entity_id: "e1", verdict: "false-positive", reason: "other birth year" }]);
    await expect(raw.run("UPDATE screening_reviews SET verdict = 'confirmed'")).rejects.toThrow(/append-only/);
    await expect(raw.run("DELETE FROM screening_reviews")).rejects.toThrow(/append-only/);
  });
});
