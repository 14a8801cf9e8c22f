// The directory's migrations on PostgreSQL: a directory made by the code before migrations (5e563f0's schema, its
// rows written as that code's writer wrote them, in a first load's middle or not) opens with its rows kept and found
// by every lookup, into the schema a new directory gets; opening it again runs nothing again. Each directory gets a
// schema of its own. Skipped only on a machine without PostgreSQL, never in CI.
import pg from "pg";
import { describe, expect, it } from "vitest";
import {
  POSTGRES_DIRECTORY_BEFORE_MIGRATIONS, POSTGRES_DIRECTORY_SECONDARY_INDEXES_BEFORE_MIGRATIONS,
} from "../../lib/directory/migrations/fixtures/before-migrations-postgres.fixture";
import { Kysely, PostgresDialect } from "kysely";
import { runMigrations } from "../../lib/db/run-migrations";
import { learnFromAnswer } from "../../lib/directory/learn";
import { directoryMigrations } from "../../lib/directory/migrate";
import { numberKey } from "../../lib/directory/number-key";
import { openPostgresStore } from "../../lib/directory/postgres-store";
import { prepareRecord } from "../../lib/directory/record-merge";
import { searchDirectory } from "../../lib/directory/search";
import type { DirectoryStore } from "../../lib/directory/store";
import { company } from "../../lib/directory/store-contract";
import { wordVector } from "../../lib/directory/word-vector";
import { postgresSchemas } from "./postgres-schemas";

const { databaseUrl, admin, fresh: freshSchema } = postgresSchemas("directory_migrate");

const OBAC = company("07687209", "OBAC UK LIMITED", { postcode: "RG26 5AT", previousNames: ["OBAC FITTINGS LIMITED"] });
const PARENT = company("01000000", "OBAC GROUP PLC");

/** A directory as the code before migrations left it, its rows put as that code's writer put them. */
async function legacyDirectory(name: string, { bulkLoading }: { bulkLoading: boolean }): Promise<{ schema: string; url: string }> {
  const made = await freshSchema(name);
  const old = new pg.Client({ connectionString: made.url });
  await old.connect();
  try {
    await old.query(POSTGRES_DIRECTORY_BEFORE_MIGRATIONS);
    if (bulkLoading) await old.query("INSERT INTO directory_meta (key, value) VALUES ('bulk-load', $1)", [new Date().toISOString()]);
    else await old.query(POSTGRES_DIRECTORY_SECONDARY_INDEXES_BEFORE_MIGRATIONS);
    for (const record of [OBAC, PARENT]) {
      const row = prepareRecord(record);
      await old.query(`INSERT INTO directory_companies (id, number, name, status, status_group, postcode, postcode_key, town, incorporated, sic, fingerprint)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`, [
        numberKey(record.number), record.number, record.name, record.status, row.statusGroupCode, record.postcode, row.postcodeKey,
        record.town, record.incorporationDate, row.sic, row.fingerprint,
      ]);
      for (const entry of row.names) {
        await old.query("INSERT INTO directory_names (id, name, norm, words) VALUES ($1, $2, $3, $4)", [entry.id, entry.name, entry.norm, wordVector(entry.norm)]);
      }
    }
    await old.query("INSERT INTO directory_parents (company, parent) VALUES ($1, $2)", [numberKey(OBAC.number), numberKey(PARENT.number)]);
    await old.query("INSERT INTO directory_learned_parents (viewer, company, parent) VALUES ('alice', $1, NULL)", [numberKey(OBAC.number)]);
    await old.query(`INSERT INTO directory_import_checkpoints (file_key, byte_offset, line, rows, inserted, updated, unchanged, malformed, done, updated_at)
      VALUES ('f', 100, 3, 2, 2, 0, 0, 1, true, now())`);
    await old.query("INSERT INTO directory_import_malformed (file_key, line, reason, text) VALUES ('f', 2, 'bad', 'x,y')");
  } finally {
    await old.end();
  }
  return made;
}

/** Every column's type, collation, nullability and statistics target, every index's definition, and the migrations run. */
async function schemaOf(schema: string): Promise<unknown> {
  const columns = (await admin!.query(`SELECT c.relname, a.attname, format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull,
      a.attgenerated, coalesce(co.collname, '') AS collation, a.attstattarget
    FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace s ON s.oid = c.relnamespace
    LEFT JOIN pg_collation co ON co.oid = a.attcollation AND a.attcollation <> 100
    WHERE s.nspname = $1 AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped ORDER BY 1, a.attnum`, [schema])).rows;
  const indexes = (await admin!.query("SELECT indexname, replace(indexdef, $1, '') AS definition FROM pg_indexes WHERE schemaname = $2 ORDER BY 1",
    [`${schema}.`, schema])).rows;
  const migrations = (await admin!.query(`SELECT name FROM ${schema}.directory_migration ORDER BY name`)).rows.map((row) => row.name);
  return { columns, indexes, migrations };
}

const numbers = async (store: DirectoryStore, q: string) => (await searchDirectory(store, { q, limit: 5, status: null })).hits.map((hit) => hit.number);

describe.skipIf(!databaseUrl)("directory migrations on PostgreSQL", () => {
  it("open a directory made before migrations with its rows kept, into a new directory's schema, and run once", async () => {
    const { schema, url } = await legacyDirectory("current", { bulkLoading: false });
    const store = openPostgresStore(url);
    try {
      expect(await store.count()).toBe(2);
      expect(await numbers(store, "obac fittings")).toEqual(["07687209"]);
      expect(await numbers(store, "fitt")).toEqual(["07687209"]);
      expect(await numbers(store, "obac group")).toContain("01000000");
      expect(await numbers(store, "0768720")).toEqual(["07687209"]);
      expect(await numbers(store, "RG26 5")).toEqual(["07687209"]);
      expect((await store.subsidiaries("01000000", 10, null)).map((row) => [row.number, row.source])).toEqual([["07687209", "import"]]);
      // Alice's lookup found the company in no group: the import's relation is hidden from her alone.
      expect(await store.subsidiaries("01000000", 10, "alice")).toEqual([]);
      expect(await store.checkpoint("f")).toMatchObject({ byteOffset: 100, line: 3, rows: 2, done: true });
      expect(await store.malformedLines("f")).toEqual([{ line: 2, reason: "bad", text: "x,y" }]);
      // Written as before: a renamed company is found by its new name only.
      await store.upsertBatch([{ ...OBAC, name: "OBAC RENAMED LIMITED", previousNames: [] }], { mode: "replace" });
      expect(await numbers(store, "renamed")).toEqual(["07687209"]);
      expect(await numbers(store, "fittings")).toEqual([]);
    } finally {
      await store.close();
    }

    const fresh = await freshSchema("fresh");
    const freshStore = openPostgresStore(fresh.url);
    await freshStore.count();
    await freshStore.close();
    expect(await schemaOf(schema)).toEqual(await schemaOf(fresh.schema));
    expect((await schemaOf(schema) as { migrations: string[] }).migrations).toEqual(["001-schema", "002-directory-names", "003-appointments"]);

    const again = openPostgresStore(url);
    try {
      expect(await again.count()).toBe(2);
      expect(await numbers(again, "renamed")).toEqual(["07687209"]);
    } finally {
      await again.close();
    }
    expect(await schemaOf(schema)).toEqual(await schemaOf(fresh.schema));
  });

  it("let several servers open one new directory at once, migrating it once", async () => {
    const { schema, url } = await freshSchema("together");
    const stores = Array.from({ length: 3 }, () => openPostgresStore(url));
    try {
      expect(await Promise.all(stores.map((store) => store.count()))).toEqual([0, 0, 0]);
      const runs = (await admin!.query(`SELECT name FROM ${schema}.directory_migration ORDER BY name`)).rows.map((row) => row.name);
      expect(runs).toEqual(["001-schema", "002-directory-names", "003-appointments"]);
    } finally {
      await Promise.all(stores.map((store) => store.close()));
    }
  });

  it("leave a first load under way to build its indexes at its end", async () => {
    const { schema, url } = await legacyDirectory("loading", { bulkLoading: true });
    const store = openPostgresStore(url);
    const indexes = async () => (await admin!.query("SELECT indexname FROM pg_indexes WHERE schemaname = $1", [schema])).rows.map((row) => row.indexname);
    try {
      expect(await store.count()).toBe(2);
      expect(await indexes()).not.toContain("directory_names_words");
      await store.finishBulkLoad();
      expect(await indexes()).toEqual(expect.arrayContaining(["directory_companies_postcode", "directory_names_norm", "directory_names_words"]));
      expect(await numbers(store, "obac fittings")).toEqual(["07687209"]);
    } finally {
      await store.close();
    }
  });
  it("bring a directory of the previous schema (002) to keep officers' appointments, its companies kept (migration 003)", async () => {
    const { schema, url } = await freshSchema("previous");
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    const query = new Kysely({ dialect: new PostgresDialect({ pool }) });
    const { "003-appointments": _latest, ...previous } = directoryMigrations("postgres");
    await runMigrations(query, "postgres", { label: "directory", history: { table: "directory_migration", lockTable: "directory_migration_lock" }, migrations: previous });
    await query.destroy();
    await admin!.query(`INSERT INTO ${schema}.directory_companies (id, number, name, status, status_group, fingerprint)
      VALUES (1234567, '01234567', 'FAILED TRADING LIMITED', 'Liquidation', 3, 0)`);
    const store = openPostgresStore(url);
    try {
      expect(await store.count()).toBe(1);
      const officer = {
        directorPnr: 42, fromDate: "2015-04-01", toDate: "", directorRole: "director", directorshipCount: 7,
        detailedInformation: { fullName: "Ann Example" },
      };
      await learnFromAnswer(4, { companyRegistrationNumber: "01234567", directorsData: [officer], shareDetails: [] }, "ann", store);
      expect(await store.appointmentsOf([42])).toEqual([{
        person: 42, name: "Ann Example", role: "director", appointed: "2015-04-01", resigned: null, counted: 7, company: "01234567",
        companyName: "FAILED TRADING LIMITED", companyStatus: "Liquidation", end: null,
      }]);
    } finally {
      await store.close();
    }
    const fresh = await freshSchema("fresh003");
    const freshStore = openPostgresStore(fresh.url);
    await freshStore.count();
    await freshStore.close();
    expect(await schemaOf(schema)).toEqual(await schemaOf(fresh.schema));
  });
});
