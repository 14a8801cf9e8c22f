// Migration 004 on SQLite, from the schema before it: every list gets the "colleagues may edit" flag, off, so a
// shared list made before it is read-only to colleagues; its other columns and rows are kept.
import BetterSqlite3 from "better-sqlite3";
import { Kysely } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { rawStatements } from "../raw-statements";
import { sqliteDialect } from "../sqlite-dialect";
import { initial } from "./001-initial";
import { alertPublicIdRequired } from "./002-alert-public-id-required";
import { colleaguesMayEdit } from "./004-colleagues-may-edit";

// biome-ignore lint/suspicious/noExplicitAny: the schema before 004, not as tables.ts says
const db = new Kysely<any>({ dialect: sqliteDialect(new BetterSqlite3(":memory:")) });
afterAll(() => db.destroy());

describe("migration 004 on SQLite", () => {
  it("adds colleagues_may_edit, off for every existing list, keeping the rows", async () => {
    await initial("sqlite").up(db);
    await alertPublicIdRequired("sqlite").up(db);
    const raw = rawStatements(db, "sqlite");
    await raw.run("INSERT INTO watchlists (id, name, owner, owner_name, shared, interval_hours, created_at) VALUES ('list-1', 'Key accounts', 'alice', 'Alice', 1, 24, 5000)");
    await colleaguesMayEdit("sqlite").up(db);
    expect(await raw.all("SELECT id, name, shared, colleagues_may_edit FROM watchlists")).toEqual([{ id: "list-1", name: "Key accounts", shared: 1, colleagues_may_edit: 0 }]);
    const column = await raw.all<{ notnull: number; dflt_value: string }>("SELECT \"notnull\", dflt_value FROM pragma_table_info('watchlists') WHERE name = 'colleagues_may_edit'");
    expect(column).toEqual([{ notnull: 1, dflt_value: "0" }]);
  });
});
