// SQLite through better-sqlite3: one file, WAL so that several server processes may share it, and a busy timeout
// rather than an immediate "database is locked".
import { mkdirSync } from "node:fs";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { Kysely } from "kysely";
import type { Database } from "./database";
import { migrate } from "./migrate";
import { sqliteDialect } from "./sqlite-dialect";
import type { Tables } from "./tables";

export { toSqlite } from "./raw-statements";

export async function openSqlite(file: string): Promise<Database> {
  if (file !== ":memory:") mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("busy_timeout = 5000");
  const query = new Kysely<Tables>({ dialect: sqliteDialect(sqlite) });
  try {
    await migrate(query, "sqlite");
  } catch (error) {
    await query.destroy();
    throw error;
  }
  return { kind: "sqlite", query, close: () => query.destroy() };
}
