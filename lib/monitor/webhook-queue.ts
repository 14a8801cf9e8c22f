import "server-only";
// Webhook deliveries kept in the database (`watch_webhook_queue`): a run's alerts become one row, attempted at once;
// a failed attempt sets the row's next attempt after a doubling wait (WATCH_WEBHOOK_BACKOFF_MS × 2^(n−1)) until
// WATCH_WEBHOOK_ATTEMPTS run out. Rows are claimed like the check jobs (a conditional UPDATE with a lease), so with
// PostgreSQL any server makes the next attempt, and a restart loses none: the scheduler's tick picks them up again.
import type { ExpressionBuilder } from "kysely";
import { monitorConfig } from "../config/server-config";
import { database } from "../db/connection";
import type { Tables, WatchWebhookQueueTable } from "../db/tables";
import { log } from "../log";
import type { Alert } from "./alert-store";
import { logDelivery, postWebhook } from "./webhook";

/** Longer than one attempt can take (its 10 s timeout), so a live server's attempt is never taken over. */
const ATTEMPT_LEASE_MS = 60_000;

type Row = Pick<WatchWebhookQueueTable, "watchlist_id" | "body" | "alerts" | "attempts"> & { id: number };

export async function queueWebhook(watchlistId: string, alerts: ReadonlyArray<Omit<Alert, "readAt">>, now = Date.now()): Promise<void> {
  const db = await database();
  await db.query.insertInto("watch_webhook_queue").values({
    watchlist_id: watchlistId, body: JSON.stringify({ watchlistId, alerts }), alerts: alerts.length, attempts: 0, next_attempt_at: now,
    state: "pending", created_at: now,
  }).execute();
  void attemptDueWebhooks().catch((error: unknown) => log.error({ err: String(error) }, "webhook delivery failed"));
}

async function claimDue(now: number): Promise<Row | undefined> {
  const db = await database();
  const unclaimed = (eb: ExpressionBuilder<Tables, "watch_webhook_queue">) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", now)]);
  // One conditional UPDATE, as the check jobs are claimed: of several servers, one takes the row.
  return db.query.updateTable("watch_webhook_queue").set({ locked_until: now + ATTEMPT_LEASE_MS })
    .where("id", "=", (eb) => eb.selectFrom("watch_webhook_queue").select("id").where("state", "=", "pending").where("next_attempt_at", "<=", now)
      .where(unclaimed).orderBy("next_attempt_at").limit(1))
    .where(unclaimed)
    .returning(["id", "watchlist_id", "body", "alerts", "attempts"]).executeTakeFirst();
}

async function attempt(row: Row): Promise<void> {
  const db = await database();
  const { webhook } = monitorConfig();
  const list = await db.query.selectFrom("watchlists").select(["webhook_url", "webhook_secret"]).where("id", "=", row.watchlist_id)
    .executeTakeFirst();
  if (!list?.webhook_url || !list.webhook_secret) {
    await db.query.updateTable("watch_webhook_queue").set({ state: "cancelled", locked_until: null, last_outcome: "the webhook was removed" })
      .where("id", "=", row.id).execute();
    return;
  }
  const number = row.attempts + 1;
  // The list's current URL and secret: a webhook changed since the run receives the batch under its new secret.
  const result = await postWebhook(list.webhook_url, list.webhook_secret, row.body, webhook.allowHosts);
  // Logged by origin only: a webhook URL often carries a token in its path or query.
  const target = new URL(list.webhook_url).origin;
  await logDelivery({ watchlistId: row.watchlist_id, channel: "webhook", target, alerts: row.alerts, attempt: number, status: result.status, outcome: result.outcome });
  const last = number >= webhook.attempts;
  const state = result.delivered ? "delivered" : last ? "failed" : "pending";
  const next = Date.now() + webhook.baseDelayMs * 2 ** (number - 1);
  await db.query.updateTable("watch_webhook_queue").set({
    attempts: number, state, next_attempt_at: state === "pending" ? next : Date.now(), locked_until: null, last_outcome: result.outcome.slice(0, 300),
  }).where("id", "=", row.id).execute();
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
  const rows = await db.query.selectFrom("watch_webhook_queue").select(["alerts", "attempts", "next_attempt_at", "last_outcome"])
    .where("watchlist_id", "=", watchlistId).where("state", "=", "pending").orderBy("next_attempt_at").limit(20).execute();
  return rows.map((row) => ({
    alerts: row.alerts, attempts: row.attempts, nextAttemptAt: new Date(row.next_attempt_at).toISOString(), lastOutcome: row.last_outcome,
  }));
}
