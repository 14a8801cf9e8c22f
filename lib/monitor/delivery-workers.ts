import "server-only";
// This server's share of the delivery jobs (./outbox): each webhook job is one signed POST (Standard Webhooks,
// ./webhook-signature) and each e-mail job one message through SMTP_URL; a failed attempt throws, so the job queue
// retries it with backoff (on any server, after any restart). Every attempt is logged in `watch_deliveries`. The list's
// current address and secret are read at each attempt: a webhook changed since the alert receives it under its new
// secret, one removed receives nothing.
import { accessConfig } from "../config/access-config";
import { monitorConfig } from "../config/server-config";
import { database } from "../db/connection";
import type { Job } from "../jobs/job-queue";
import { log } from "../log";
import type { Alert } from "./alert-store";
import type { AlertKind } from "./alert-kinds";
import { sendDigest } from "./digest";
import { DIGEST_QUEUE, type DeliveryJob, deliveryQueues, type DigestJob, EMAIL_QUEUE, queueOwedDigests, sealDigest, WEBHOOK_QUEUE } from "./outbox";
import { severityOf } from "./severity";
import { severityMappingInForce } from "./severity-store";
import { logDelivery, postWebhook } from "./webhook";
import { webhookHeaders } from "./webhook-signature";

type NewAlert = Omit<Alert, "readAt">;

/** The delivery's alerts as the inbox shows them, in the order the job names them. */
export async function alertsOf(job: DeliveryJob): Promise<NewAlert[]> {
  const db = await database();
  const { mapping } = await severityMappingInForce();
  const found = new Map<string, NewAlert>();
  for (let start = 0; start < job.alertIds.length; start += 500) {
    const rows = await db.query.selectFrom("watch_alerts")
      .select(["public_id", "company", "watchlist_id", "kind", "change_key", "title", "detail", "evidence", "detected_at"])
      .where("watchlist_id", "=", job.watchlistId).where("public_id", "in", job.alertIds.slice(start, start + 500)).execute();
    for (const row of rows) {
      found.set(row.public_id, {
        id: row.public_id, companyNumber: row.company, watchlistId: row.watchlist_id, kind: row.kind as AlertKind,
        severity: severityOf(row.kind as AlertKind, row.change_key, mapping), title: row.title, detail: row.detail, evidence: row.evidence,
        detectedAt: new Date(row.detected_at).toISOString(),
      });
    }
  }
  return job.alertIds.map((id) => found.get(id)).filter((alert): alert is NewAlert => alert !== undefined);
}

/** The webhook's JSON, in the shape Standard Webhooks suggests ({ type, timestamp, data }); the same on every retry. */
export function webhookBody(job: DeliveryJob, listName: string, alerts: readonly NewAlert[]): string {
  return JSON.stringify({
    type: job.digest ? "watchlist.digest" : "watchlist.alerts", timestamp: new Date(job.createdAt).toISOString(),
    data: { deliveryId: job.deliveryId, watchlistId: job.watchlistId, watchlistName: listName, alerts },
  });
}

const isLast = (job: Job<DeliveryJob>) => job.retryCount >= monitorConfig().webhook.attempts - 1;

export async function deliverWebhook(job: Job<DeliveryJob>): Promise<void> {
  const db = await database();
  const list = await db.query.selectFrom("watchlists")
    .select(["name", "webhook_url", "webhook_secret", "webhook_secret_previous", "webhook_secret_previous_until"])
    .where("id", "=", job.data.watchlistId).executeTakeFirst();
  if (!list?.webhook_url || !list.webhook_secret) return; // the webhook (or the list) was removed since
  const alerts = await alertsOf(job.data);
  const body = webhookBody(job.data, list.name, alerts);
  const previous = list.webhook_secret_previous && list.webhook_secret_previous_until
    ? { secret: list.webhook_secret_previous, until: list.webhook_secret_previous_until } : null;
  const headers = webhookHeaders({ current: list.webhook_secret, previous }, job.data.deliveryId, body);
  const attempt = await postWebhook(list.webhook_url, headers, body, monitorConfig().webhook.allowHosts);
  // Logged by origin only: a webhook URL often carries a token in its path or query.
  const target = new URL(list.webhook_url).origin;
  await logDelivery({ watchlistId: job.data.watchlistId, channel: "webhook", target, alerts: alerts.length, attempt: job.retryCount + 1,
    status: attempt.status, outcome: attempt.outcome });
  // A refused address stays refused: retrying would only repeat the refusal.
  if (attempt.delivered || attempt.outcome.startsWith("refused")) return;
  if (isLast(job)) log.warn({ watchlist: job.data.watchlistId, target, attempts: job.retryCount + 1 }, "webhook not delivered");
  throw new Error(attempt.outcome);
}

export async function deliverEmail(job: Job<DeliveryJob>): Promise<void> {
  const db = await database();
  const list = await db.query.selectFrom("watchlists").select(["name", "digest_to"]).where("id", "=", job.data.watchlistId).executeTakeFirst();
  if (!list?.digest_to) return;
  const config = monitorConfig();
  const alerts = await alertsOf(job.data);
  const attempt = job.retryCount + 1;
  if (!config.smtpUrl) {
    // Said on the list's settings too; logged so the list's page shows the mail that did not go.
    await logDelivery({ watchlistId: job.data.watchlistId, channel: "email", target: list.digest_to, alerts: alerts.length, attempt, status: null,
      outcome: "not sent: no SMTP server is configured (SMTP_URL)" });
    return;
  }
  const sent = await sendDigest(config.smtpUrl, config.mailFrom, { id: job.data.watchlistId, name: list.name, to: list.digest_to }, alerts,
    accessConfig().publicUrl ?? null, { attempt, digest: job.data.digest });
  if (!sent) throw new Error("the e-mail was not sent");
}

/**
 * The queues, created at start: tried again after a failure, because pg-boss's queue creation can meet another
 * feature's at a server's start ("deadlock detected") and a server whose deliveries never start would deliver nothing.
 */
async function queuesAtStart(attempts = 10): Promise<Awaited<ReturnType<typeof deliveryQueues>>> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await deliveryQueues();
    } catch (error) {
      if (attempt >= attempts) throw error;
      log.warn({ attempt, err: error instanceof Error ? error.message : String(error) }, "delivery queues not created yet; trying again");
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt + Math.floor(Math.random() * 500)));
    }
  }
}

/** Works the delivery queues on this server for as long as it runs (the scheduler's start calls it). */
export async function startDeliveryWorkers(): Promise<void> {
  const queue = await queuesAtStart();
  await queue.work<DeliveryJob>(WEBHOOK_QUEUE, deliverWebhook, { concurrency: 4 });
  await queue.work<DeliveryJob>(EMAIL_QUEUE, deliverEmail, { concurrency: 1 });
  await queue.work<DigestJob>(DIGEST_QUEUE, async (job) => {
    await sealDigest(queue, job.data.watchlistId);
  });
  await queueOwedDigests(queue);
}
