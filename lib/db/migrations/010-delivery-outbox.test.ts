// Migration 010 on SQLite, from the schema before it: lists get the default delivery mode, an old webhook secret keeps
// its key bytes in the `whsec_` form, and a webhook batch still owed at the upgrade has its alerts put in the list's
// next digest rather than lost; the retired queue table goes.
import BetterSqlite3 from "better-sqlite3";
import { Kysely } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { migrations } from "../migrate";
import { rawStatements } from "../raw-statements";
import { sqliteDialect } from "../sqlite-dialect";

// biome-ignore lint/suspicious/noExplicitAny: the schema before 010, not as tables.ts says
const db = new Kysely<any>({ dialect: sqliteDialect(new BetterSqlite3(":memory:")) });
afterAll(() => db.destroy());

describe("migration 010 on SQLite", () => {
  it("adds the delivery mode, keeps each secret's key, and moves owed webhook batches into the next digest", async () => {
    const all = migrations("sqlite");
    for (const [name, migration] of Object.entries(all)) if (name < "010") await migration.up(db);
    const raw = rawStatements(db, "sqlite");
    const oldSecret = "ab".repeat(32);
    await raw.run(`INSERT INTO watchlists (id, name, owner, owner_name, shared, interval_hours, created_at, webhook_url, webhook_secret, digest_to)
      VALUES ('list-1', 'Suppliers', 'alice', 'Alice', 0, 24, 1, 'https://hooks.example.com/x', $1, NULL)`, [oldSecret]);
    await raw.run(`INSERT INTO watchlists (id, name, owner, owner_name, shared, interval_hours, created_at, webhook_url, webhook_secret, digest_to)
      VALUES ('list-2', 'Quiet', 'alice', 'Alice', 0, 24, 1, NULL, NULL, NULL)`);
    const batch = (ids: string[], state: string) => raw.run(`INSERT INTO watch_webhook_queue (watchlist_id, body, alerts, attempts, next_attempt_at, state, created_at)
      VALUES ('list-1', $1, $2, 1, 5000, $3, 4000)`, [JSON.stringify({ watchlistId: "list-1", alerts: ids.map((id) => ({ id })) }), ids.length, state]);
    await batch(["alert-a", "alert-b"], "pending");
    await batch(["alert-c"], "delivered");
    await all["010-delivery-outbox"]!.up(db);

    const lists = await raw.all<Record<string, unknown>>("SELECT id, delivery_mode, webhook_secret, webhook_secret_previous FROM watchlists ORDER BY id");
    expect(lists).toEqual([
      { id: "list-1", delivery_mode: "red-now", webhook_secret: `whsec_${Buffer.from(oldSecret).toString("base64")}`, webhook_secret_previous: null },
      { id: "list-2", delivery_mode: "red-now", webhook_secret: null, webhook_secret_previous: null },
    ]);
    expect(await raw.all("SELECT watchlist_id, alert_id, queued_at FROM watch_digest_pending ORDER BY alert_id")).toEqual([
      { watchlist_id: "list-1", alert_id: "alert-a", queued_at: 4000 },
      { watchlist_id: "list-1", alert_id: "alert-b", queued_at: 4000 },
    ]);
    expect(await raw.all("SELECT name FROM sqlite_master WHERE name = 'watch_webhook_queue'")).toEqual([]);
  });
});
