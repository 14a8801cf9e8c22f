import "server-only";
// Alerts, their read marks and each analyst's last look at a company. An alert is written on the list whose check
// found the change (each list compares with its own snapshot); the unique (list, company, change key) index drops a
// change found twice, so two servers checking one list never alert the same change twice. An alert is known outside by its
// random public id alone (./alert-id); the integer key orders rows and ties read marks to them, inside the server.
import type { Kysely, Transaction } from "kysely";
import { database } from "../db/connection";
import type { Alert } from "./alert-answers";
import type { Tables } from "../db/tables";
import { newAlertId } from "./alert-id";
import { evidencePath, type AlertKind } from "./alert-kinds";
import type { Change } from "./diff";
import { outboxFor, queueDeliveries } from "./outbox";
import { SEVERITY_RANK, severityOf, type Severity } from "./severity";
import { severityMappingInForce } from "./severity-store";

// An alert as the routes answer it (its schema: ./alert-answers.ts).
export type { Alert };

export interface AlertFilter {
  companyNumber?: string;
  watchlist?: string;
  kind?: AlertKind;
  unread?: boolean;
  since?: number;
  /** Graded from each change as it is read (the level is not a column), so narrowed after the query. */
  severity?: Severity;
  /** Newest first unless "severity": red first, then newest. */
  sort?: "newest" | "severity";
}

/** Newest alerts a list answers with; the inbox filters narrow it. */
export const ALERTS_LIMIT = 1000;

/** A transaction the alerts are written in; whatever must commit with them (the snapshot, deliveries) is written through it. */
export type AlertWriter = Transaction<Tables>;

type NewAlert = Omit<Alert, "readAt">;

/**
 * Records a list's changes of one company on that list only, in one transaction; answers the alerts that are new.
 * `alongside` writes, in the same transaction and after the alerts, what must commit or fail with them (the check's
 * new snapshot). The alerts' deliveries (./outbox) are written in it too. Inside it, every statement goes through `trx`: on SQLite a
 * statement through the process's connection would wait for this transaction to end.
 */
export async function recordChanges(
  watchlistId: string, company: string, changes: readonly Change[], now = Date.now(),
  alongside?: (trx: AlertWriter, created: readonly NewAlert[]) => Promise<void>,
): Promise<NewAlert[]> {
  if (!changes.length && !alongside) return [];
  const db = await database();
  // Read before the transaction opens (see above); the outbox's queue is created then too.
  const { mapping } = await severityMappingInForce();
  const outbox = changes.length ? await outboxFor(watchlistId) : null;
  return db.query.transaction().execute(async (trx) => {
    const created: NewAlert[] = [];
    for (const change of changes) {
      const id = newAlertId();
      const inserted = await trx.insertInto("watch_alerts").values({
        watchlist_id: watchlistId, company, kind: change.kind, change_key: change.key, title: change.title, detail: change.detail,
        evidence: evidencePath(change.kind, company), detected_at: now, public_id: id,
      }).onConflict((conflict) => conflict.doNothing()).returning("id").executeTakeFirst();
      if (inserted) {
        created.push({ id, companyNumber: company, watchlistId, kind: change.kind, severity: severityOf(change.kind, change.key, mapping), title: change.title,
          detail: change.detail, evidence: evidencePath(change.kind, company), detectedAt: new Date(now).toISOString() });
      }
    }
    await alongside?.(trx, created);
    // The outbox: the alerts' webhook and e-mail deliveries commit with them, or neither does.
    if (outbox) await queueDeliveries(outbox, trx, watchlistId, created, now);
    return created;
  });
}

/** The alerts of the lists this user sees, with the user's read mark, narrowed by the filter. */
function selectAlerts(db: Kysely<Tables>, username: string, filter: AlertFilter) {
  let query = db.selectFrom("watch_alerts as a").innerJoin("watchlists as w", "w.id", "a.watchlist_id")
    .leftJoin("watch_alert_reads as r", (join) => join.onRef("r.alert_id", "=", "a.id").on("r.username", "=", username))
    .where((eb) => eb.or([eb("w.owner", "=", username), eb("w.shared", "=", 1)]));
  if (filter.companyNumber) query = query.where("a.company", "=", filter.companyNumber);
  if (filter.watchlist) query = query.where("a.watchlist_id", "=", filter.watchlist);
  if (filter.kind) query = query.where("a.kind", "=", filter.kind);
  if (filter.since != null) query = query.where("a.detected_at", ">", filter.since);
  if (filter.unread) query = query.where("r.read_at", "is", null);
  return query;
}

export async function listAlerts(username: string, filter: AlertFilter = {}): Promise<Alert[]> {
  const db = await database();
  const { mapping } = await severityMappingInForce();
  const rows = await selectAlerts(db.query, username, filter)
    .select(["a.public_id", "a.company", "a.watchlist_id", "a.kind", "a.change_key", "a.title", "a.detail", "a.evidence", "a.detected_at", "r.read_at"])
    .orderBy("a.detected_at", "desc").orderBy("a.id", "desc").limit(ALERTS_LIMIT).execute();
  const alerts: Alert[] = rows.map((row) => ({
    id: row.public_id, companyNumber: row.company, watchlistId: row.watchlist_id, kind: row.kind as AlertKind,
    severity: severityOf(row.kind as AlertKind, row.change_key, mapping), title: row.title,
    detail: row.detail, evidence: row.evidence, detectedAt: new Date(row.detected_at).toISOString(),
    readAt: row.read_at === null ? null : new Date(row.read_at).toISOString(),
  }));
  const narrowed = filter.severity ? alerts.filter((alert) => alert.severity === filter.severity) : alerts;
  // A stable sort keeps newest first within a level.
  return filter.sort === "severity" ? narrowed.toSorted((a, b) => SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity]) : narrowed;
}

export async function unreadCount(username: string): Promise<number> {
  const db = await database();
  const row = await selectAlerts(db.query, username, { unread: true })
    .select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Marks the given alerts, by public id (or, with no ids, every alert the filter selects), read for this user; answers
 * how many. An id the user cannot see, or that is already read, is passed over, as an unknown one is.
 */
export async function markRead(username: string, ids: readonly string[] | null, filter: AlertFilter = {}, now = Date.now()): Promise<number> {
  const db = await database();
  const visible = await selectAlerts(db.query, username, { ...filter, unread: true }).select(["a.id", "a.public_id", "a.kind", "a.change_key"])
    .orderBy("a.detected_at", "desc").orderBy("a.id", "desc").limit(ALERTS_LIMIT).execute();
  const named = ids ? new Set(ids) : null;
  const { mapping } = await severityMappingInForce();
  let marked = 0;
  for (const alert of visible) {
    if (named && !named.has(alert.public_id)) continue;
    if (filter.severity && severityOf(alert.kind as AlertKind, alert.change_key, mapping) !== filter.severity) continue;
    const { numInsertedOrUpdatedRows } = await db.query.insertInto("watch_alert_reads").values({ alert_id: alert.id, username, read_at: now })
      .onConflict((conflict) => conflict.doNothing()).executeTakeFirst();
    marked += Number(numInsertedOrUpdatedRows ?? 0);
  }
  return marked;
}

/** Records this look at a company and answers the one before it (null the first time). */
export async function recordView(username: string, company: string, now = Date.now()): Promise<number | null> {
  const db = await database();
  const before = await db.query.selectFrom("company_views").select("viewed_at").where("username", "=", username).where("company", "=", company)
    .executeTakeFirst();
  await db.query.insertInto("company_views").values({ username, company, viewed_at: now })
    .onConflict((conflict) => conflict.columns(["username", "company"]).doUpdateSet((eb) => ({ viewed_at: eb.ref("excluded.viewed_at") })))
    .execute();
  return before ? before.viewed_at : null;
}
