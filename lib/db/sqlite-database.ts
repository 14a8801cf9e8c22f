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
  // Statements are prepared once per text: the texts are the code's own (values are always parameters), so the map
  // stays as small as the set of queries, and preparing costs more than running on the lookup path. Keyed by the text
  // as written, with the order its placeholders take the values in, so that a statement run again (an audit batch's
  // 640 placeholders, say) is not rewritten either.
  const prepared = new Map<string, { ready: BetterSqlite3.Statement; order: number[] }>();
  const statement = (sql: string, params: readonly SqlValue[]) => {
    let known = prepared.get(sql);
    if (!known) {
      const order = Array.from(sql.matchAll(/\$(\d+)/g), (match) => Number(match[1]) - 1);
      known = { ready: db.prepare(toSqlite(sql, []).sql), order };
      prepared.set(sql, known);
    }
    return { ready: known.ready, params: known.order.map((index) => params[index] ?? null) };
  };
  const database: Database = {
    kind: "sqlite",
    async run(sql, params = []) {
      const { ready, params: values } = statement(sql, params);
      return ready.run(...values).changes;
    },
    async all<Row>(sql: string, params: readonly SqlValue[] = []) {
      const { ready, params: values } = statement(sql, params);
      return ready.all(...values) as Row[];
    },
    async close() {
      db.close();
    },
  };
  await migrate(database);
  return database;
}
