import "server-only";
// Delivery beyond the inbox, once per list and check run: the list's webhook (queued in the database and attempted in
// the background, so a slow receiver never holds the checks back and a restart loses no retry) and, when SMTP_URL is
// set and the list names addresses, an e-mail digest.
import { accessConfig } from "../config/access-config";
import { monitorConfig } from "../config/server-config";
import { database } from "../db/connection";
import type { Alert } from "./alert-store";
import { sendDigest } from "./digest";
import { queueWebhook } from "./webhook-queue";

type NewAlert = Omit<Alert, "readAt">;

export async function deliverAlerts(alerts: readonly NewAlert[]): Promise<void> {
  const byList = new Map<string, NewAlert[]>();
  for (const alert of alerts) byList.set(alert.watchlistId, [...(byList.get(alert.watchlistId) ?? []), alert]);
  if (!byList.size) return;
  const config = monitorConfig();
  const db = await database();
  for (const [id, items] of byList) {
    const list = await db.query.selectFrom("watchlists").select(["name", "webhook_url", "webhook_secret", "digest_to"]).where("id", "=", id)
      .executeTakeFirst();
    if (!list) continue;
    if (list.webhook_url && list.webhook_secret) await queueWebhook(id, items);
    if (config.smtpUrl && list.digest_to) {
      await sendDigest(config.smtpUrl, config.mailFrom, { id, name: list.name, to: list.digest_to }, items, accessConfig().publicUrl ?? null);
    }
  }
}
