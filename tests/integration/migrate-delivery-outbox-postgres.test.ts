// Migration 010 on PostgreSQL, from the schema before it (the pattern of migrate-postgres.test.ts): lists get the
// default delivery mode, an old webhook secret keeps its key bytes as `whsec_<base64>`, a webhook batch still owed in
// the retired `watch_webhook_queue` has its alerts put in the list's next digest, and the table goes. Skipped only on
// a machine without PostgreSQL, never in CI.
import { Kysely, Migrator, PostgresDialect } from "kysely";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { migrations } from "../../lib/db/migrate";
import { rawStatements } from "../../lib/db/raw-statements";
import { postgresSchemas } from "./postgres-schemas";

const { databaseUrl, fresh: newSchema } = postgresSchemas("migrate_010");

describe.skipIf(!databaseUrl)("migration 010 on PostgreSQL", () => {
  it("adds the delivery mode, keeps each secret's key, and moves owed webhook batches into the next digest", async () => {
    const before = await newSchema("before_010");
    const pool = new pg.Pool({ connectionString: before.url, max: 1 });
    // biome-ignore lint/suspicious/noExplicitAny: the schema before 010, not the one tables.ts describes
    const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }) });
    try {
      const all = migrations("postgres");
      const earlier = Object.fromEntries(Object.entries(all).filter(([name]) => name < "010"));
      const migrator = new Migrator({ db, migrationTableSchema: before.schema, provider: { getMigrations: async () => earlier } });
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const raw = rawStatements(db, "postgres");
      const oldSecret = "cd".repeat(32);
      await raw.run(`INSERT INTO watchlists (id, name, owner, owner_name, shared, interval_hours, created_at, webhook_url, webhook_secret, digest_to)
        VALUES ('list-1', 'Suppliers', 'alice', 'Alice', 0, 24, 1, 'https://hooks.example.com/x', $1, NULL)`, [oldSecret]);
      const batch = (ids: string[], state: string) => raw.run(`INSERT INTO watch_webhook_queue (watchlist_id, body, alerts, attempts, next_attempt_at, state, created_at)
        VALUES ('list-1', $1, $2, 1, 5000, $3, 4000)`, [JSON.stringify({ watchlistId: "list-1", alerts: ids.map((id) => ({ id })) }), ids.length, state]);
      await batch(["alert-a", "alert-b"], "pending");
      await batch(["alert-b"], "pending");
      await batch(["alert-c"], "failed");
      await all["010-delivery-outbox"]!.up(db);

      expect(await raw.all("SELECT id, delivery_mode, webhook_secret, webhook_secret_previous FROM watchlists")).toEqual([
        { id: "list-1", delivery_mode: "red-now", webhook_secret: `whsec_${Buffer.from(oldSecret).toString("base64")}`, webhook_secret_previous: null },
      ]);
      expect(await raw.all("SELECT watchlist_id, alert_id, queued_at::int AS queued_at FROM watch_digest_pending ORDER BY alert_id")).toEqual([
        { watchlist_id: "list-1", alert_id: "alert-a", queued_at: 4000 },
        { watchlist_id: "list-1", alert_id: "alert-b", queued_at: 4000 },
      ]);
      expect(await raw.all("SELECT table_name FROM information_schema.tables WHERE table_schema = $1 AND table_name = 'watch_webhook_queue'", [before.schema]))
        .toEqual([]);
    } finally {
      await db.destroy();
    }
  });
});
