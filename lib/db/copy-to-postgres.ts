// Moves an embedded install's data (one SQLite file) into the PostgreSQL that several servers share: users'
// tokens, live sessions, the audit trail, notes and decisions. Safe to run again: a row already there is skipped
// (tokens and sessions by their key, append-only rows by their request id), so an interrupted copy is finished by
// running it once more and nothing is ever doubled. Rows go in their original order, so ids stay chronological.
import type { Database, SqlValue } from "./database";

interface TableCopy {
  table: string;
  columns: readonly string[];
  /** The column that says "already copied". */
  key: string;
  /** Rows worth moving (a session that has expired is not). */
  where?: (now: number) => { sql: string; params: SqlValue[] };
  /** The source's order; its own id keeps the append-only tables in the order they were written. */
  orderBy: string;
}

const AUDIT = ["at", "request_id", "correlation_id", "username", "via", "operation", "company", "params", "status", "duration_ms"];
const NOTES = ["company", "at", "username", "author", "body", "request_id"];
const DECISIONS = [
  "company", "at", "username", "author", "outcome", "conditions", "limit_granted", "currency", "review_date", "rationale", "request_id",
];

/** Every table a second server needs. A feature that adds a table of users' data adds it here. */
export const COPIED_TABLES: readonly TableCopy[] = [
  {
    table: "api_tokens", key: "id", orderBy: "created_at, id",
    columns: ["id", "token_hash", "username", "name", "role", "origin", "label", "created_at", "last_used_at", "revoked_at", "expires_at"],
  },
  {
    table: "sessions", key: "id_hash", orderBy: "created_at, id_hash",
    columns: ["id_hash", "username", "name", "role", "origin", "created_at", "expires_at"],
    where: (now) => ({ sql: "expires_at > $1", params: [now] }),
  },
  { table: "audit_log", key: "request_id", orderBy: "id", columns: AUDIT },
  { table: "company_notes", key: "request_id", orderBy: "id", columns: NOTES },
  { table: "company_decisions", key: "request_id", orderBy: "id", columns: DECISIONS },
];

export interface TableCount { table: string; read: number; copied: number; skipped: number }

const PAGE = 500;

export async function copyToPostgres(source: Database, target: Database, onTable?: (count: TableCount) => void): Promise<TableCount[]> {
  if (source.kind !== "sqlite" || target.kind !== "postgres") throw new Error("copies from SQLite into PostgreSQL only");
  const counts: TableCount[] = [];
  for (const copy of COPIED_TABLES) {
    const count = await copyTable(source, target, copy);
    onTable?.(count);
    counts.push(count);
  }
  return counts;
}

async function copyTable(source: Database, target: Database, copy: TableCopy): Promise<TableCount> {
  const present = new Set((await target.all<{ key: string }>(`SELECT ${copy.key} AS key FROM ${copy.table}`)).map((row) => row.key));
  const filter = copy.where?.(Date.now());
  const count: TableCount = { table: copy.table, read: 0, copied: 0, skipped: 0 };
  for (let offset = 0; ; offset += PAGE) {
    const rows = await source.all<Record<string, SqlValue>>(
      `SELECT ${copy.columns.join(", ")} FROM ${copy.table} ${filter ? `WHERE ${filter.sql}` : ""} ORDER BY ${copy.orderBy}
       LIMIT ${PAGE} OFFSET ${offset}`,
      filter?.params ?? [],
    );
    count.read += rows.length;
    const fresh = rows.filter((row) => !present.has(String(row[copy.key])));
    count.skipped += rows.length - fresh.length;
    if (fresh.length) {
      const values: SqlValue[] = [];
      const tuples = fresh.map((row) => `(${copy.columns.map((column) => {
        values.push(row[column] ?? null);
        return `$${values.length}`;
      }).join(", ")})`);
      // ON CONFLICT guards the keyed tables against a server writing the same row meanwhile.
      const conflict = copy.key === "request_id" ? "" : ` ON CONFLICT (${copy.key}) DO NOTHING`;
      count.copied += await target.run(`INSERT INTO ${copy.table} (${copy.columns.join(", ")}) VALUES ${tuples.join(", ")}${conflict}`, values);
      for (const row of fresh) present.add(String(row[copy.key]));
    }
    if (rows.length < PAGE) return count;
  }
}
