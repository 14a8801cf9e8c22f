// SQLite through better-sqlite3: one file, WAL so that several server processes may share it, and a busy timeout
// rather than an immediate "database is locked".
import { mkdirSync } from "node:fs";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import type { Database, SqlValue } from "./database";
import { migrate } from "./schema";

/** `$2 … $1` → `? … ?` with the values reordered to match, so one statement text serves both databases. */
export function toSqlite(sql: string, params: readonly SqlValue[]): { sql: string; params: SqlValue[] } {
  const ordered: SqlValue[] = [];
  const text = sql.replace(/\$(\d+)/g, (_, index: string) => {
    ordered.push(params[Number(index) - 1] ?? null);
    return "?";
  });
  return { sql: text, params: ordered };
}

export async function openSqlite(file: string): Promise<Database> {
  if (file !== ":memory:") mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new BetterSqlite3(file);
  db.pragma("journal_mode = WAL");
  db.pragma("busy_timeout = 5000");
  const database: Database = {
    kind: "sqlite",
    async run(sql, params = []) {
      const statement = toSqlite(sql, params);
      return db.prepare(statement.sql).run(...statement.params).changes;
    },
    async all<Row>(sql: string, params: readonly SqlValue[] = []) {
      const statement = toSqlite(sql, params);
      return db.prepare(statement.sql).all(...statement.params) as Row[];
    },
    async close() {
      db.close();
    },
  };
  await migrate(database);
  return database;
}
