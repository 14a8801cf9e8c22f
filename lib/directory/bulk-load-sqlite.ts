// SQLite's first load: into an empty directory, the name and postcode indexes and the word index are built once at
// the end instead of row by row (sorting five million names into an index costs seconds, inserting them in random
// order minutes). A marker in directory_meta says a load is under way, for every process sharing the file.
import type Database from "better-sqlite3";
import type { SqliteWords } from "./words-sqlite";

const WORDS_PER_TRANSACTION = 250_000;

/** The indexes a first load defers. Their names predate directory migration 002, which kept them. */
function createSecondaryIndexes(db: Database.Database): void {
  db.exec(`
    CREATE INDEX IF NOT EXISTS companies_postcode ON directory_companies (postcode_key) WHERE postcode_key IS NOT NULL;
    CREATE INDEX IF NOT EXISTS names_norm ON directory_names (norm);
  `);
}

export function sqliteBulkLoad(db: Database.Database, words: SqliteWords) {
  const marker = db.prepare("SELECT 1 FROM directory_meta WHERE key = 'bulk-load'");
  const mark = db.prepare("INSERT OR REPLACE INTO directory_meta (key, value) VALUES ('bulk-load', ?)");
  const unmark = db.prepare("DELETE FROM directory_meta WHERE key = 'bulk-load'");
  return {
    /** Asked when needed, never remembered: another process (an import) may start or finish a load meanwhile. */
    underWay: (): boolean => marker.get() !== undefined,
    /** Marks the load and drops the deferred indexes (the caller has checked the directory is empty). */
    begin(): void {
      db.transaction(() => {
        mark.run(new Date().toISOString());
        db.exec("DROP INDEX IF EXISTS companies_postcode; DROP INDEX IF EXISTS names_norm;");
      })();
    },
    finish(onStep?: (step: string) => void): void {
      if (marker.get() === undefined) return;
      onStep?.("building the name and postcode indexes");
      createSecondaryIndexes(db);
      onStep?.("building the word index");
      words.clear();
      // In slices, each its own transaction: one transaction over five million names would hold the whole word
      // index in the WAL and grow the process with it. Stopped half-way, the next finish starts the words again.
      for (let after = -1; ;) {
        const upTo = words.sliceEnd(after, WORDS_PER_TRANSACTION);
        if (upTo === null) break;
        db.transaction(() => words.fill(after, upTo))();
        after = upTo;
      }
      unmark.run();
    },
  };
}
