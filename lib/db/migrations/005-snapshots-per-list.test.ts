// Migration 005 on SQLite, from the schema before it (the migrations before it run): each company's snapshot becomes
// one per list holding it, with every column kept, so an upgrade raises nothing and loses no list's baseline; a
// snapshot of a company no list holds goes; the key is (list, company).
import BetterSqlite3 from "better-sqlite3";
import { Kysely, Migrator } from "kysely";
import { describe, expect, it } from "vitest";
import { migrate, migrations } from "../migrate";
import { sqliteDialect } from "../sqlite-dialect";

const ROW = { taken_at: 1000, snapshot: "{\"name\":\"ACME LTD\"}", checked_at: 2000, error: "upstream answered 503", error_at: 2000 };

describe("migration 005 on SQLite", () => {
  it("copies each company's snapshot to every list holding it, keyed by (list, company)", async () => {
    // biome-ignore lint/suspicious/noExplicitAny: the schema before 005, not the one tables.ts describes
    const db = new Kysely<any>({ dialect: sqliteDialect(new BetterSqlite3(":memory:")) });
    try {
      const before = Object.fromEntries(Object.entries(migrations("sqlite")).filter(([name]) => name < "005"));
      expect((await new Migrator({ db, provider: { getMigrations: async () => before } }).migrateToLatest()).error).toBeUndefined();
      await db.insertInto("watchlist_companies").values([
        { watchlist_id: "list-1", company: "00000001", added_at: 0, added_by: "alice" },
        { watchlist_id: "list-2", company: "00000001", added_at: 0, added_by: "bob" },
        { watchlist_id: "list-1", company: "00000002", added_at: 0, added_by: "alice" },
      ]).execute();
      await db.insertInto("watch_snapshots").values([
        { company: "00000001", ...ROW },
        { company: "00000002", taken_at: null, snapshot: null, checked_at: 3000, error: "not found", error_at: 3000 },
        { company: "00000003", ...ROW },
      ]).execute();

      await migrate(db, "sqlite");
      expect(await db.selectFrom("watch_snapshots").selectAll().orderBy("watchlist_id").orderBy("company").execute()).toEqual([
        { watchlist_id: "list-1", company: "00000001", ...ROW },
        { watchlist_id: "list-1", company: "00000002", taken_at: null, snapshot: null, checked_at: 3000, error: "not found", error_at: 3000 },
        { watchlist_id: "list-2", company: "00000001", ...ROW },
      ]);
      await expect(db.insertInto("watch_snapshots").values({ watchlist_id: "list-1", company: "00000001", checked_at: 1 }).execute())
        .rejects.toThrow(/UNIQUE|PRIMARY/);
      await db.insertInto("watch_snapshots").values({ watchlist_id: "list-3", company: "00000001", checked_at: 1 }).execute();
      const indexes = await db.selectFrom("sqlite_master").select("name").where("tbl_name", "=", "watch_snapshots").where("type", "=", "index")
        .where("name", "not like", "sqlite_%").execute();
      expect(indexes).toEqual([{ name: "watch_snapshots_company" }]);
    } finally {
      await db.destroy();
    }
  });
});
