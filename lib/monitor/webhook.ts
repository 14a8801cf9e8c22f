import "server-only";
// A list's webhook: the new alerts as JSON, signed with HMAC-SHA256 of the exact body under the list's secret
// (`x-watch-signature: sha256=<hex>`, with the time in `x-watch-timestamp` inside the signed text so a captured call
// cannot be replayed later), retried with exponential backoff on a failure or a non-2xx answer, every attempt logged.
import { createHmac } from "node:crypto";
import { database } from "../db/connection";
import { log } from "../log";
import type { Alert } from "./alert-store";

export const SIGNATURE_HEADER = "x-watch-signature";
export const TIMESTAMP_HEADER = "x-watch-timestamp";
const TIMEOUT_MS = 10_000;

export interface WebhookPolicy {
  attempts: number;
  baseDelayMs: number;
}

/** The signature a receiver recomputes: HMAC-SHA256 over `${timestamp}.${body}`. */
export function signBody(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

export async function logDelivery(entry: { watchlistId: string; channel: "webhook" | "email"; target: string; alerts: number; attempt: number; status: number | null; outcome: string }): Promise<void> {
  const db = await database();
  await db.run(
    `INSERT INTO watch_deliveries (watchlist_id, channel, target, alerts, attempt, at, status, outcome) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [entry.watchlistId, entry.channel, entry.target, entry.alerts, entry.attempt, Date.now(), entry.status, entry.outcome.slice(0, 300)],
  );
}

/** Posts the alerts to the webhook until it answers 2xx or the attempts run out; answers whether it was delivered. */
export async function sendWebhook(
  hook: { watchlistId: string; url: string; secret: string }, alerts: ReadonlyArray<Omit<Alert, "readAt">>, policy: WebhookPolicy,
): Promise<boolean> {
  const body = JSON.stringify({ watchlistId: hook.watchlistId, alerts });
  // Logged by origin only: a webhook URL often carries a token in its path or query.
  const target = new URL(hook.url).origin;
  for (let attempt = 1; attempt <= policy.attempts; attempt++) {
    const timestamp = String(Math.floor(Date.now() / 1000));
    let status: number | null = null;
    let outcome: string;
    try {
      const response = await fetch(hook.url, {
        method: "POST", redirect: "manual", signal: AbortSignal.timeout(TIMEOUT_MS), body,
        headers: { "content-type": "application/json", [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: signBody(hook.secret, timestamp, body) },
      });
      await response.body?.cancel();
      status = response.status;
      outcome = response.ok ? "delivered" : `answered ${response.status}`;
    } catch (error) {
      outcome = `not reached (${error instanceof Error ? error.name : "error"})`;
    }
    await logDelivery({ watchlistId: hook.watchlistId, channel: "webhook", target, alerts: alerts.length, attempt, status, outcome }).catch(() => undefined);
    if (outcome === "delivered") return true;
    if (attempt < policy.attempts) await new Promise((resolve) => setTimeout(resolve, policy.baseDelayMs * 2 ** (attempt - 1)));
  }
  log.warn({ watchlist: hook.watchlistId, target, attempts: policy.attempts }, "webhook not delivered");
  return false;
}

export interface Delivery {
  channel: string;
  target: string;
  alerts: number;
  attempt: number;
  at: string;
  status: number | null;
  outcome: string;
}

export async function listDeliveries(watchlistId: string, limit = 50): Promise<Delivery[]> {
  const db = await database();
  const rows = await db.all<{ channel: string; target: string; alerts: number | string; attempt: number | string; at: number | string; status: number | string | null; outcome: string }>(
    `SELECT channel, target, alerts, attempt, at, status, outcome FROM watch_deliveries WHERE watchlist_id = $1 ORDER BY id DESC LIMIT $2`, [watchlistId, limit],
  );
  return rows.map((row) => ({
    channel: row.channel, target: row.target, alerts: Number(row.alerts), attempt: Number(row.attempt), at: new Date(Number(row.at)).toISOString(),
    status: row.status == null ? null : Number(row.status), outcome: row.outcome,
  }));
}
