// Migration 010: the monitor's deliveries move onto the one job queue (issue 35, lib/monitor/outbox.ts). A list gets a
// delivery mode (`red-now`: red alerts at once, the rest in the daily digest; `all-now`) and, for a rotated webhook
// secret, the previous one and until when it still signs. `watch_digest_pending` holds the alerts waiting for a list's
// next digest. `watch_webhook_queue` is retired: a batch still owed at the upgrade is not lost, its alerts are put in
// their list's next digest (the worker queues that digest when it starts). An old secret (64 hex characters, used as
// the HMAC key's bytes) becomes `whsec_<base64 of those same bytes>`, so the key a receiver holds is unchanged.
// Frozen: a later change of the schema is a new migration, never an edit here.
import type { Kysely, Migration } from "kysely";
import type { DatabaseKind } from "../database";
import { rawStatements } from "../raw-statements";

const DIGEST_PENDING = `CREATE TABLE watch_digest_pending (watchlist_id TEXT NOT NULL, alert_id TEXT NOT NULL, queued_at BIGINT NOT NULL,
  PRIMARY KEY (watchlist_id, alert_id))`;

/** The public ids a batch of the retired queue names (its body is `{ watchlistId, alerts: [{ id, … }] }`). */
function alertIdsOf(body: string): string[] {
  try {
    const parsed = JSON.parse(body) as { alerts?: Array<{ id?: unknown }> };
    return (parsed.alerts ?? []).map((alert) => alert.id).filter((id): id is string => typeof id === "string");
  } catch {
    return [];
  }
}

export function deliveryOutbox(kind: DatabaseKind): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a migration sees the tables as they were, not as tables.ts says
    async up(db: Kysely<any>) {
      const raw = rawStatements(db, kind);
      await raw.run("ALTER TABLE watchlists ADD COLUMN delivery_mode TEXT NOT NULL DEFAULT 'red-now'");
      await raw.run("ALTER TABLE watchlists ADD COLUMN webhook_secret_previous TEXT");
      await raw.run("ALTER TABLE watchlists ADD COLUMN webhook_secret_previous_until BIGINT");
      await raw.run(DIGEST_PENDING);
      const secrets = await raw.all<{ id: string; webhook_secret: string }>(
        "SELECT id, webhook_secret FROM watchlists WHERE webhook_secret IS NOT NULL AND webhook_secret NOT LIKE 'whsec\\_%' ESCAPE '\\'");
      for (const row of secrets) {
        await raw.run("UPDATE watchlists SET webhook_secret = $1 WHERE id = $2", [`whsec_${Buffer.from(row.webhook_secret, "utf8").toString("base64")}`, row.id]);
      }
      const owed = await raw.all<{ watchlist_id: string; body: string; created_at: number | string }>(
        "SELECT watchlist_id, body, created_at FROM watch_webhook_queue WHERE state = 'pending' ORDER BY id");
      for (const batch of owed) {
        for (const alertId of alertIdsOf(batch.body)) {
          await raw.run("INSERT INTO watch_digest_pending (watchlist_id, alert_id, queued_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
            [batch.watchlist_id, alertId, Number(batch.created_at)]);
        }
      }
      await raw.run("DROP TABLE watch_webhook_queue");
    },
  };
}
