// Moves an embedded install's data (one SQLite file) into the PostgreSQL that several servers share: users'
// tokens, live sessions, the audit trail, notes and decisions (with their evidence and approvals), the credit policy's versions, the monitor's watchlists, alerts and deliveries, and the alert severity mappings. Safe
// to run again: a row already there is skipped (by its key, append-only rows by their request id), so an interrupted
// copy is finished by running it once more and nothing is ever doubled. Rows go in their original order.
import { type Kysely, sql } from "kysely";
import type { Database, SqlValue } from "./database";
import type { Tables } from "./tables";

type Column<T extends keyof Tables> = keyof Tables[T] & string;

interface TableCopy<T extends keyof Tables = keyof Tables> {
  table: T;
  columns: readonly Column<T>[];
  /** The columns that say "already copied". */
  key: readonly Column<T>[];
  /** The rows keep their ids (others refer to them); the id sequence is moved past them after the copy. */
  serial?: boolean;
  /** Rows worth moving: those whose time in this column is still ahead (a session that has expired is not). */
  liveUntil?: Column<T>;
  /** The source's order; its own id keeps the append-only tables in the order they were written. */
  orderBy: readonly Column<T>[];
}

/** One table's copy, its column names checked against tables.ts. */
const tableCopy = <T extends keyof Tables>(table: TableCopy<T>): TableCopy => table as unknown as TableCopy;

const AUDIT: readonly Column<"audit_log">[] = [
  "at", "request_id", "correlation_id", "username", "via", "operation", "company", "params", "status", "duration_ms",
];
const NOTES: readonly Column<"company_notes">[] = ["company", "at", "username", "author", "body", "request_id"];
const DECISIONS: readonly Column<"company_decisions">[] = [
  "company", "at", "username", "author", "outcome", "conditions", "limit_granted", "currency", "review_date", "rationale", "request_id",
];

/**
 * The monitor's tables (lib/db/migrations/001/monitor.ts). Alerts keep their ids, which reads refer to, and their public ids,
 * which receivers of their webhooks already hold; a claim on a job or a
 * webhook attempt is not copied (it belonged to the embedded server), so the first server on PostgreSQL takes them up.
 */
const MONITOR_TABLES: readonly TableCopy[] = [
  tableCopy({
    table: "watchlists", key: ["id"], orderBy: ["created_at", "id"],
    columns: ["id", "name", "owner", "owner_name", "shared", "interval_hours", "created_at", "webhook_url", "webhook_secret", "digest_to", "colleagues_may_edit",
      "delivery_mode", "webhook_secret_previous", "webhook_secret_previous_until"],
  }),
  tableCopy({ table: "watchlist_companies", key: ["watchlist_id", "company"], orderBy: ["added_at", "watchlist_id", "company"], columns: ["watchlist_id", "company", "added_at", "added_by"] }),
  tableCopy({
    table: "watch_snapshots", key: ["watchlist_id", "company"], orderBy: ["watchlist_id", "company"],
    columns: ["watchlist_id", "company", "taken_at", "snapshot", "checked_at", "error", "error_at"],
  }),
  tableCopy({
    table: "watch_alerts", key: ["id"], serial: true, orderBy: ["id"],
    columns: ["id", "watchlist_id", "company", "kind", "change_key", "title", "detail", "evidence", "detected_at", "public_id"],
  }),
  tableCopy({ table: "watch_alert_reads", key: ["alert_id", "username"], orderBy: ["alert_id", "username"], columns: ["alert_id", "username", "read_at"] }),
  tableCopy({ table: "company_views", key: ["username", "company"], orderBy: ["username", "company"], columns: ["username", "company", "viewed_at"] }),
  tableCopy({ table: "watch_jobs", key: ["watchlist_id"], orderBy: ["watchlist_id"], columns: ["watchlist_id", "due_at", "last_run_at", "runs"] }),
  tableCopy({
    table: "watch_deliveries", key: ["id"], serial: true, orderBy: ["id"],
    columns: ["id", "watchlist_id", "channel", "target", "alerts", "attempt", "at", "status", "outcome"],
  }),
  // Alerts held for a list's next digest (migration 010). Delivery jobs queued on the embedded server are not copied:
  // the job queue is the engine's own (pg-boss on PostgreSQL).
  tableCopy({ table: "watch_digest_pending", key: ["watchlist_id", "alert_id"], orderBy: ["queued_at", "alert_id"], columns: ["watchlist_id", "alert_id", "queued_at"] }),
];

/** Every table a second server needs. A feature that adds a table of users' data adds it here. */
export const COPIED_TABLES: readonly TableCopy[] = [
  tableCopy({
    table: "api_tokens", key: ["id"], orderBy: ["created_at", "id"],
    columns: ["id", "token_hash", "username", "name", "role", "origin", "label", "created_at", "last_used_at", "revoked_at", "expires_at", "scope"],
  }),
  tableCopy({
    table: "sessions", key: ["id_hash"], orderBy: ["created_at", "id_hash"],
    columns: ["id_hash", "username", "name", "role", "origin", "created_at", "expires_at"],
    liveUntil: "expires_at",
  }),
  tableCopy({ table: "audit_log", key: ["request_id"], orderBy: ["id"], columns: AUDIT }),
  tableCopy({ table: "company_notes", key: ["request_id"], orderBy: ["id"], columns: NOTES }),
  // Decisions keep their ids: their evidence and approvals refer to them.
  tableCopy({ table: "company_decisions", key: ["request_id"], serial: true, orderBy: ["id"], columns: ["id", ...DECISIONS] }),
  tableCopy({
    table: "decision_evidence", key: ["decision_id"], orderBy: ["decision_id"],
    columns: ["decision_id", "evidence", "override_reason", "policy_version", "needs_approval"],
  }),
  tableCopy({
    table: "decision_approvals", key: ["decision_id"], serial: true, orderBy: ["id"],
    columns: ["id", "decision_id", "at", "username", "author", "approve", "comment", "request_id"],
  }),
  // Version 1 is seeded on both sides and skipped; the versions an admin made follow in order, by their number.
  tableCopy({ table: "credit_policies", key: ["version"], orderBy: ["version"], columns: ["version", "at", "username", "author", "reason", "policy", "request_id"] }),
  ...MONITOR_TABLES,
  // The admins' severity mappings (migration 003): none seeded, so every version an admin made follows in order.
  tableCopy({ table: "alert_severity_mappings", key: ["version"], orderBy: ["version"], columns: ["version", "at", "username", "author", "reason", "mapping", "request_id"] }),
  // Reviews of screening matches (migration 011): append-only, so each is known by its request id.
  tableCopy({
    table: "screening_reviews", key: ["request_id"], orderBy: ["id"],
    columns: ["company", "subject_kind", "subject_role", "subject_name", "entity_id", "verdict", "reason", "at", "username", "author", "list_version",
      "entity_fingerprint", "subject_fingerprint", "request_id"],
  }),
  // Each watched company's last screening (migration 012), so the first re-screen on PostgreSQL still knows what is new.
  tableCopy({ table: "screening_baselines", key: ["company"], orderBy: ["company"], columns: ["company", "list_version", "screened_at", "subjects_fingerprint", "matches"] }),
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

// The copy walks tables by name, so it sees each as plain columns of values; the lists above are checked by name.
type Rows = Record<string, Record<string, SqlValue>>;
const untyped = (db: Database) => db.query as unknown as Kysely<Rows>;

async function copyTable(source: Database, target: Database, copy: TableCopy): Promise<TableCount> {
  const from = untyped(source);
  const to = untyped(target);
  const columns = copy.columns as readonly string[];
  const key = copy.key as readonly string[];
  const keyOf = (row: Record<string, SqlValue>) => key.map((column) => String(row[column])).join("\u0000");
  const present = new Set((await to.selectFrom(copy.table).select(key).execute()).map(keyOf));
  const now = Date.now();
  const count: TableCount = { table: copy.table, read: 0, copied: 0, skipped: 0 };
  for (let offset = 0; ; offset += PAGE) {
    let page = from.selectFrom(copy.table).select(columns);
    if (copy.liveUntil) page = page.where(copy.liveUntil as string, ">", now);
    for (const column of copy.orderBy as readonly string[]) page = page.orderBy(column);
    const rows = await page.limit(PAGE).offset(offset).execute();
    count.read += rows.length;
    const fresh = rows.filter((row) => !present.has(keyOf(row)));
    count.skipped += rows.length - fresh.length;
    if (fresh.length) {
      const values = fresh.map((row) => Object.fromEntries(columns.map((column) => [column, row[column] ?? null])));
      // ON CONFLICT guards the keyed tables against a server writing the same row meanwhile (request ids are not keys).
      let insert = to.insertInto(copy.table).values(values);
      if (key[0] !== "request_id") insert = insert.onConflict((conflict) => conflict.columns(key).doNothing());
      const { numInsertedOrUpdatedRows } = await insert.executeTakeFirst();
      count.copied += Number(numInsertedOrUpdatedRows ?? 0);
      for (const row of fresh) present.add(keyOf(row));
    }
    if (rows.length < PAGE) break;
  }
  if (copy.serial) {
    // The next row a server writes must not take an id the copy brought over: PostgreSQL's own sequence functions.
    await sql`SELECT setval(pg_get_serial_sequence(${copy.table}, 'id'), GREATEST((SELECT COALESCE(MAX(id), 0) FROM ${sql.table(copy.table)}), 1))`
      .execute(to);
  }
  return count;
}
