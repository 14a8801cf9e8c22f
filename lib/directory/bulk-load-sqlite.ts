// SQLite's import. Its batches (those with a checkpoint) are written by raw prepared statements, prepared once per
// connection, for the import's volume (five million rows); whether the typed builder's per-row cost would matter
// there is the bench's to say. And its first load: into an empty directory, the name and postcode indexes and the
// word index are built once at the end instead of row by row (sorting five million names into an index costs
// seconds, inserting them in random order minutes). A marker in directory_meta says a load is under way, for every
// process sharing the file.
import type Database from "better-sqlite3";
import type { CandidateRow } from "./candidate-row";
import { NAME_SLOTS } from "./name-slots";
import { numberKey } from "./number-key";
import { mergeRecords, prepareRecord, recordFingerprint } from "./record-merge";
import type { DirectoryRecord, ImportCheckpoint, MalformedLine, UpsertCounts, UpsertMode } from "./store";
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

interface CompanyRow extends CandidateRow {
  id: number;
  sic: string | null;
  matched_id?: number;
}

const COMPANY_COLUMNS = "c.id, c.number, c.name, c.status, c.status_group, c.postcode, c.town, c.incorporated, c.sic";

function sqliteStatements(db: Database.Database) {
  return {
    fingerprint: db.prepare("SELECT fingerprint FROM directory_companies WHERE id = ?"),
    storedCompany: db.prepare(`SELECT ${COMPANY_COLUMNS}, c.fingerprint FROM directory_companies c WHERE c.id = ?`),
    formerNames: db.prepare("SELECT name FROM directory_names WHERE id BETWEEN ? AND ? ORDER BY id"),
    deleteNames: db.prepare("DELETE FROM directory_names WHERE id BETWEEN ? AND ?"),
    putCompany: db.prepare(`
      INSERT INTO directory_companies (id, number, name, status, status_group, postcode, postcode_key, town, incorporated, sic, fingerprint)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (id) DO UPDATE SET number = excluded.number, name = excluded.name, status = excluded.status,
        status_group = excluded.status_group, postcode = excluded.postcode, postcode_key = excluded.postcode_key,
        town = excluded.town, incorporated = excluded.incorporated, sic = excluded.sic, fingerprint = excluded.fingerprint`),
    putName: db.prepare("INSERT INTO directory_names (id, name, norm) VALUES (?, ?, ?)"),
    saveCheckpoint: db.prepare(`INSERT OR REPLACE INTO directory_import_checkpoints
      (file_key, byte_offset, line, rows, inserted, updated, unchanged, malformed, done, updated_at)
      VALUES (@fileKey, @byteOffset, @line, @rows, @inserted, @updated, @unchanged, @malformed, @done, @updatedAt)`),
    insertMalformed: db.prepare("INSERT OR REPLACE INTO directory_import_malformed (file_key, line, reason, text) VALUES (?, ?, ?, ?)"),
  };
}

/** An import's batch, its malformed lines and its checkpoint, in one transaction. */
export function sqliteImportBatch(db: Database.Database, words: SqliteWords, bulkLoading: () => boolean) {
  const sql = sqliteStatements(db);
  return db.transaction(
    (
      records: readonly DirectoryRecord[],
      mode: UpsertMode,
      nextCheckpoint?: (counts: UpsertCounts) => ImportCheckpoint,
      malformed?: readonly MalformedLine[],
    ) => {
      const counts: UpsertCounts = { inserted: 0, updated: 0, unchanged: 0 };
      const bulk = bulkLoading();
      for (const record of records) counts[upsertOne(sql, words, record, mode, bulk)] += 1;
      const checkpoint = nextCheckpoint?.(counts);
      for (const line of malformed ?? []) sql.insertMalformed.run(checkpoint?.fileKey ?? "", line.line, line.reason, line.text);
      if (checkpoint) sql.saveCheckpoint.run({ ...checkpoint, done: checkpoint.done ? 1 : 0, updatedAt: new Date().toISOString() });
      return counts;
    },
  );
}

type SqliteStatements = ReturnType<typeof sqliteStatements>;

type RecordChange = "unchanged" | { existing: boolean; next: DirectoryRecord };
type StoredRow = CompanyRow & { fingerprint: number };

/** What writing this record would change, from reads alone. */
function recordChange(sql: SqliteStatements, record: DirectoryRecord, mode: UpsertMode): RecordChange {
  const key = numberKey(record.number);
  // A merge reads the stored row with its fingerprint at once; the other modes need only the fingerprint.
  const existing = (mode === "merge" ? sql.storedCompany.get(key) : sql.fingerprint.get(key)) as StoredRow | undefined;
  if (existing && mode === "fill") return "unchanged";
  let next = record;
  if (existing && mode === "merge") {
    const stored: DirectoryRecord = {
      number: existing.number, name: existing.name, status: existing.status, postcode: existing.postcode, town: existing.town,
      incorporationDate: existing.incorporated, sicCodes: existing.sic ? existing.sic.split(",") : [], previousNames: [],
    };
    // Merged with the incoming former names alone, a record that already has the stored fingerprint has the stored
    // former names too (the fingerprint covers them, and they lead the merged list), so they need not be read.
    next = mergeRecords(record, stored);
    if (existing.fingerprint === recordFingerprint(next)) return "unchanged";
    const formerNames = (sql.formerNames.all(key * NAME_SLOTS + 1, key * NAME_SLOTS + NAME_SLOTS - 1) as { name: string }[])
      .map((row) => row.name);
    next = mergeRecords(record, { ...stored, previousNames: formerNames });
  }
  // Most records learnt from answers change nothing: told apart before their names are normalised.
  if (existing && existing.fingerprint === recordFingerprint(next)) return "unchanged";
  return { existing: existing !== undefined, next };
}

/** `bulk`: the word index is filled from the names table at the end of the load, so rows skip it here. */
function upsertOne(sql: SqliteStatements, words: SqliteWords, record: DirectoryRecord, mode: UpsertMode, bulk: boolean): keyof UpsertCounts {
  const change = recordChange(sql, record, mode);
  if (change === "unchanged") return "unchanged";
  const { existing, next } = change;
  const key = numberKey(record.number);
  const row = prepareRecord(next);

  if (existing && !bulk) words.forgetCompany(key);
  if (existing) sql.deleteNames.run(key * NAME_SLOTS, key * NAME_SLOTS + NAME_SLOTS - 1);
  sql.putCompany.run(
    key, next.number, next.name, next.status, row.statusGroupCode, next.postcode, row.postcodeKey, next.town,
    next.incorporationDate, row.sic, row.fingerprint,
  );
  for (const name of row.names) {
    sql.putName.run(name.id, name.name, name.norm);
    if (!bulk) words.put(name.id, name.norm);
  }
  return existing ? "updated" : "inserted";
}
