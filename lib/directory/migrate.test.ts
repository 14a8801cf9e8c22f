// The directory's migrations on SQLite: a file made by the code before migrations (its tables under their old
// names, in a first load's middle or not) opens with its rows kept and found by every lookup, into the same schema a
// new file gets; opening it again runs nothing again.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { DIRECTORY_BEFORE_MIGRATIONS, DIRECTORY_SECONDARY_INDEXES_BEFORE_MIGRATIONS } from "./migrations/fixtures/before-migrations.fixture";
import { numberKey } from "./number-key";
import { prepareRecord } from "./record-merge";
import { searchDirectory } from "./search";
import { openSqliteStore } from "./sqlite-store";
import { company } from "./store-contract";

const dir = mkdtempSync(path.join(tmpdir(), "directory-migrate-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const OBAC = company("07687209", "OBAC UK LIMITED", { postcode: "RG26 5AT", previousNames: ["OBAC FITTINGS LIMITED"] });
const PARENT = company("01000000", "OBAC GROUP PLC");

/** A directory file as the code before migrations wrote it: its rows put as its upsert and imports put them. */
function legacyFile(name: string, { bulkLoading }: { bulkLoading: boolean }): string {
  const file = path.join(dir, `${name}.sqlite`);
  const old = new BetterSqlite3(file);
  old.pragma("journal_mode = WAL");
  old.exec(DIRECTORY_BEFORE_MIGRATIONS);
  if (bulkLoading) old.prepare("INSERT INTO directory_meta (key, value) VALUES ('bulk-load', ?)").run(new Date().toISOString());
  else old.exec(DIRECTORY_SECONDARY_INDEXES_BEFORE_MIGRATIONS);
  old.pragma("user_version = 1");
  for (const record of [OBAC, PARENT]) {
    const row = prepareRecord(record);
    old.prepare(`INSERT INTO companies (id, number, name, status, status_group, postcode, postcode_key, town, incorporated, sic, fingerprint)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(
      numberKey(record.number), record.number, record.name, record.status, row.statusGroupCode, record.postcode, row.postcodeKey,
      record.town, record.incorporationDate, row.sic, row.fingerprint,
    );
    for (const entry of row.names) {
      old.prepare("INSERT INTO names (id, name, norm) VALUES (?, ?, ?)").run(entry.id, entry.name, entry.norm);
      if (!bulkLoading) old.prepare("INSERT INTO names_fts (rowid, words) VALUES (?, ?)").run(entry.id, entry.norm);
    }
  }
  old.prepare("INSERT INTO company_parents (company, parent) VALUES (?, ?)").run(numberKey(OBAC.number), numberKey(PARENT.number));
  old.prepare(`INSERT INTO import_checkpoints (file_key, byte_offset, line, rows, inserted, updated, unchanged, malformed, done, updated_at)
    VALUES ('f', 100, 3, 2, 2, 0, 0, 1, 1, '2026-01-01T00:00:00Z')`).run();
  old.prepare("INSERT INTO import_malformed (file_key, line, reason, text) VALUES ('f', 2, 'bad', 'x,y')").run();
  old.close();
  return file;
}

/** Every object's definition (its text up to spacing) and the migrations recorded: what "the same schema" means here. */
function schemaOf(file: string): unknown {
  const db = new BetterSqlite3(file, { readonly: true });
  try {
    const objects = db.prepare("SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name").all() as
      { sql: string | null }[];
    const migrations = db.prepare("SELECT name FROM directory_migration ORDER BY name").pluck().all();
    return { objects: objects.map((object) => ({ ...object, sql: object.sql?.replace(/\s+/g, " ").replace(/ ?([(),]) ?/g, "$1") })), migrations };
  } finally {
    db.close();
  }
}

const numbers = async (store: ReturnType<typeof openSqliteStore>, q: string) =>
  (await searchDirectory(store, { q, limit: 5, status: null })).hits.map((hit) => hit.number);

describe("directory migrations on SQLite", () => {
  it("open a file made before migrations with its rows kept, into a new file's schema, and run once", async () => {
    const file = legacyFile("current", { bulkLoading: false });
    const store = openSqliteStore(file);
    expect(await store.count()).toBe(2);
    expect(await numbers(store, "obac fittings")).toEqual(["07687209"]);
    expect(await numbers(store, "fitt")).toEqual(["07687209"]);
    expect(await numbers(store, "obac group")).toContain("01000000");
    expect(await numbers(store, "0768720")).toEqual(["07687209"]);
    expect(await numbers(store, "RG26 5")).toEqual(["07687209"]);
    expect((await store.subsidiaries("01000000", 10, null)).map((row) => [row.number, row.source])).toEqual([["07687209", "import"]]);
    expect(await store.checkpoint("f")).toMatchObject({ byteOffset: 100, line: 3, rows: 2, done: true });
    expect(await store.malformedLines("f")).toEqual([{ line: 2, reason: "bad", text: "x,y" }]);
    // The renamed word index is written and read as before: a renamed company is found by its new name only.
    await store.upsertBatch([{ ...OBAC, name: "OBAC RENAMED LIMITED", previousNames: [] }], { mode: "replace" });
    expect(await numbers(store, "renamed")).toEqual(["07687209"]);
    expect(await numbers(store, "fittings")).toEqual([]);
    await store.close();

    const fresh = path.join(dir, "fresh.sqlite");
    await openSqliteStore(fresh).close();
    expect(schemaOf(file)).toEqual(schemaOf(fresh));
    expect((schemaOf(file) as { migrations: string[] }).migrations).toEqual(["001-schema", "002-directory-names", "003-appointments"]);

    const again = openSqliteStore(file);
    expect(await again.count()).toBe(2);
    expect(await numbers(again, "renamed")).toEqual(["07687209"]);
    await again.close();
    expect(schemaOf(file)).toEqual(schemaOf(fresh));
  });

  it("leave a first load under way to build its indexes at its end", async () => {
    const file = legacyFile("loading", { bulkLoading: true });
    const store = openSqliteStore(file);
    const indexes = () => {
      const db = new BetterSqlite3(file, { readonly: true });
      const names = db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL ORDER BY name").pluck().all();
      db.close();
      return names;
    };
    expect(await store.count()).toBe(2);
    expect(indexes()).not.toContain("names_norm");
    await store.finishBulkLoad();
    expect(indexes()).toEqual(expect.arrayContaining(["companies_postcode", "names_norm"]));
    expect(await numbers(store, "obac fittings")).toEqual(["07687209"]);
    await store.close();
  });
});
