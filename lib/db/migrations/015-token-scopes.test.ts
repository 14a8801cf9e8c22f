// Migration 015 on SQLite, from the schema before it: every token gets a scope, read-write, so a token made before
// scopes keeps its power; its other columns and rows are kept.
import BetterSqlite3 from "better-sqlite3";
import { Kysely } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { rawStatements } from "../raw-statements";
import { sqliteDialect } from "../sqlite-dialect";
import { initial } from "./001-initial";
import { tokenScopes } from "./015-token-scopes";

// biome-ignore lint/suspicious/noExplicitAny: the schema before 015, not as tables.ts says
const db = new Kysely<any>({ dialect: sqliteDialect(new BetterSqlite3(":memory:")) });
afterAll(() => db.destroy());

describe("migration 015 on SQLite", () => {
  it("adds scope, read-write for every existing token, keeping the rows", async () => {
    await initial("sqlite").up(db);
    const raw = rawStatements(db, "sqlite");
    await raw.run("INSERT INTO api_tokens (id, token_hash, username, name, role, origin, label, created_at, expires_at) VALUES ('t1', 'h1', 'alice', 'Alice', 'analyst', 'file', 'nightly', 5000, 9000)");
    await tokenScopes("sqlite").up(db);
    expect(await raw.all("SELECT id, username, label, expires_at, scope FROM api_tokens")).toEqual([{ id: "t1", username: "alice", label: "nightly", expires_at: 9000, scope: "read-write" }]);
    const column = await raw.all<{ notnull: number; dflt_value: string }>("SELECT \"notnull\", dflt_value FROM pragma_table_info('api_tokens') WHERE name = 'scope'");
    expect(column).toEqual([{ notnull: 1, dflt_value: "'read-write'" }]);
  });
});
