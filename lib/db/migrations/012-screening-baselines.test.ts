// Migration 012 on SQLite, from the schema before it: the last screening of each watched company is a new, empty
// table, one row per company; what was stored before (the reviews of 011) is kept.
import BetterSqlite3 from "better-sqlite3";
import { Kysely } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { migrations } from "../migrate";
import { rawStatements } from "../raw-statements";
import { sqliteDialect } from "../sqlite-dialect";

// biome-ignore lint/suspicious/noExplicitAny: the schema before 012, not as tables.ts says
const db = new Kysely<any>({ dialect: sqliteDialect(new BetterSqlite3(":memory:")) });
afterAll(() => db.destroy());

describe("migration 012 on SQLite", () => {
  it("adds screening_baselines, one row per company, keeping the reviews", async () => {
    const all = migrations("sqlite");
    for (const [name, migration] of Object.entries(all)) if (name < "012") await migration.up(db);
    const raw = rawStatements(db, "sqlite");
    await raw.run(`INSERT INTO screening_reviews (company, subject_kind, subject_role, subject_name, entity_id, verdict, reason, at, username, author,
      list_version, entity_fingerprint, subject_fingerprint, request_id) VALUES ('01234567', 'person', 'Director', 'Ann Lee', 'e1', 'false-positive',
      'other birth year', 5, 'alice', 'Alice', 'sandbox 1', 'ef', 'sf', 'r')`);
    await all["012-screening-baselines"]!.up(db);
    expect(await raw.all("SELECT company, entity_id FROM screening_reviews")).toEqual([{ company: "01234567", entity_id: "e1" }]);
    await raw.run("INSERT INTO screening_baselines (company, list_version, screened_at, subjects_fingerprint, matches) VALUES ('01234567', 'v1', 7, 'sf', '[]')");
    expect(await raw.all("SELECT * FROM screening_baselines")).toEqual([
      { company: "01234567", list_version: "v1", screened_at: 7, subjects_fingerprint: "sf", matches: "[]" },
    ]);
    await expect(raw.run("INSERT INTO screening_baselines (company, list_version, screened_at, subjects_fingerprint, matches) VALUES ('01234567', 'v2', 8, 'sf', '[]')"))
      .rejects.toThrow(/UNIQUE/);
  });
});
