// Migration 001 on SQLite: a file made by the code before migrations, in its newest and its oldest shape, opens
// into the same schema as a new database, keeping its rows; opening it again runs nothing again.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { ALERT_ID_PATTERN } from "@/lib/monitor/alert-id";
import type { Database } from "../database";
import { openSqlite, toSqlite } from "../sqlite-database";
import { beforeMigrations } from "./001/before-migrations.fixture";
import { LEGACY_ROWS } from "./001/legacy-rows.fixture";
import { rawStatements } from "../raw-statements";

const raw = (db: Database) => rawStatements(db.query, db.kind);

const dir = mkdtempSync(path.join(tmpdir(), "migrate-001-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Every table's columns, and every index's and trigger's definition: what "the same schema" means here. */
async function schemaOf(db: Database): Promise<unknown> {
  const objects = await raw(db).all<{ type: string; name: string; sql: string | null }>(
    "SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name",
  );
  return Promise.all(objects.map(async (object) => object.type === "table"
    ? { table: object.name, columns: await raw(db).all(`SELECT name, type, "notnull", dflt_value, pk FROM pragma_table_info('${object.name}')`) }
    : { [object.type]: object.name, sql: object.sql?.replace(/\s+/g, " ") }));
}

function legacyFile(shape: "current" | "oldest"): string {
  const file = path.join(dir, `${shape}.sqlite`);
  const old = new BetterSqlite3(file);
  old.pragma("journal_mode = WAL");
  for (const statement of beforeMigrations("sqlite", shape)) old.exec(statement);
  for (const [text, params] of LEGACY_ROWS) {
    const { sql, params: values } = toSqlite(text, params);
    old.prepare(sql).run(...values);
  }
  old.close();
  return file;
}

describe("migration 001 on SQLite", () => {
  for (const shape of ["current", "oldest"] as const) {
    it(`brings a database the code before migrations made (${shape} shape) to a new one's schema, keeping its rows`, async () => {
      const file = legacyFile(shape);
      const started = Date.now();
      const db = await openSqlite(file);
      const fresh = await openSqlite(":memory:");
      try {
        expect(await schemaOf(db)).toEqual(await schemaOf(fresh));
        expect(await raw(db).all("SELECT name FROM kysely_migration ORDER BY name")).toEqual([{ name: "001-initial" }, { name: "002-alert-public-id-required" }, { name: "003-alert-severity-mappings" }, { name: "004-colleagues-may-edit" }, { name: "005-snapshots-per-list" }, { name: "008-alert-triage" }, { name: "009-jobs" }, { name: "010-delivery-outbox" }, { name: "011-screening-reviews" }, { name: "012-screening-baselines" }, { name: "014-check-runs" }, { name: "015-token-scopes" }]);
        const token = await db.query.selectFrom("api_tokens").select(["label", "expires_at"]).executeTakeFirstOrThrow();
        expect(token.label).toBe("old script");
        // The oldest shape had no expiry: one default lifetime (90 days) from the upgrade.
        if (shape === "oldest") expect(token.expires_at).toBeGreaterThanOrEqual(started + 90 * 86_400_000);
        expect(await db.query.selectFrom("audit_log").select(["request_id", "correlation_id"]).execute()).toEqual([{ request_id: "r1", correlation_id: null }]);
        expect(await db.query.selectFrom("company_notes").select("body").execute()).toEqual([{ body: "Called the FD" }]);
        expect(await db.query.selectFrom("decision_evidence").select("decision_id").execute()).toEqual([{ decision_id: 1 }]);
        const alerts = await db.query.selectFrom("watch_alerts").select(["id", "public_id"]).orderBy("id").execute();
        expect(alerts.map((alert) => alert.id)).toEqual([1, 2]);
        for (const alert of alerts) expect(alert.public_id).toMatch(ALERT_ID_PATTERN);
        expect(alerts[0]?.public_id).not.toBe(alerts[1]?.public_id);
        expect(await db.query.selectFrom("watch_alert_reads").select("alert_id").execute()).toEqual([{ alert_id: 1 }]);
        expect((await db.query.selectFrom("credit_policies").select("version").execute()).map((row) => row.version)).toEqual([1]);
        await db.close();
        // Opened again: nothing runs again, no id changes.
        const again = await openSqlite(file);
        expect(await again.query.selectFrom("watch_alerts").select(["id", "public_id"]).orderBy("id").execute()).toEqual(alerts);
        expect(await schemaOf(again)).toEqual(await schemaOf(fresh));
        await again.close();
      } finally {
        await fresh.close();
      }
    });
  }

  it("lets servers opening one new file at the same moment all start, migrating it once", async () => {
    // Processes, not connections of this one: better-sqlite3 waits for a lock synchronously, so a second connection
    // in one thread would wait on the first without ever letting it finish.
    const file = path.join(dir, "together.sqlite");
    const open = `import { openSqlite } from ${JSON.stringify(path.resolve("lib/db/sqlite-database.ts"))};
      const db = await openSqlite(${JSON.stringify(file)}); await db.close();`;
    const run = () => new Promise<number | null>((resolve) => {
      const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", open], { stdio: ["ignore", "ignore", "inherit"] });
      child.on("exit", resolve);
    });
    expect(await Promise.all([run(), run(), run()])).toEqual([0, 0, 0]);
    const db = await openSqlite(file);
    expect(await raw(db).all("SELECT name FROM kysely_migration ORDER BY name")).toEqual([{ name: "001-initial" }, { name: "002-alert-public-id-required" }, { name: "003-alert-severity-mappings" }, { name: "004-colleagues-may-edit" }, { name: "005-snapshots-per-list" }, { name: "008-alert-triage" }, { name: "009-jobs" }, { name: "010-delivery-outbox" }, { name: "011-screening-reviews" }, { name: "012-screening-baselines" }, { name: "014-check-runs" }, { name: "015-token-scopes" }]);
    expect(await raw(db).all("SELECT version FROM credit_policies")).toEqual([{ version: 1 }]);
    await db.close();
  }, 60_000);
});
