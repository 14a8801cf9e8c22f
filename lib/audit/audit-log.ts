import "server-only";
// The audit trail: every lookup, search and report download with who, what, the outcome, how long and when, in an
// append-only table (lib/db/migrations/001-initial.ts). Records are written in groups, one transaction each (group-commit.ts);
// appending throws when its group cannot be written: the caller then fails the lookup rather than answer it unrecorded.
import { database } from "../db/connection";
import type { AuditLogTable } from "../db/tables";
import type { AuditEntry } from "./audit-answer";
import { type GroupCommit, groupCommit } from "./group-commit";

// An entry as the trail keeps it and the API answers it (its schema: ./audit-answer.ts).
export type { AuditEntry };

export interface AuditFilter {
  username?: string;
  company?: string;
  operation?: string;
  /** Inclusive calendar days, yyyy-mm-dd (UTC). */
  from?: string;
  to?: string;
}

// Bounds one statement: SQLite's and PostgreSQL's parameter limits are far above 64 × 10.
const MAX_BATCH = 64;

const COLUMNS = ["at", "request_id", "correlation_id", "username", "via", "operation", "company", "params", "status", "duration_ms"] as const;

function rowOf(entry: AuditEntry): Omit<AuditLogTable, "id"> {
  return {
    at: entry.at.getTime(), request_id: entry.requestId, correlation_id: entry.correlationId ?? null, username: entry.username, via: entry.via,
    operation: entry.operation, company: entry.company, params: JSON.stringify(entry.params), status: entry.status,
    duration_ms: Math.round(entry.durationMs),
  };
}

/**
 * One multi-row INSERT per batch: one transaction, so one sync to disk (SQLite) or one round trip (PostgreSQL). A
 * batch of a given size is the same text each time, so the SQLite side prepares it once (lib/db/sqlite-dialect.ts).
 */
async function writeBatch(entries: readonly AuditEntry[]): Promise<void> {
  const db = await database();
  await db.query.insertInto("audit_log").values(entries.map(rowOf)).execute();
}

// One queue per process (Next may load this module once per route bundle), so every route's records share batches.
const KEY = Symbol.for("dashboard.audit.group-commit");
const holder = globalThis as { [KEY]?: GroupCommit<AuditEntry> };

/** Records one entry; resolves once it is durable, throws when it could not be written (the caller fails the lookup). */
export function appendAudit(entry: AuditEntry): Promise<void> {
  holder[KEY] ??= groupCommit(writeBatch, MAX_BATCH);
  return holder[KEY].add(entry);
}

const DAY_MS = 86_400_000;
/** Newest entries shown on the audit and history pages and in the JSON answer. */
export const AUDIT_PAGE_LIMIT = 500;
/** Newest entries in one CSV export. */
export const AUDIT_EXPORT_LIMIT = 10_000;

/** The newest `limit` entries matching the filter, and whether older ones were left out. */
export async function queryAudit(filter: AuditFilter, limit = AUDIT_PAGE_LIMIT): Promise<{ entries: AuditEntry[]; truncated: boolean }> {
  const wanted = Math.min(Math.max(1, limit), AUDIT_EXPORT_LIMIT);
  const db = await database();
  let query = db.query.selectFrom("audit_log").select(COLUMNS);
  if (filter.username) query = query.where("username", "=", filter.username);
  if (filter.company) query = query.where("company", "=", filter.company.toUpperCase());
  if (filter.operation) query = query.where("operation", "=", filter.operation);
  if (filter.from) query = query.where("at", ">=", Date.parse(`${filter.from}T00:00:00Z`));
  if (filter.to) query = query.where("at", "<", Date.parse(`${filter.to}T00:00:00Z`) + DAY_MS);
  // One more than wanted tells whether there were more.
  const rows = await query.orderBy("at", "desc").orderBy("id", "desc").limit(wanted + 1).execute();
  const entries = rows.slice(0, wanted).map((row) => ({
    at: new Date(row.at), requestId: row.request_id, correlationId: row.correlation_id, username: row.username, via: row.via,
    operation: row.operation, company: row.company, params: JSON.parse(row.params) as AuditEntry["params"],
    status: row.status, durationMs: row.duration_ms,
  }));
  return { entries, truncated: rows.length > wanted };
}

export async function auditedUsernames(): Promise<string[]> {
  const db = await database();
  const rows = await db.query.selectFrom("audit_log").select("username").distinct().orderBy("username").execute();
  return rows.map((row) => row.username);
}
