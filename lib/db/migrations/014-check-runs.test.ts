// Migration 014 on SQLite, from the schema before it: a list's schedule and history survive, the lease columns go and
// the run columns start empty, so no list is held by a run after the upgrade.
import BetterSqlite3 from "better-sqlite3";
import { Kysely } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { migrations } from "../migrate";
import { rawStatements } from "../raw-statements";
import { sqliteDialect } from "../sqlite-dialect";

// biome-ignore lint/suspicious/noExplicitAny: the schema before 014, not as tables.ts says
const db = new Kysely<any>({ dialect: sqliteDialect(new BetterSqlite3(":memory:")) });
afterAll(() => db.destroy());

describe("migration 014 on SQLite", () => {
  it("replaces the lease with the run in progress, keeping each list's schedule", async () => {
    const all = migrations("sqlite");
    for (const [name, migration] of Object.entries(all)) if (name < "014") await migration.up(db);
    const raw = rawStatements(db, "sqlite");
    await raw.run("INSERT INTO watch_jobs (watchlist_id, due_at, locked_until, locked_by, last_run_at, runs) VALUES ('list-1', 5000, 9000, 'old-server', 4000, 3)");
    await all["014-check-runs"]!.up(db);
    expect(await raw.all("SELECT * FROM watch_jobs")).toEqual([
      { watchlist_id: "list-1", due_at: 5000, last_run_at: 4000, runs: 3, run_id: null, run_cursor: null, run_seen_at: null },
    ]);
  });
});
