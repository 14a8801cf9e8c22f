import "server-only";
// The outbox: an alert's deliveries are jobs on the one job queue (lib/jobs), written in the transaction that stores
// the alert (alert-store.ts recordChanges), so a crash either loses both or neither, and the queue delivers at least
// once after any restart. Per list, `red-now` (the default) sends red alerts at once and holds the rest in
// `watch_digest_pending` for the daily digest at WATCH_DIGEST_HOUR_UTC; `all-now` sends every alert at once. A digest
// job (one waiting per list: a keyed queue) takes the list's held alerts out in one statement and, in that same
// transaction, queues one webhook call and one e-mail for them: nothing is held twice or dropped. Every delivery job
// names its alerts by public id and carries a `deliveryId` that every retry reuses (the webhook's `webhook-id`).
import { randomUUID } from "node:crypto";
import { monitorConfig } from "../config/server-config";
import { database } from "../db/connection";
import type { JobQueue, QueuePolicy, Writer } from "../jobs/job-queue";
import { withQueues } from "../jobs/job-queue-for";
import type { Severity } from "./severity";
import type { DigestWaiting } from "./watchlist-answers";

export const WEBHOOK_QUEUE = "watch-webhook";
export const EMAIL_QUEUE = "watch-email";
export const DIGEST_QUEUE = "watch-digest";

export type { DeliveryMode } from "./delivery-modes";

export interface DeliveryJob {
  /** Stable across retries: the webhook's `webhook-id`, by which a receiver drops a repeat. */
  deliveryId: string;
  watchlistId: string;
  /** The alerts' public ids (the inbox's). */
  alertIds: string[];
  /** True: the daily digest; false: sent as the alerts were raised. */
  digest: boolean;
  /** When the delivery was queued (ms): the body's `timestamp`, the same on every retry. */
  createdAt: number;
}

export interface DigestJob { watchlistId: string }

/** What the outbox needs of a new alert (alert-store.ts writes the alerts and calls it: no import back). */
type NewAlert = { id: string; severity: Severity };

/** A webhook or e-mail: WATCH_WEBHOOK_ATTEMPTS attempts in all, the wait doubling from WATCH_WEBHOOK_BACKOFF_MS. */
function deliveryPolicy(): QueuePolicy {
  const { webhook } = monitorConfig();
  return {
    retryLimit: webhook.attempts - 1, retryDelaySeconds: Math.max(1, Math.round(webhook.baseDelayMs / 1000)), retryBackoff: true,
    // An attempt takes at most its 10 s timeout; longer means its server is gone (the heartbeat usually says so first).
    expireInSeconds: 120, policy: "standard",
  };
}

const digestPolicy = (): QueuePolicy => ({ retryLimit: 5, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 300, policy: "keyed" });

/** The process's job queue with the delivery queues created. */
export const deliveryQueues = withQueues(() => ({ [WEBHOOK_QUEUE]: deliveryPolicy(), [EMAIL_QUEUE]: deliveryPolicy(), [DIGEST_QUEUE]: digestPolicy() }));

/** The next digest time strictly after `now`: today's hour if it is still ahead, otherwise tomorrow's. */
export function nextDigestAt(now: number, hourUtc = monitorConfig().digestHourUtc): Date {
  const at = new Date(now);
  at.setUTCHours(hourUtc, 0, 0, 0);
  if (at.getTime() <= now) at.setUTCDate(at.getUTCDate() + 1);
  return at;
}

/** Which alerts go at once and which wait for the digest, under the list's mode (anything but `all-now` is `red-now`). */
export function splitByMode<A extends NewAlert>(mode: string, alerts: readonly A[]): { now: A[]; digest: A[] } {
  if (mode === "all-now") return { now: [...alerts], digest: [] };
  return { now: alerts.filter((alert) => alert.severity === "red"), digest: alerts.filter((alert) => alert.severity !== "red") };
}

/**
 * The queue to write a list's deliveries through, or null when the list sends nothing beyond the inbox (then no job
 * queue is started for it). Called before the alerts' transaction opens: creating a queue writes outside it.
 */
export async function outboxFor(watchlistId: string): Promise<JobQueue | null> {
  const db = await database();
  const list = await db.query.selectFrom("watchlists").select(["webhook_url", "digest_to"]).where("id", "=", watchlistId).executeTakeFirst();
  return list && (list.webhook_url || list.digest_to) ? deliveryQueues() : null;
}

async function sendDeliveries(queue: JobQueue, trx: Writer, watchlistId: string, alertIds: string[], digest: boolean, now: number): Promise<void> {
  const list = await trx.selectFrom("watchlists").select(["webhook_url", "digest_to"]).where("id", "=", watchlistId).executeTakeFirst();
  if (!list || !alertIds.length) return;
  const job = (): DeliveryJob => ({ deliveryId: `msg_${randomUUID().replaceAll("-", "")}`, watchlistId, alertIds, digest, createdAt: now });
  if (list.webhook_url) await queue.send(WEBHOOK_QUEUE, job(), {}, trx);
  if (list.digest_to) await queue.send(EMAIL_QUEUE, job(), {}, trx);
}

/** Writes, through the alerts' own transaction, the deliveries of one list's new alerts (the outbox). */
export async function queueDeliveries(queue: JobQueue, trx: Writer, watchlistId: string, alerts: readonly NewAlert[], now = Date.now()): Promise<void> {
  if (!alerts.length) return;
  const list = await trx.selectFrom("watchlists").select(["delivery_mode", "webhook_url", "digest_to"]).where("id", "=", watchlistId).executeTakeFirst();
  if (!list || !(list.webhook_url || list.digest_to)) return;
  const split = splitByMode(list.delivery_mode, alerts);
  await sendDeliveries(queue, trx, watchlistId, split.now.map((alert) => alert.id), false, now);
  if (!split.digest.length) return;
  await trx.insertInto("watch_digest_pending").values(split.digest.map((alert) => ({ watchlist_id: watchlistId, alert_id: alert.id, queued_at: now })))
    .onConflict((conflict) => conflict.doNothing()).execute();
  // Keyed: a digest already waiting for this list takes these alerts too, and the send answers null.
  await queue.send(DIGEST_QUEUE, { watchlistId } satisfies DigestJob, { singletonKey: watchlistId, startAfter: nextDigestAt(now) }, trx);
}

/** The digest job: takes the list's held alerts out and queues their webhook call and e-mail, in one transaction. */
export async function sealDigest(queue: JobQueue, watchlistId: string, now = Date.now()): Promise<number> {
  const db = await database();
  return db.query.transaction().execute(async (trx) => {
    const taken = await trx.deleteFrom("watch_digest_pending").where("watchlist_id", "=", watchlistId).where("queued_at", "<=", now)
      .returning(["alert_id", "queued_at"]).execute();
    const ids = taken.toSorted((a, b) => a.queued_at - b.queued_at || a.alert_id.localeCompare(b.alert_id)).map((row) => row.alert_id);
    await sendDeliveries(queue, trx, watchlistId, ids, true, now);
    return ids.length;
  });
}

/** Lists holding alerts for a digest get one queued (keyed, so never a second): the batches owed at the upgrade to 010. */
export async function queueOwedDigests(queue: JobQueue, now = Date.now()): Promise<void> {
  const db = await database();
  const lists = await db.query.selectFrom("watch_digest_pending").select("watchlist_id").distinct().execute();
  for (const { watchlist_id: watchlistId } of lists) {
    await queue.send(DIGEST_QUEUE, { watchlistId } satisfies DigestJob, { singletonKey: watchlistId, startAfter: nextDigestAt(now) });
  }
}

// The next digest as the list's page shows it (its schema: ./watchlist-answers.ts).
export type { DigestWaiting };
/** The alerts held for the list's next digest, for its page beside the delivery log. */
export async function digestWaiting(watchlistId: string, now = Date.now()): Promise<DigestWaiting> {
  const db = await database();
  const row = await db.query.selectFrom("watch_digest_pending").select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("watchlist_id", "=", watchlistId).executeTakeFirst();
  return { alerts: Number(row?.n ?? 0), at: nextDigestAt(now).toISOString() };
}
