// Migration 008 on SQLite, from the schema before it: the triage history table is added, empty, and refuses an
// update or a delete (the history is append-only); the alerts already stored are kept.
import BetterSqlite3 from "better-sqlite3";
import { Kysely } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { migrations } from "../migrate";
import { rawStatements } from "../raw-statements";
import { sqliteDialect } from "../sqlite-dialect";

// biome-ignore lint/suspicious/noExplicitAny: the schema before 008, not as tables.ts says
const db = new Kysely<any>({ dialect: sqliteDialect(new BetterSqlite3(":memory:")) });
afterAll(() => db.destroy());

describe("migration 008 on SQLite", () => {
  it("adds an append-only alert_triage_events, keeping the alerts", async () => {
    const all = migrations("sqlite");
    for (const [name, migration] of Object.entries(all)) if (name < "008") await migration.up(db);
    const raw = rawStatements(db, "sqlite");
    await raw.run("INSERT INTO watch_alerts (watchlist_id, company, kind, change_key, title, detail, evidence, detected_at, public_id) VALUES ('l', '01234567', 'status', 'k', 't', 'd', 'e', 1, 'p')");
    await all["008-alert-triage"]!.up(db);
    expect(await raw.all("SELECT public_id FROM watch_alerts")).toEqual([{ public_id: "p" }]);
    await raw.run("INSERT INTO alert_triage_events (alert_id, at, username, author, action, request_id) VALUES (1, 5, 'alice', 'Alice', 'acknowledged', 'r')");
    expect(await raw.all("SELECT alert_id, username, action, assignee, body FROM alert_triage_events"))
      .toEqual([{ alert_id: 1, username: "alice", action: "acknowledged", assignee: null, body: null }]);
    await expect(raw.run("UPDATE alert_triage_events SET action = 'unacknowledged'")).rejects.toThrow(/append-only/);
    await expect(raw.run("DELETE FROM alert_triage_events")).rejects.toThrow(/append-only/);
  });
});
