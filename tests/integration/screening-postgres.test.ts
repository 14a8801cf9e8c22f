// The screening store on PostgreSQL: the loader's cases over the reference sample records (the same as SQLite's,
// lib/screening/store-contract.ts), and the sandbox's own list loaded by COPY and found by its name keys. Each store
// gets a schema of its own. Skipped only on a machine without PostgreSQL, never in CI.
import path from "node:path";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { runMigrations } from "../../lib/db/run-migrations";
import { postgresScreeningSchema } from "../../lib/screening/migrations/001-schema-postgres";
import { loadListFile } from "../../lib/screening/load";
import { nameKeys } from "../../lib/screening/name-keys";
import { screeningStoreContract } from "../../lib/screening/store-contract";
import { openPostgresScreeningStore } from "../../lib/screening/store-postgres";
import { openSqliteScreeningStore } from "../../lib/screening/store-sqlite";
import { tsVectorLiteral } from "../../lib/screening/store-name-index";
import { REPO_ROOT } from "../../sandbox/repo-root";
import { ensureScreeningList } from "../../sandbox/screening-list";
import { SMALL_DATASET, smallDataset } from "../../sandbox/test-support";
import { postgresSchemas } from "./postgres-schemas";

const { databaseUrl, fresh } = postgresSchemas("screening_test");

describe.skipIf(!databaseUrl)("the screening store on PostgreSQL", () => {
  screeningStoreContract("PostgreSQL", async () => openPostgresScreeningStore((await fresh()).url));

  it("loads the sandbox's list as SQLite does and finds each aimed entity by its subject's name keys", async () => {
    const dataset = await smallDataset();
    const postgres = openPostgresScreeningStore((await fresh()).url);
    const sqlite = openSqliteScreeningStore(`${dataset.dir}/screening.sqlite`);
    try {
      const { listFile, manifestFile } = ensureScreeningList(dataset.file, SMALL_DATASET.seed);
      const onPostgres = await loadListFile(postgres, { list: "sandbox", file: listFile }, { batchSize: 50 });
      const onSqlite = await loadListFile(sqlite, { list: "sandbox", file: listFile });
      expect(onPostgres.inForce.entityCount).toBe(onSqlite.inForce.entityCount);
      expect(onPostgres.inForce.version).toBe(onSqlite.inForce.version);
      const manifest = JSON.parse((await import("node:fs")).readFileSync(manifestFile, "utf8")) as
        { entries: { entityId: string; subjects: { name: string; kind: string }[] }[] };
      for (const entry of manifest.entries) {
        const [subject] = entry.subjects;
        const keys = nameKeys(subject.name, subject.kind === "officer" || subject.kind === "psc" ? "Person" : "Company");
        const found = await postgres.candidates(keys, 50);
        expect(found.map((entity) => entity.id), `${entry.entityId} by ${subject.name}`).toContain(entry.entityId);
      }
    } finally {
      await postgres.close();
      await sqlite.close();
      dataset.cleanup();
    }
  }, 120_000);

  it("migration 002 indexes the pairs of entities loaded before it", async () => {
    const { url } = await fresh("pairs");
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    const before = new Kysely({ dialect: new PostgresDialect({ pool }) });
    await runMigrations(before, "postgres", {
      label: "screening", history: { table: "screening_migration", lockTable: "screening_migration_lock" }, migrations: { "001-schema": postgresScreeningSchema },
    });
    // What the store wrote under 001: a version in force, its rows with their single keys.
    await pool.query(`INSERT INTO screening_versions (id, list, version, date, file, kind, entity_count, bad_lines, entities_of, state, loaded_at)
      VALUES (1, 'old', 'v1', NULL, 'old.ftm.json', 'full', 2, 0, 1, 'loaded', '2026-11-01T00:00:00Z')`);
    await pool.query("INSERT INTO screening_lists (name, version_id) VALUES ('old', 1)");
    for (const [id, name] of [["jones", "JONES, Mia"], ["smith", "Mia Smith"]]) {
      await pool.query(`INSERT INTO screening_entities (load, id, schema, caption, names, birth_dates, countries, nationalities, identifiers,
        topics, datasets, properties, name_keys) VALUES (1, $1, 'Person', $2, $3, '[]', '[]', '[]', '[]', '[]', '["t"]', $4, $5::tsvector)`,
        [id, name, JSON.stringify([name]), JSON.stringify({ name: [name] }), tsVectorLiteral(nameKeys(name, "Person"))]);
    }
    await before.destroy();

    const store = openPostgresScreeningStore(url);
    try {
      expect((await store.candidates(nameKeys("Mia Jones", "person"), 10)).map((entity) => entity.id)).toEqual(["jones"]);
      expect((await store.candidates(nameKeys("Smith Mia", "person"), 10)).map((entity) => entity.id)).toEqual(["smith"]);
    } finally {
      await store.close();
    }
  });

  it("vacuums and analyses the entities after a full load, so that the first screenings have statistics", async () => {
    const { url } = await fresh("vacuum");
    const store = openPostgresScreeningStore(url);
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    try {
      await loadListFile(store, { list: "sample", file: path.join(REPO_ROOT, "reference", "opensanctions", "entities.ftm.json") });
      // Statistics reach pg_stat_user_tables within a second or so of the backend's report.
      let seen: { last_vacuum: Date | null; last_analyze: Date | null } | undefined;
      for (let tries = 0; tries < 50 && !(seen?.last_vacuum && seen.last_analyze); tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        seen = (await pool.query(`SELECT last_vacuum, last_analyze FROM pg_stat_user_tables
          WHERE relname = 'screening_entities' AND schemaname = current_schema()`)).rows[0];
      }
      expect(seen?.last_vacuum).toBeInstanceOf(Date);
      expect(seen?.last_analyze).toBeInstanceOf(Date);
    } finally {
      await pool.end();
      await store.close();
    }
  });
});
