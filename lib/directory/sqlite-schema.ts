// The SQLite directory's tables. Names live in their own table, one row per current or former name, keyed
// company key × 16 + slot (0 = current name): a hit on any name leads straight back to its company, and the word
// index (FTS5 over the normal form, contentless: the names table already holds the text) shares those row ids.
import type Database from "better-sqlite3";

export const SCHEMA_VERSION = 1;
/**
 * Word-start lengths FTS5 indexes. A prefix query of another length makes FTS5 merge the lists of every word that
 * starts that way before it can stop at the limit ("hold*": every holding and holdings); a query longer than
 * an indexed length asks that shorter prefix instead and keeps the rows whose name has the longer one.
 */
export const PREFIX_LENGTHS = [2, 3, 4, 6] as const;
export { NAME_SLOTS } from "./name-slots";

export function createSchema(db: Database.Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS companies (
      id INTEGER PRIMARY KEY,
      number TEXT NOT NULL,
      name TEXT NOT NULL,
      status TEXT,
      status_group INTEGER NOT NULL,
      postcode TEXT,
      postcode_key TEXT,
      town TEXT,
      incorporated TEXT,
      sic TEXT,
      fingerprint INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS names (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      norm TEXT NOT NULL
    );
    CREATE VIRTUAL TABLE IF NOT EXISTS names_fts USING fts5 (
      words, content = '', contentless_delete = 1, detail = none, prefix = '${PREFIX_LENGTHS.join(" ")}', tokenize = 'ascii'
    );
    -- Group relations from the operator's import (the sandbox's groups export), shown to everyone: company key →
    -- parent's key. Rows written before issue 33, when lookups wrote here too, count as imported.
    CREATE TABLE IF NOT EXISTS company_parents (company INTEGER PRIMARY KEY, parent INTEGER NOT NULL);
    CREATE INDEX IF NOT EXISTS company_parents_by_parent ON company_parents (parent, company);
    -- Group relations learnt from one user's lookups (profiles' groupStructures), shown to that user alone: shared,
    -- they would tell everyone which companies a colleague opened. A null parent: that user's lookup found the
    -- company in no group, which hides the import's relation from that user.
    CREATE TABLE IF NOT EXISTS learned_parents (
      viewer TEXT NOT NULL,
      company INTEGER NOT NULL,
      parent INTEGER,
      PRIMARY KEY (viewer, company)
    ) WITHOUT ROWID;
    CREATE INDEX IF NOT EXISTS learned_parents_by_parent ON learned_parents (viewer, parent, company);
    CREATE TABLE IF NOT EXISTS directory_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS import_checkpoints (
      file_key TEXT PRIMARY KEY,
      byte_offset INTEGER NOT NULL,
      line INTEGER NOT NULL,
      rows INTEGER NOT NULL,
      inserted INTEGER NOT NULL,
      updated INTEGER NOT NULL,
      unchanged INTEGER NOT NULL,
      malformed INTEGER NOT NULL,
      done INTEGER NOT NULL,
      updated_at TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS import_malformed (
      file_key TEXT NOT NULL,
      line INTEGER NOT NULL,
      reason TEXT NOT NULL,
      text TEXT NOT NULL,
      PRIMARY KEY (file_key, line)
    ) WITHOUT ROWID;
  `);
  db.pragma(`user_version = ${SCHEMA_VERSION}`);
  if (!isBulkLoading(db)) createSecondaryIndexes(db);
}

/**
 * The indexes a first load builds once at its end instead of row by row: sorting five million names into an index
 * costs seconds, inserting them in random order costs minutes.
 */
export function createSecondaryIndexes(db: Database.Database): void {
  db.exec(`
    CREATE INDEX IF NOT EXISTS companies_postcode ON companies (postcode_key) WHERE postcode_key IS NOT NULL;
    CREATE INDEX IF NOT EXISTS names_norm ON names (norm);
  `);
}

export function dropSecondaryIndexes(db: Database.Database): void {
  db.exec("DROP INDEX IF EXISTS companies_postcode; DROP INDEX IF EXISTS names_norm;");
}

function isBulkLoading(db: Database.Database): boolean {
  return db.prepare("SELECT 1 FROM directory_meta WHERE key = 'bulk-load'").get() !== undefined;
}

export function setBulkLoading(db: Database.Database, on: boolean): void {
  if (on) db.prepare("INSERT OR REPLACE INTO directory_meta (key, value) VALUES ('bulk-load', ?)").run(new Date().toISOString());
  else db.prepare("DELETE FROM directory_meta WHERE key = 'bulk-load'").run();
}
