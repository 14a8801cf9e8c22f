// Migration 003 on SQLite, from the schema before it (the migrations before it run): the mapping's table appears,
// empty (so the shipped default is in force), append-only, and what was stored before is untouched.
import { Kysely, Migrator, SqliteDialect } from "kysely";
import BetterSqlite3 from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { migrate, migrations } from "../migrate";

describe("migration 003 on SQLite", () => {
  it("adds the append-only severity mapping table to a database that ran the migrations before it", async () => {
    // biome-ignore lint/suspicious/noExplicitAny: the schema before 003, not the one tables.ts describes
    const db = new Kysely<any>({ dialect: new SqliteDialect({ database: new BetterSqlite3(":memory:") }) });
    try {
      const all = migrations("sqlite");
      const before = Object.fromEntries(Object.entries(all).filter(([name]) => name < "003"));
      const result = await new Migrator({ db, provider: { getMigrations: async () => before } }).migrateToLatest();
      expect(result.error).toBeUndefined();
      await db.insertInto("watchlists").values({ id: "list-1", name: "Kept", owner: "alice", owner_name: "Alice", shared: 0, interval_hours: 24, created_at: 0 }).execute();

      await migrate(db, "sqlite");
      expect(await db.selectFrom("watchlists").select("name").execute()).toEqual([{ name: "Kept" }]);
      expect(await db.selectFrom("alert_severity_mappings").selectAll().execute()).toEqual([]);
      const row = { version: 1, at: 1, username: "ada", author: "Ada", reason: "why", mapping: "{}", request_id: "r" };
      await db.insertInto("alert_severity_mappings").values(row).execute();
      await expect(db.updateTable("alert_severity_mappings").set({ reason: "rewritten" }).execute()).rejects.toThrow(/append-only/);
      await expect(db.deleteFrom("alert_severity_mappings").execute()).rejects.toThrow(/append-only/);
      await expect(db.insertInto("alert_severity_mappings").values(row).execute()).rejects.toThrow(/UNIQUE|PRIMARY/);
    } finally {
      await db.destroy();
    }
  });
});
