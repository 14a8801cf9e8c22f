// Text statements with `$n` placeholders run through Kysely's connection, so they share its pool (PostgreSQL) or
// its one connection and its transactions (SQLite).
import { CompiledQuery, type Kysely } from "kysely";
import type { DatabaseKind, RawStatements, SqlValue } from "./database";

/** `$2 … $1` → `? … ?` with the values reordered to match, so one statement text serves both databases. */
export function toSqlite(sql: string, params: readonly SqlValue[]): { sql: string; params: SqlValue[] } {
  const ordered: SqlValue[] = [];
  const text = sql.replace(/\$(\d+)/g, (_, index: string) => {
    ordered.push(params[Number(index) - 1] ?? null);
    return "?";
  });
  return { sql: text, params: ordered };
}

// biome-ignore lint/suspicious/noExplicitAny: the statements name tables by text, whatever the typed schema says
export function rawStatements(db: Kysely<any>, kind: DatabaseKind): RawStatements {
  // The rewrite of each text, kept: the texts are the code's own, so the map stays as small as the set of queries.
  const rewritten = new Map<string, { sql: string; order: number[] }>();
  const compile = (sql: string, params: readonly SqlValue[]) => {
    if (kind === "postgres") return CompiledQuery.raw(sql, [...params]);
    let known = rewritten.get(sql);
    if (!known) {
      known = { sql: toSqlite(sql, []).sql, order: Array.from(sql.matchAll(/\$(\d+)/g), (match) => Number(match[1]) - 1) };
      rewritten.set(sql, known);
    }
    return CompiledQuery.raw(known.sql, known.order.map((index) => params[index] ?? null));
  };
  return {
    kind,
    async run(sql, params = []) {
      const result = await db.executeQuery(compile(sql, params));
      return Number(result.numAffectedRows ?? 0);
    },
    async all<Row>(sql: string, params: readonly SqlValue[] = []) {
      return (await db.executeQuery(compile(sql, params))).rows as Row[];
    },
  };
}
