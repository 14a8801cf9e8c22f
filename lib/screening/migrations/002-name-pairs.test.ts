// Migration 002 from the schema before it: a list loaded under 001 (rows and single keys only) is found by the pair
// index once the store opens and migrates, without loading the list again.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { runMigrations } from "../../db/run-migrations";
import { sqliteDialect } from "../../db/sqlite-dialect";
import { nameKeys } from "../name-keys";
import { openSqliteScreeningStore } from "../store-sqlite";
import { screeningSchema } from "./001-schema";

describe("screening migration 002 (SQLite)", () => {
  it("indexes the pairs of entities loaded before it", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "screening-002-")), "screening.sqlite");
    const db = new Database(file);
    const before = new Kysely({ dialect: sqliteDialect(db) });
    await runMigrations(before, "sqlite", {
      label: "screening", history: { table: "screening_migration", lockTable: "screening_migration_lock" }, migrations: { "001-schema": screeningSchema },
    });
    // What the store wrote under 001: a version in force, its rows, their single keys.
    db.prepare(`INSERT INTO screening_versions (id, list, version, date, file, kind, entity_count, bad_lines, entities_of, state, loaded_at)
      VALUES (1, 'old', 'v1', NULL, 'old.ftm.json', 'full', 2, 0, 1, 'loaded', '2026-11-01T00:00:00Z')`).run();
    db.prepare("INSERT INTO screening_lists (name, version_id) VALUES ('old', 1)").run();
    const insert = db.prepare(`INSERT INTO screening_entities (row, load, id, schema, caption, names, birth_dates, countries, nationalities,
      identifiers, topics, datasets, properties) VALUES (?, 1, ?, 'Person', ?, ?, '[]', '[]', '[]', '[]', '[]', '["t"]', ?)`);
    const keys = db.prepare("INSERT INTO screening_name_index (rowid, parts, phonetic) VALUES (?, ?, ?)");
    for (const [row, id, name] of [[1, "jones", "JONES, Mia"], [2, "smith", "Mia Smith"]] as const) {
      insert.run(row, id, name, JSON.stringify([name]), JSON.stringify({ name: [name] }));
      const { parts, phonetic } = nameKeys(name, "Person");
      keys.run(row, parts.join(" "), phonetic.join(" ").toLowerCase());
    }
    await before.destroy();

    const store = openSqliteScreeningStore(file);
    try {
      expect((await store.candidates(nameKeys("Mia Jones", "person"), 10)).map((entity) => entity.id)).toEqual(["jones"]);
      expect((await store.candidates(nameKeys("Smith Mia", "person"), 10)).map((entity) => entity.id)).toEqual(["smith"]);
    } finally {
      await store.close();
    }
  });
});
