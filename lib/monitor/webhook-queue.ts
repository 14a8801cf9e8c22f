import "server-only";
// Webhook deliveries kept in the database (`watch_webhook_queue`): a run's alerts become one row, attempted at once;
// a failed attempt sets the row's next attempt after a doubling wait (WATCH_WEBHOOK_BACKOFF_MS × 2^(n−1)) until
// WATCH_WEBHOOK_ATTEMPTS run out. Rows are claimed like the check jobs (a conditional UPDATE with a lease), so with
// PostgreSQL any server makes the next attempt, and a restart loses none: the scheduler's tick picks them up again.
import { monitorConfig } from "../config/server-config";
import { database } from "../db/connection";
import { log } from "../log";
import type { Alert } from "./alert-store";
import { logDelivery, postWebhook } from "./webhook";

/** Longer than one attempt can take (its 10 s timeout), so a live server's attempt is never taken over. */
const ATTEMPT_LEASE_MS = 60_000;

type Row = { id: number | string; watchlist_id: string; body: string; alerts: number | string; attempts: number | string };

export async function queueWebhook(watchlistId: string, alerts: ReadonlyArray<Omit<Alert, "readAt">>, now = Date.now()): Promise<void> {
  const db = await database();
  await db.run(
    `INSERT INTO watch_webhook_queue (watchlist_id, body, alerts, attempts, next_attempt_at, state, created_at) VALUES ($1, $2, $3, 0, $4, 'pending', $4)`,
    [watchlistId, JSON.stringify({ watchlistId, alerts }), alerts.length, now],
  );
  void attemptDueWebhooks().catch((error: unknown) => log.error({ err: String(error) }, "webhook delivery failed"));
}

async function claimDue(now: number): Promise<Row | undefined> {
  const db = await database();
  const [row] = await db.all<Row>(
    `UPDATE watch_webhook_queue SET locked_until = $2 WHERE id = (SELECT id FROM watch_webhook_queue WHERE state = 'pending'
       AND next_attempt_at <= $1 AND (locked_until IS NULL OR locked_until < $1) ORDER BY next_attempt_at LIMIT 1)
       AND (locked_until IS NULL OR locked_until < $1) RETURNING id, watchlist_id, body, alerts, attempts`,
    [now, now + ATTEMPT_LEASE_MS],
  );
  return row;
}

async function attempt(row: Row): Promise<void> {
  const db = await database();
  const { webhook } = monitorConfig();
  const [list] = await db.all<{ webhook_url: string | null; webhook_secret: string | null }>(
    `SELECT webhook_url, webhook_secret FROM watchlists WHERE id = $1`, [row.watchlist_id],
  );
  if (!list?.webhook_url || !list.webhook_secret) {
    await db.run(`UPDATE watch_webhook_queue SET state = 'cancelled', locked_until = NULL, last_outcome = $2 WHERE id = $1`, [row.id, "the webhook was removed"]);
    return;
  }
  const number = Number(row.attempts) + 1;
  // The list's current URL and secret: a webhook changed since the run receives the batch under its new secret.
  const result = await postWebhook(list.webhook_url, list.webhook_secret, row.body, webhook.allowHosts);
  // Logged by origin only: a webhook URL often carries a token in its path or query.
  const target = new URL(list.webhook_url).origin;
  await logDelivery({ watchlistId: row.watchlist_id, channel: "webhook", target, alerts: Number(row.alerts), attempt: number, status: result.status, outcome: result.outcome });
  const last = number >= webhook.attempts;
  const state = result.delivered ? "delivered" : last ? "failed" : "pending";
  const next = Date.now() + webhook.baseDelayMs * 2 ** (number - 1);
  await db.run(
    `UPDATE watch_webhook_queue SET attempts = $2, state = $3, next_attempt_at = $4, locked_until = NULL, last_outcome = $5 WHERE id = $1`,
    [row.id, number, state, state === "pending" ? next : Date.now(), result.outcome.slice(0, 300)],
  );
  if (state === "failed") log.warn({ watchlist: row.watchlist_id, target, attempts: number }, "webhook not delivered");
  if (state === "pending") wakeAt(next);
}

/** Makes every attempt that is due now (on the scheduler's tick, after a run, and when a backoff ends). */
export async function attemptDueWebhooks(now = Date.now): Promise<number> {
  let made = 0;
  for (let row = await claimDue(now()); row; row = await claimDue(now())) {
    await attempt(row);
    made++;
  }
  return made;
}

const KEY = Symbol.for("dashboard.webhook-wake");
type Holder = { [KEY]?: { at: number; timer: NodeJS.Timeout } };

/** A timer for the earliest pending backoff, so a retry comes on time rather than at the next tick. */
function wakeAt(at: number): void {
  const holder = globalThis as Holder;
  const current = holder[KEY];
  if (current && current.at <= at) return;
  if (current) clearTimeout(current.timer);
  const timer = setTimeout(() => {
    holder[KEY] = undefined;
    attemptDueWebhooks().catch((error: unknown) => log.error({ err: String(error) }, "webhook delivery failed"));
  }, Math.max(0, at - Date.now()) + 5);
  timer.unref();
  holder[KEY] = { at, timer };
}

export interface PendingWebhook {
  alerts: number;
  attempts: number;
  nextAttemptAt: string;
  lastOutcome: string | null;
}

/** Batches still to be delivered, for the list's page beside its delivery log. */
export async function pendingWebhooks(watchlistId: string): Promise<PendingWebhook[]> {
  const db = await database();
  const rows = await db.all<{ alerts: number | string; attempts: number | string; next_attempt_at: number | string; last_outcome: string | null }>(
    `SELECT alerts, attempts, next_attempt_at, last_outcome FROM watch_webhook_queue WHERE watchlist_id = $1 AND state = 'pending' ORDER BY next_attempt_at LIMIT 20`,
    [watchlistId],
  );
  return rows.map((row) => ({
    alerts: Number(row.alerts), attempts: Number(row.attempts), nextAttemptAt: new Date(Number(row.next_attempt_at)).toISOString(), lastOutcome: row.last_outcome,
  }));
}
