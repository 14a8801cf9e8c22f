import "server-only";
// A list's webhook call: one POST of a delivery's JSON body with the Standard Webhooks headers (./webhook-signature),
// through the lookup that refuses inside addresses. Redirects are not followed. Retries are the job queue's
// (./delivery-workers); every attempt is logged in `watch_deliveries`, which the list's page shows.
import http from "node:http";
import https from "node:https";
import { database } from "../db/connection";
import type { Delivery } from "./watchlist-answers";
import { guardedLookup, webhookUrlRefusal } from "./webhook-target";

const TIMEOUT_MS = 10_000;

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

/** One POST of the body with the given (signature) headers, through the lookup that refuses inside addresses; never throws. */
export async function postWebhook(url: string, signed: Record<string, string>, body: string, allowHosts: readonly string[]): Promise<Attempt> {
  const target = new URL(url);
  const refusal = webhookUrlRefusal(target, allowHosts);
  if (refusal) return { status: null, outcome: `refused: the address ${refusal}`.slice(0, 300), delivered: false };
  const headers = { "content-type": "application/json", "content-length": String(Buffer.byteLength(body)), ...signed };
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

// One delivery as the list's page shows it (its schema: ./watchlist-answers.ts).
export type { Delivery };
export async function listDeliveries(watchlistId: string, limit = 50): Promise<Delivery[]> {
  const db = await database();
  const rows = await db.query.selectFrom("watch_deliveries").select(["channel", "target", "alerts", "attempt", "at", "status", "outcome"])
    .where("watchlist_id", "=", watchlistId).orderBy("id", "desc").limit(limit).execute();
  return rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() }));
}
