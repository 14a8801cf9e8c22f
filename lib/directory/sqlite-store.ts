// The embedded directory: one SQLite file (WAL, so that searches read while an import writes), names in a B-tree
// for "starts with" and in FTS5 with a prefix index for words anywhere (words-sqlite.ts), company numbers as integer
// keys. What both engines share is directory-store.ts; the row-by-row upsert is still this file's raw statements.
import { mkdirSync, statSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { Kysely } from "kysely";
import { sqliteDialect } from "../db/sqlite-dialect";
import { mergeRecords, prepareRecord, recordFingerprint } from "./record-merge";
import { numberKey } from "./number-key";
import { sqliteBulkLoad } from "./bulk-load-sqlite";
import { NAME_SLOTS } from "./name-slots";
import { type SqliteWords, sqliteWords } from "./words-sqlite";
import * as shared from "./directory-store";
import * as upsert from "./directory-upsert";
import { migrateDirectory } from "./migrate";
import type { DirectoryTables } from "./tables";
import { sqliteStatements, type CompanyRow, type SqliteStatements } from "./sqlite-statements";
import type {
  DirectoryRecord, DirectoryStore, ImportCheckpoint, MalformedLine, UpsertCounts, UpsertMode,
} from "./store";

export interface SqliteStoreOptions {
  /** Page cache in MiB: bigger speeds a bulk import; bounded either way. */
  cacheMiB?: number;
  /** Memory-map this much of the file for reads (a server's searches); 0 for none. */
  mmapMiB?: number;
}

export function openSqliteStore(file: string, options: SqliteStoreOptions = {}): DirectoryStore {
  if (file !== ":memory:") mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = NORMAL");
  db.pragma(`cache_size = -${(options.cacheMiB ?? 64) * 1024}`);
  if (options.mmapMiB) db.pragma(`mmap_size = ${options.mmapMiB * 1024 * 1024}`);
  // The typed query builder shares the connection; opening stays synchronous, so every call waits for the
  // migrations first (and fails as they did, should they fail).
  const query = new Kysely<DirectoryTables>({ dialect: sqliteDialect(db) });
  const opened = migrateDirectory(query, "sqlite").then(() => storeOn(db, query, file));
  opened.catch(() => undefined);
  // One write at a time: a write through the typed builder holds its transaction across awaits, and a raw
  // transaction begun on the same connection meanwhile would join it (better-sqlite3 nests it as a savepoint).
  let writing: Promise<unknown> = Promise.resolve();
  const serially = <T>(write: (store: Omit<DirectoryStore, "close">) => Promise<T>): Promise<T> => {
    const next = writing.then(async () => write(await opened));
    writing = next.catch(() => undefined);
    return next;
  };
  return {
    upsertBatch: (...args) => serially((store) => store.upsertBatch(...args)),
    beginBulkLoad: () => serially((store) => store.beginBulkLoad()),
    finishBulkLoad: (...args) => serially((store) => store.finishBulkLoad(...args)),
    lookup: async (...args) => (await opened).lookup(...args),
    count: async () => (await opened).count(),
    recordParents: (...args) => serially((store) => store.recordParents(...args)),
    learn: (...args) => serially((store) => store.learn(...args)),
    subsidiaries: async (...args) => (await opened).subsidiaries(...args),
    checkpoint: async (...args) => (await opened).checkpoint(...args),
    forgetCheckpoint: (...args) => serially((store) => store.forgetCheckpoint(...args)),
    malformedLines: async (...args) => (await opened).malformedLines(...args),
    sizeBytes: async () => (await opened).sizeBytes(),
    async close() {
      await opened.catch(() => undefined);
      await query.destroy();
    },
  };
}

/** The store over a migrated file: closing it is the caller's (the typed query builder owns the connection). */
function storeOn(db: Database.Database, query: Kysely<DirectoryTables>, file: string): Omit<DirectoryStore, "close"> {
  const sql = sqliteStatements(db);
  const words = sqliteWords(db);
  const bulkLoad = sqliteBulkLoad(db, words);
  const bulkLoading = bulkLoad.underWay;

  const writeBatch = db.transaction(
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

  // The word index's writes are raw statements on the same connection, so inside the builder's transaction (the
  // store's writes run one at a time, so nothing else joins it).
  const wordWrites: upsert.WordIndexWrites = { forgetCompany: words.forgetCompany, put: words.put };

  return {
    // An import's batches (those with a checkpoint) keep raw prepared statements, for five million rows; every other
    // write is the engines' shared upsert.
    upsertBatch: async (records, { mode, checkpoint, malformed }) => checkpoint
      ? writeBatch(records, mode, checkpoint, malformed)
      : query.transaction().execute((trx) => upsert.writeBatch(trx, "sqlite", wordWrites, bulkLoading(), records, mode, undefined, malformed)),
    async beginBulkLoad() {
      if (!bulkLoading() && (await shared.countCompanies(query)) > 0) return false;
      bulkLoad.begin();
      return true;
    },
    finishBulkLoad: async (onStep) => bulkLoad.finish(onStep),
    lookup: async (lookup, { limit, statusGroup: group }) =>
      (await shared.lookupByRange(query, lookup, limit, group)) ?? words.lookup(lookup, limit, group),
    count: () => shared.countCompanies(query),
    recordParents: (links) => shared.recordParents(query, links),
    learn: async (lesson) => {
      // Most answers teach nothing new: told by reads alone, with no write transaction (nor its commit) to open.
      if (await upsert.lessonChangesNothing(query, lesson)) return;
      await query.transaction().execute((trx) => upsert.writeLesson(trx, wordWrites, bulkLoading(), lesson));
    },
    subsidiaries: (parent, limit, viewer) => shared.subsidiaries(query, "sqlite", parent, limit, viewer),
    checkpoint: (fileKey) => shared.readCheckpoint(query, fileKey),
    forgetCheckpoint: (fileKey) => shared.forgetCheckpoint(query, fileKey),
    malformedLines: (fileKey, limit) => shared.malformedLines(query, fileKey, limit),
    async sizeBytes() {
      if (file === ":memory:") return null;
      return [file, `${file}-wal`].reduce((sum, part) => sum + (statSafe(part) ?? 0), 0);
    },
  };
}

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


function statSafe(file: string): number | null {
  try {
    return statSync(file).size;
  } catch {
    return null;
  }
}
