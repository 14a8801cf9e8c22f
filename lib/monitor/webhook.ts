import "server-only";
// A list's webhook: the new alerts as JSON, signed with HMAC-SHA256 of the exact body under the list's secret
// (`x-watch-signature: sha256=<hex>`, with the time in `x-watch-timestamp` inside the signed text so a captured call
// cannot be replayed later). Redirects are not followed. The retries live in webhook-queue.ts; every attempt is logged.
import { createHmac } from "node:crypto";
import http from "node:http";
import https from "node:https";
import { database } from "../db/connection";
import { guardedLookup, webhookUrlRefusal } from "./webhook-target";

export const SIGNATURE_HEADER = "x-watch-signature";
export const TIMESTAMP_HEADER = "x-watch-timestamp";
const TIMEOUT_MS = 10_000;

/** The signature a receiver recomputes: HMAC-SHA256 over `${timestamp}.${body}`. */
export function signBody(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

export async function logDelivery(entry: { watchlistId: string; channel: "webhook" | "email"; target: string; alerts: number; attempt: number; status: number | null; outcome: string }): Promise<void> {
  const db = await database();
  await db.query.insertInto("watch_deliveries").values({
    watchlist_id: entry.watchlistId, channel: entry.channel, target: entry.target, alerts: entry.alerts, attempt: entry.attempt, at: Date.now(),
    status: entry.status, outcome: entry.outcome.slice(0, 300),
  }).execute();
}

export interface Attempt {
  status: number | null;
  outcome: string;
  delivered: boolean;
}

/** One signed POST of the body, through the lookup that refuses inside addresses; never throws. */
export async function postWebhook(url: string, secret: string, body: string, allowHosts: readonly string[]): Promise<Attempt> {
  const target = new URL(url);
  const refusal = webhookUrlRefusal(target, allowHosts);
  if (refusal) return { status: null, outcome: `refused: the address ${refusal}`.slice(0, 300), delivered: false };
  const timestamp = String(Math.floor(Date.now() / 1000));
  const headers = {
    "content-type": "application/json", "content-length": String(Buffer.byteLength(body)),
    [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: signBody(secret, timestamp, body),
  };
  return new Promise((resolve) => {
    // node:http rather than fetch: only it takes a lookup, which checks the address actually connected to.
    const request = (target.protocol === "https:" ? https : http).request(target, {
      method: "POST", headers, lookup: guardedLookup(allowHosts), timeout: TIMEOUT_MS,
    }, (response) => {
      response.resume();
      const status = response.statusCode ?? 0;
      const delivered = status >= 200 && status < 300;
      resolve({ status, outcome: delivered ? "delivered" : `answered ${status}`, delivered });
    });
    request.on("timeout", () => request.destroy(Object.assign(new Error("timed out"), { code: "ETIMEDOUT" })));
    request.on("error", (error: NodeJS.ErrnoException) => {
      const code = error.code === "EWEBHOOKTARGET" ? "refused: the host resolves to a private address" : `not reached (${error.code ?? error.name})`;
      resolve({ status: null, outcome: code, delivered: false });
    });
    request.end(body);
  });
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
  const rows = await db.query.selectFrom("watch_deliveries").select(["channel", "target", "alerts", "attempt", "at", "status", "outcome"])
    .where("watchlist_id", "=", watchlistId).orderBy("id", "desc").limit(limit).execute();
  return rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() }));
}
