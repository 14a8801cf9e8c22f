import "server-only";
// The audit trail: every lookup, search and report download with who, what, the outcome, how long and when, in an
// append-only table (see lib/db/schema.ts). Records are written in groups, one transaction each (group-commit.ts);
// appending throws when its group cannot be written: the caller then fails the lookup rather than answer it unrecorded.
import { database } from "../db/connection";
import type { SqlValue } from "../db/database";
import { type GroupCommit, groupCommit } from "./group-commit";

export interface AuditEntry {
  at: Date;
  /** This server's own id of the request, unique per request. */
  requestId: string;
  /** The caller's `x-request-id`, when it sent a well-formed one: a value to correlate with, never an identity. */
  correlationId?: string | null;
  username: string;
  via: string;
  operation: string;
  company: string | null;
  params: Record<string, string | number>;
  status: number;
  durationMs: number;
}

export interface AuditFilter {
  username?: string;
  company?: string;
  operation?: string;
  /** Inclusive calendar days, yyyy-mm-dd (UTC). */
  from?: string;
  to?: string;
}

interface AuditRow {
  at: string | number; request_id: string; correlation_id: string | null; username: string; via: string; operation: string; company: string | null;
  params: string; status: number; duration_ms: number;
}

const COLUMNS = "at, request_id, correlation_id, username, via, operation, company, params, status, duration_ms";
const PER_ROW = 10;
// Bounds one statement: SQLite's and PostgreSQL's parameter limits are far above 64 × 10.
const MAX_BATCH = 64;

function rowValues(entry: AuditEntry): SqlValue[] {
  return [entry.at.getTime(), entry.requestId, entry.correlationId ?? null, entry.username, entry.via, entry.operation, entry.company,
    JSON.stringify(entry.params), entry.status, Math.round(entry.durationMs)];
}

/** One multi-row INSERT per batch: one transaction, so one sync to disk (SQLite) or one round trip (PostgreSQL). */
async function writeBatch(entries: readonly AuditEntry[]): Promise<void> {
  const db = await database();
  await db.run(insertOf(entries.length), entries.flatMap(rowValues));
}

// The statement for each batch size, written once (and so prepared once by the database layer).
const inserts = new Map<number, string>();
function insertOf(size: number): string {
  let sql = inserts.get(size);
  if (sql === undefined) {
    const rows = Array.from({ length: size }, (_, row) => `(${Array.from({ length: PER_ROW }, (_, column) => `$${row * PER_ROW + column + 1}`).join(", ")})`);
    sql = `INSERT INTO audit_log (${COLUMNS}) VALUES ${rows.join(", ")}`;
    inserts.set(size, sql);
  }
  return sql;
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
  const where: string[] = [];
  const params: SqlValue[] = [];
  const add = (clause: (placeholder: string) => string, value: SqlValue) => {
    params.push(value);
    where.push(clause(`$${params.length}`));
  };
  if (filter.username) add((p) => `username = ${p}`, filter.username);
  if (filter.company) add((p) => `company = ${p}`, filter.company.toUpperCase());
  if (filter.operation) add((p) => `operation = ${p}`, filter.operation);
  if (filter.from) add((p) => `at >= ${p}`, Date.parse(`${filter.from}T00:00:00Z`));
  if (filter.to) add((p) => `at < ${p}`, Date.parse(`${filter.to}T00:00:00Z`) + DAY_MS);
  const wanted = Math.min(Math.max(1, limit), AUDIT_EXPORT_LIMIT);
  // One more than wanted tells whether there were more.
  params.push(wanted + 1);
  const db = await database();
  const rows = await db.all<AuditRow>(
    `SELECT at, request_id, correlation_id, username, via, operation, company, params, status, duration_ms FROM audit_log
     ${where.length ? `WHERE ${where.join(" AND ")}` : ""} ORDER BY at DESC, id DESC LIMIT $${params.length}`,
    params,
  );
  const entries = rows.slice(0, wanted).map((row) => ({
    at: new Date(Number(row.at)), requestId: row.request_id, correlationId: row.correlation_id, username: row.username, via: row.via,
    operation: row.operation, company: row.company, params: JSON.parse(row.params) as AuditEntry["params"],
    status: Number(row.status), durationMs: Number(row.duration_ms),
  }));
  return { entries, truncated: rows.length > wanted };
}

export async function auditedUsernames(): Promise<string[]> {
  const db = await database();
  const rows = await db.all<{ username: string }>("SELECT DISTINCT username FROM audit_log ORDER BY username");
  return rows.map((row) => row.username);
}
