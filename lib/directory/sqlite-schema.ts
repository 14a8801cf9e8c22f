// The SQLite directory's bulk-load indexes and word-start lengths. The tables are made by the directory's migrations
// (lib/directory/migrate.ts). Names live in their own table, one row per current or former name, keyed company key
// × 16 + slot (0 = current name): a hit on any name leads straight back to its company, and the word index (FTS5
// over the normal form, contentless: the names table already holds the text) shares those row ids.
import type Database from "better-sqlite3";

/**
 * Word-start lengths FTS5 indexes. A prefix query of another length makes FTS5 merge the lists of every word that
 * starts that way before it can stop at the limit ("hold*": every holding and holdings); a query longer than
 * an indexed length asks that shorter prefix instead and keeps the rows whose name has the longer one.
 * Fixed in the table by directory migration 001: a change here is a new migration rebuilding the FTS5 table.
 */
export const PREFIX_LENGTHS = [2, 3, 4, 6] as const;
export { NAME_SLOTS } from "./name-slots";

/**
 * The indexes a first load builds once at its end instead of row by row: sorting five million names into an index
 * costs seconds, inserting them in random order costs minutes. Their names predate directory migration 002.
 */
export function createSecondaryIndexes(db: Database.Database): void {
  db.exec(`
    CREATE INDEX IF NOT EXISTS companies_postcode ON directory_companies (postcode_key) WHERE postcode_key IS NOT NULL;
    CREATE INDEX IF NOT EXISTS names_norm ON directory_names (norm);
  `);
}

export function dropSecondaryIndexes(db: Database.Database): void {
  db.exec("DROP INDEX IF EXISTS companies_postcode; DROP INDEX IF EXISTS names_norm;");
}

export function setBulkLoading(db: Database.Database, on: boolean): void {
  if (on) db.prepare("INSERT OR REPLACE INTO directory_meta (key, value) VALUES ('bulk-load', ?)").run(new Date().toISOString());
  else db.prepare("DELETE FROM directory_meta WHERE key = 'bulk-load'").run();
}
