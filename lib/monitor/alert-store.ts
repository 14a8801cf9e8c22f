import "server-only";
// Alerts, their read marks and each analyst's last look at a company. An alert is written for every list holding the
// company when the change is found; the unique (list, company, change key) index drops a change found twice, so two
// servers or two lists' checks of one company never alert the same change twice. An alert is known outside by its
// random public id alone (./alert-id); the integer key orders rows and ties read marks to them, inside the server.
import { database } from "../db/connection";
import type { SqlValue } from "../db/database";
import { newAlertId } from "./alert-id";
import { evidencePath, type AlertKind } from "./alert-kinds";
import type { Change } from "./diff";

export interface Alert {
  /** The public id (22 characters of base64url), never the table's sequence. */
  id: string;
  companyNumber: string;
  watchlistId: string;
  kind: AlertKind;
  title: string;
  detail: string;
  evidence: string;
  detectedAt: string;
  readAt: string | null;
}

export interface AlertFilter {
  companyNumber?: string;
  watchlist?: string;
  kind?: AlertKind;
  unread?: boolean;
  since?: number;
}

interface AlertRow {
  public_id: string; company: string; watchlist_id: string; kind: string; title: string; detail: string; evidence: string;
  detected_at: number | string; read_at: number | string | null;
}

/** Newest alerts a list answers with; the inbox filters narrow it. */
export const ALERTS_LIMIT = 1000;

/** Records the changes against every list holding the company; answers the alerts that are new. */
export async function recordChanges(company: string, changes: readonly Change[], now = Date.now()): Promise<Array<Omit<Alert, "readAt">>> {
  if (!changes.length) return [];
  const db = await database();
  const lists = await db.all<{ watchlist_id: string }>(`SELECT watchlist_id FROM watchlist_companies WHERE company = $1`, [company]);
  const created: Array<Omit<Alert, "readAt">> = [];
  for (const { watchlist_id: list } of lists) {
    for (const change of changes) {
      const id = newAlertId();
      const rows = await db.all<{ id: number | string }>(
        `INSERT INTO watch_alerts (watchlist_id, company, kind, change_key, title, detail, evidence, detected_at, public_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING RETURNING id`,
        [list, company, change.kind, change.key, change.title, change.detail, evidencePath(change.kind, company), now, id],
      );
      if (rows[0]) {
        created.push({ id, companyNumber: company, watchlistId: list, kind: change.kind, title: change.title,
          detail: change.detail, evidence: evidencePath(change.kind, company), detectedAt: new Date(now).toISOString() });
      }
    }
  }
  return created;
}

function where(username: string, filter: AlertFilter): { sql: string; params: SqlValue[] } {
  const params: SqlValue[] = [username];
  const clauses = ["(w.owner = $1 OR w.shared = 1)"];
  const add = (sql: string, value: SqlValue) => {
    params.push(value);
    clauses.push(sql.replace("?", `$${params.length}`));
  };
  if (filter.companyNumber) add("a.company = ?", filter.companyNumber);
  if (filter.watchlist) add("a.watchlist_id = ?", filter.watchlist);
  if (filter.kind) add("a.kind = ?", filter.kind);
  if (filter.since != null) add("a.detected_at > ?", filter.since);
  if (filter.unread) clauses.push("r.read_at IS NULL");
  return { sql: clauses.join(" AND "), params };
}

const FROM = `FROM watch_alerts a JOIN watchlists w ON w.id = a.watchlist_id
  LEFT JOIN watch_alert_reads r ON r.alert_id = a.id AND r.username = $1`;

export async function listAlerts(username: string, filter: AlertFilter = {}): Promise<Alert[]> {
  const db = await database();
  const { sql, params } = where(username, filter);
  const rows = await db.all<AlertRow>(
    `SELECT a.public_id, a.company, a.watchlist_id, a.kind, a.title, a.detail, a.evidence, a.detected_at, r.read_at ${FROM}
     WHERE ${sql} ORDER BY a.detected_at DESC, a.id DESC LIMIT ${ALERTS_LIMIT}`, params,
  );
  return rows.map((row) => ({
    id: row.public_id, companyNumber: row.company, watchlistId: row.watchlist_id, kind: row.kind as AlertKind, title: row.title,
    detail: row.detail, evidence: row.evidence, detectedAt: new Date(Number(row.detected_at)).toISOString(),
    readAt: row.read_at == null ? null : new Date(Number(row.read_at)).toISOString(),
  }));
}

export async function unreadCount(username: string): Promise<number> {
  const db = await database();
  const { sql, params } = where(username, { unread: true });
  const [row] = await db.all<{ n: number | string }>(`SELECT COUNT(*) AS n ${FROM} WHERE ${sql}`, params);
  return Number(row?.n ?? 0);
}

/**
 * Marks the given alerts, by public id (or, with no ids, every alert the filter selects), read for this user; answers
 * how many. An id the user cannot see, or that is already read, is passed over, as an unknown one is.
 */
export async function markRead(username: string, ids: readonly string[] | null, filter: AlertFilter = {}, now = Date.now()): Promise<number> {
  const db = await database();
  const { sql, params } = where(username, { ...filter, unread: true });
  const visible = await db.all<{ id: number | string; public_id: string }>(
    `SELECT a.id, a.public_id ${FROM} WHERE ${sql} ORDER BY a.detected_at DESC, a.id DESC LIMIT ${ALERTS_LIMIT}`, params,
  );
  const named = ids ? new Set(ids) : null;
  let marked = 0;
  for (const alert of visible) {
    if (named && !named.has(alert.public_id)) continue;
    marked += await db.run(`INSERT INTO watch_alert_reads (alert_id, username, read_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [Number(alert.id), username, now]);
  }
  return marked;
}

/** Records this look at a company and answers the one before it (null the first time). */
export async function recordView(username: string, company: string, now = Date.now()): Promise<number | null> {
  const db = await database();
  const [before] = await db.all<{ viewed_at: number | string }>(`SELECT viewed_at FROM company_views WHERE username = $1 AND company = $2`, [username, company]);
  await db.run(
    `INSERT INTO company_views (username, company, viewed_at) VALUES ($1, $2, $3)
     ON CONFLICT (username, company) DO UPDATE SET viewed_at = excluded.viewed_at`, [username, company, now],
  );
  return before ? Number(before.viewed_at) : null;
}
