// The alert store's contract as tests, run against both databases: embedded SQLite (alert-store.test.ts) and
// PostgreSQL (tests/integration/alert-store-postgres.test.ts). An alert is known outside the server by a random
// public id only: made with the alert, answered by the list, taken by "mark read", and given to older rows by migration 001.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database";
import { initial } from "../db/migrations/001-initial";
import { ALERT_ID_PATTERN } from "./alert-id";
import { listAlerts, markRead, recordChanges } from "./alert-store";
import type { Change } from "./diff";
import { rawStatements } from "../db/raw-statements";

const raw = (db: Database) => rawStatements(db.query, db.kind);

const HOLDER = Symbol.for("dashboard.database");
const COMPANY = "09990001";
const change = (key: string): Change => ({ kind: "status", key, title: "Status changed", detail: `Company status changed (${key})` });

/** `open` answers a new, empty, migrated database each time it is called; the store's calls go to it. */
export function alertStoreContract(label: string, open: () => Promise<Database>): void {
  describe(`${label}: alert ids`, () => {
    let db: Database;
    let previous: unknown;

    beforeAll(async () => {
      db = await open();
      previous = (globalThis as Record<symbol, unknown>)[HOLDER];
      (globalThis as Record<symbol, unknown>)[HOLDER] = Promise.resolve(db);
      for (const [id, owner] of [["list-alice", "alice"], ["list-bob", "bob"]]) {
        await raw(db).run(`INSERT INTO watchlists (id, name, owner, owner_name, shared, interval_hours, created_at) VALUES ($1, $2, $3, $3, 0, 24, 0)`, [id, `${owner}'s`, owner]);
        await raw(db).run(`INSERT INTO watchlist_companies (watchlist_id, company, added_at, added_by) VALUES ($1, $2, 0, $3)`, [id, COMPANY, owner]);
      }
    });

    afterAll(async () => {
      (globalThis as Record<symbol, unknown>)[HOLDER] = previous;
      await db.close();
    });

    it("gives each new alert a random public id, the one the list answers with, never the table's integer", async () => {
      const changes = [change("a"), change("b"), change("c")];
      const created = [...await recordChanges("list-alice", COMPANY, changes, 1000), ...await recordChanges("list-bob", COMPANY, changes, 1000)];
      expect(created).toHaveLength(6);
      const ids = created.map((alert) => alert.id);
      for (const id of ids) expect(id).toMatch(ALERT_ID_PATTERN);
      expect(new Set(ids).size).toBe(ids.length);
      const keys = (await raw(db).all<{ id: number | string; public_id: string }>("SELECT id, public_id FROM watch_alerts")).map((row) => String(row.id));
      expect(keys.some((key) => ids.includes(key))).toBe(false);
      const alices = await listAlerts("alice");
      expect(alices.map((alert) => alert.id).sort()).toEqual(created.filter((alert) => alert.watchlistId === "list-alice").map((alert) => alert.id).sort());
      expect(JSON.stringify(alices)).not.toMatch(/"id":\s*\d/);
    });

    it("marks read by public id; another user's id, an unknown one or an integer's text marks nothing", async () => {
      const alices = await listAlerts("alice", { unread: true });
      const bobs = await listAlerts("bob", { unread: true });
      const [key] = await raw(db).all<{ id: number | string }>("SELECT id FROM watch_alerts WHERE public_id = $1", [alices[0]!.id]);
      expect(await markRead("alice", [bobs[0]!.id, "A".repeat(22), String(key!.id)])).toBe(0);
      expect(await markRead("alice", [alices[0]!.id])).toBe(1);
      expect(await markRead("alice", [alices[0]!.id])).toBe(0);
      const after = await listAlerts("alice");
      expect(after.filter((alert) => alert.readAt).map((alert) => alert.id)).toEqual([alices[0]!.id]);
      expect((await listAlerts("bob", { unread: true })).map((alert) => alert.id)).toEqual(bobs.map((alert) => alert.id));
    });

    it("gives alerts from before public ids one each when migration 001 runs, keeping their read marks", async () => {
      // The table as it was: no public_id column (and so no index on it).
      await raw(db).run("DROP INDEX watch_alerts_public_id");
      await raw(db).run("ALTER TABLE watch_alerts DROP COLUMN public_id");
      await raw(db).run(`INSERT INTO watch_alerts (watchlist_id, company, kind, change_key, title, detail, evidence, detected_at)
        VALUES ('list-alice', $1, 'name', 'old', 'Name changed', 'An old change', '/', 500)`, [COMPANY]);
      const readBefore = (await listAlertsRaw(db, false)).filter((row) => row.read).map((row) => row.key);
      await initial(db.kind).up(db.query);
      const rows = await listAlertsRaw(db);
      expect(rows.filter((row) => row.read).map((row) => row.key)).toEqual(readBefore);
      for (const row of rows) expect(row.publicId).toMatch(ALERT_ID_PATTERN);
      expect(new Set(rows.map((row) => row.publicId)).size).toBe(rows.length);
      const old = (await listAlerts("alice")).find((alert) => alert.detail === "An old change");
      expect(old?.id).toMatch(ALERT_ID_PATTERN);
      expect(await markRead("alice", [old!.id])).toBe(1);
      // Running it again changes no id already given.
      await initial(db.kind).up(db.query);
      expect((await listAlertsRaw(db)).map((row) => row.publicId)).toEqual(rows.map((row) => row.publicId));
    });
  });
}

/** Every alert row with its read marks, straight from the table (`withPublicId` false: the table as it was). */
async function listAlertsRaw(db: Database, withPublicId = true): Promise<Array<{ key: string; publicId: string; read: boolean }>> {
  const rows = await raw(db).all<{ id: number | string; public_id: string; reads: number | string }>(
    `SELECT a.id, ${withPublicId ? "a.public_id" : "NULL AS public_id"}, (SELECT COUNT(*) FROM watch_alert_reads r WHERE r.alert_id = a.id) AS reads FROM watch_alerts a ORDER BY a.id`,
  );
  return rows.map((row) => ({ key: String(row.id), publicId: row.public_id, read: Number(row.reads) > 0 }));
}
