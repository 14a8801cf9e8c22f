import "server-only";
// The audit trail: every lookup, search and report download with who, what, the outcome, how long and when, in an
// append-only table (see lib/db/schema.ts). Appending throws when it cannot write: the caller then fails the lookup
// rather than answer it unrecorded.
import { database } from "../db/connection";
import type { SqlValue } from "../db/database";

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

export async function appendAudit(entry: AuditEntry): Promise<void> {
  const db = await database();
  await db.run(
    `INSERT INTO audit_log (at, request_id, correlation_id, username, via, operation, company, params, status, duration_ms)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [entry.at.getTime(), entry.requestId, entry.correlationId ?? null, entry.username, entry.via, entry.operation, entry.company,
      JSON.stringify(entry.params), entry.status, Math.round(entry.durationMs)],
  );
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
