// Migration 001 on PostgreSQL: a database made by the code before migrations (lib/db/migrations/001/
// before-migrations.fixture.ts), in its newest and its oldest shape, opens into the same schema as a new database,
// keeping its rows; opening it again runs nothing again; servers starting together migrate once. Each case gets a
// schema of its own, dropped afterwards. Skipped only on a machine without PostgreSQL, never in CI.
import { Kysely, Migrator, PostgresDialect } from "kysely";
import pg from "pg";
import { describe, expect, it } from "vitest";
import type { Database } from "../../lib/db/database";
import { beforeMigrations } from "../../lib/db/migrations/001/before-migrations.fixture";
import { LEGACY_ROWS } from "../../lib/db/migrations/001/legacy-rows.fixture";
import { migrate, migrations } from "../../lib/db/migrate";
import { openPostgres } from "../../lib/db/postgres-database";
import { ALERT_ID_PATTERN } from "../../lib/monitor/alert-id";
import { rawStatements } from "../../lib/db/raw-statements";
import { postgresSchemas } from "./postgres-schemas";

const raw = (db: Database) => rawStatements(db.query, db.kind);

const { databaseUrl, fresh: newSchema } = postgresSchemas("migrate");

/** Every table's columns, and every index's, trigger's and function's definition, with the schema's name taken out. */
async function schemaOf(db: Database, schema: string): Promise<unknown> {
  const columns = await raw(db).all<Record<string, unknown>>(
    `SELECT table_name, column_name, data_type, is_nullable, column_default FROM information_schema.columns
     WHERE table_schema = $1 ORDER BY table_name, ordinal_position`, [schema],
  );
  const indexes = await raw(db).all<Record<string, unknown>>("SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = $1 ORDER BY indexname", [schema]);
  const triggers = await raw(db).all<Record<string, unknown>>(
    `SELECT t.tgname, c.relname, pg_get_triggerdef(t.oid) AS definition FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
     JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = $1 AND NOT t.tgisinternal ORDER BY t.tgname`, [schema],
  );
  const functions = await raw(db).all<Record<string, unknown>>(
    `SELECT p.proname, p.prosrc FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = $1 ORDER BY p.proname`, [schema],
  );
  return JSON.parse(JSON.stringify({ columns, indexes, triggers, functions }).replaceAll(schema, "<schema>"));
}

describe.skipIf(!databaseUrl)("migration 001 on PostgreSQL", () => {
  for (const shape of ["current", "oldest"] as const) {
    it(`brings a database the code before migrations made (${shape} shape) to a new one's schema, keeping its rows`, async () => {
      const legacy = await newSchema(shape);
      const old = new pg.Client({ connectionString: legacy.url });
      await old.connect();
      for (const statement of beforeMigrations("postgres", shape)) await old.query(statement);
      for (const [sql, params] of LEGACY_ROWS) await old.query(sql, params);
      await old.end();
      const empty = await newSchema(`${shape}_new`);
      const started = Date.now();
      const [db, fresh] = [await openPostgres(legacy.url), await openPostgres(empty.url)];
      try {
        expect(await schemaOf(db, legacy.schema)).toEqual(await schemaOf(fresh, empty.schema));
        expect(await raw(db).all("SELECT name FROM kysely_migration ORDER BY name")).toEqual([{ name: "001-initial" }, { name: "002-alert-public-id-required" }, { name: "003-alert-severity-mappings" }, { name: "004-colleagues-may-edit" }, { name: "005-snapshots-per-list" }, { name: "008-alert-triage" }, { name: "009-jobs" }, { name: "010-delivery-outbox" }, { name: "011-screening-reviews" }, { name: "012-screening-baselines" }, { name: "014-check-runs" }, { name: "015-token-scopes" }]);
        const token = await db.query.selectFrom("api_tokens").select(["label", "expires_at"]).executeTakeFirstOrThrow();
        expect(token.label).toBe("old script");
        if (shape === "oldest") expect(token.expires_at).toBeGreaterThanOrEqual(started + 90 * 86_400_000);
        expect(await db.query.selectFrom("audit_log").select(["request_id", "correlation_id"]).execute()).toEqual([{ request_id: "r1", correlation_id: null }]);
        expect(await db.query.selectFrom("decision_evidence").select("decision_id").execute()).toEqual([{ decision_id: 1 }]);
        const publicId = await raw(db).all("SELECT is_nullable FROM information_schema.columns WHERE table_schema = $1 AND table_name = 'watch_alerts' AND column_name = 'public_id'", [legacy.schema]);
        expect(publicId).toEqual([{ is_nullable: "NO" }]);
        const alerts = await db.query.selectFrom("watch_alerts").select(["id", "public_id"]).orderBy("id").execute();
        expect(alerts.map((alert) => alert.id)).toEqual([1, 2]);
        for (const alert of alerts) expect(alert.public_id).toMatch(ALERT_ID_PATTERN);
        expect(await db.query.selectFrom("watch_alert_reads").select("alert_id").execute()).toEqual([{ alert_id: 1 }]);
        await expect(raw(db).run("DELETE FROM audit_log")).rejects.toThrow(/append-only/);
        await db.close();
        const again = await openPostgres(legacy.url);
        expect(await again.query.selectFrom("watch_alerts").select(["id", "public_id"]).orderBy("id").execute()).toEqual(alerts);
        expect(await raw(again).all("SELECT name FROM kysely_migration ORDER BY name")).toEqual([{ name: "001-initial" }, { name: "002-alert-public-id-required" }, { name: "003-alert-severity-mappings" }, { name: "004-colleagues-may-edit" }, { name: "005-snapshots-per-list" }, { name: "008-alert-triage" }, { name: "009-jobs" }, { name: "010-delivery-outbox" }, { name: "011-screening-reviews" }, { name: "012-screening-baselines" }, { name: "014-check-runs" }, { name: "015-token-scopes" }]);
        await again.close();
      } finally {
        await fresh.close();
      }
    });
  }

  it("lets servers starting together against one new database all open it, migrating it once", async () => {
    const { url } = await newSchema("together");
    const dbs = await Promise.all(Array.from({ length: 4 }, () => openPostgres(url)));
    expect(await raw(dbs[0]!).all("SELECT name FROM kysely_migration ORDER BY name")).toEqual([{ name: "001-initial" }, { name: "002-alert-public-id-required" }, { name: "003-alert-severity-mappings" }, { name: "004-colleagues-may-edit" }, { name: "005-snapshots-per-list" }, { name: "008-alert-triage" }, { name: "009-jobs" }, { name: "010-delivery-outbox" }, { name: "011-screening-reviews" }, { name: "012-screening-baselines" }, { name: "014-check-runs" }, { name: "015-token-scopes" }]);
    expect(await raw(dbs[0]!).all("SELECT version FROM credit_policies")).toEqual([{ version: 1 }]);
    await Promise.all(dbs.map((db) => db.close()));
  });
});

describe.skipIf(!databaseUrl)("migration 005 on PostgreSQL", () => {
  it("copies each company's snapshot to every list holding it, keyed by (list, company), into a new database's schema", async () => {
    const before = await newSchema("before_005");
    const pool = new pg.Pool({ connectionString: before.url, max: 1 });
    // biome-ignore lint/suspicious/noExplicitAny: the schema before 005, not the one tables.ts describes
    const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }) });
    try {
      const earlier = Object.fromEntries(Object.entries(migrations("postgres")).filter(([name]) => name < "005"));
      const migrator = new Migrator({ db, migrationTableSchema: before.schema, provider: { getMigrations: async () => earlier } });
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const raw = rawStatements(db, "postgres");
      for (const [list, company] of [["list-1", "00000001"], ["list-2", "00000001"], ["list-1", "00000002"]]) {
        await raw.run("INSERT INTO watchlist_companies (watchlist_id, company, added_at, added_by) VALUES ($1, $2, 0, 'alice')", [list!, company!]);
      }
      await raw.run(`INSERT INTO watch_snapshots (company, taken_at, snapshot, checked_at, error, error_at) VALUES
        ('00000001', 1000, '{"name":"ACME LTD"}', 2000, 'upstream answered 503', 2000), ('00000002', NULL, NULL, 3000, 'not found', 3000),
        ('00000003', 1000, '{}', 1000, NULL, NULL)`);
      await migrate(db, "postgres");
      expect(await raw.all(`SELECT watchlist_id, company, taken_at::int AS taken_at, snapshot, checked_at::int AS checked_at, error
        FROM watch_snapshots ORDER BY watchlist_id, company`)).toEqual([
        { watchlist_id: "list-1", company: "00000001", taken_at: 1000, snapshot: "{\"name\":\"ACME LTD\"}", checked_at: 2000, error: "upstream answered 503" },
        { watchlist_id: "list-1", company: "00000002", taken_at: null, snapshot: null, checked_at: 3000, error: "not found" },
        { watchlist_id: "list-2", company: "00000001", taken_at: 1000, snapshot: "{\"name\":\"ACME LTD\"}", checked_at: 2000, error: "upstream answered 503" },
      ]);
      await expect(raw.run("INSERT INTO watch_snapshots (watchlist_id, company, checked_at) VALUES ('list-1', '00000001', 1)")).rejects.toThrow(/duplicate key/);
    } finally {
      await db.destroy();
    }
    const empty = await newSchema("after_005_new");
    const [migrated, fresh] = [await openPostgres(before.url), await openPostgres(empty.url)];
    try {
      expect(await schemaOf(migrated, before.schema)).toEqual(await schemaOf(fresh, empty.schema));
    } finally {
      await migrated.close();
      await fresh.close();
    }
  });
});

describe.skipIf(!databaseUrl)("migration 012 on PostgreSQL", () => {
  it("adds each watched company's last screening, one row per company, keeping the reviews, into a new database's schema", async () => {
    const before = await newSchema("before_012");
    const pool = new pg.Pool({ connectionString: before.url, max: 1 });
    // biome-ignore lint/suspicious/noExplicitAny: the schema before 012, not the one tables.ts describes
    const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }) });
    try {
      const earlier = Object.fromEntries(Object.entries(migrations("postgres")).filter(([name]) => name < "012"));
      const migrator = new Migrator({ db, migrationTableSchema: before.schema, provider: { getMigrations: async () => earlier } });
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const raw = rawStatements(db, "postgres");
      await raw.run(`INSERT INTO screening_reviews (company, subject_kind, subject_role, subject_name, entity_id, verdict, reason, at, username, author,
        list_version, entity_fingerprint, subject_fingerprint, request_id) VALUES ('01234567', 'person', 'Director', 'Ann Lee', 'e1', 'false-positive',
        'other birth year', 5, 'alice', 'Alice', 'sandbox 1', 'ef', 'sf', 'r')`);
      await migrate(db, "postgres");
      expect(await raw.all("SELECT company, entity_id FROM screening_reviews")).toEqual([{ company: "01234567", entity_id: "e1" }]);
      await raw.run("INSERT INTO screening_baselines (company, list_version, screened_at, subjects_fingerprint, matches) VALUES ('01234567', 'v1', 7, 'sf', '[]')");
      expect(await raw.all("SELECT company, list_version, screened_at::int AS screened_at, matches FROM screening_baselines"))
        .toEqual([{ company: "01234567", list_version: "v1", screened_at: 7, matches: "[]" }]);
      await expect(raw.run("INSERT INTO screening_baselines (company, list_version, screened_at, subjects_fingerprint, matches) VALUES ('01234567', 'v2', 8, 'sf', '[]')"))
        .rejects.toThrow(/duplicate key/);
    } finally {
      await db.destroy();
    }
    const empty = await newSchema("after_012_new");
    const [migrated, fresh] = [await openPostgres(before.url), await openPostgres(empty.url)];
    try {
      expect(await schemaOf(migrated, before.schema)).toEqual(await schemaOf(fresh, empty.schema));
    } finally {
      await migrated.close();
      await fresh.close();
    }
  });
});
