// The screening store on PostgreSQL: the loader's cases over the reference sample records (the same as SQLite's,
// lib/screening/store-contract.ts), and the sandbox's own list loaded by COPY and found by its name keys. Each store
// gets a schema of its own. Skipped only on a machine without PostgreSQL, never in CI.
import { describe, expect, it } from "vitest";
import { loadListFile } from "../../lib/screening/load";
import { nameKeys } from "../../lib/screening/name-keys";
import { screeningStoreContract } from "../../lib/screening/store-contract";
import { openPostgresScreeningStore } from "../../lib/screening/store-postgres";
import { openSqliteScreeningStore } from "../../lib/screening/store-sqlite";
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
});
