// The embedded directory: one SQLite file (WAL, so that searches read while an import writes), names in a B-tree
// for "starts with" and in FTS5 with a prefix index for words anywhere (words-sqlite.ts), company numbers as integer
// keys. What both engines share is directory-store.ts and directory-upsert.ts; an import's batches and its first
// load are bulk-load-sqlite.ts.
import { mkdirSync, statSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { Kysely } from "kysely";
import { sqliteDialect } from "../db/sqlite-dialect";
import { sqliteBulkLoad, sqliteImportBatch } from "./bulk-load-sqlite";
import { sqliteWords } from "./words-sqlite";
import * as appointments from "./appointment-store";
import * as shared from "./directory-store";
import * as upsert from "./directory-upsert";
import { migrateDirectory } from "./migrate";
import type { DirectoryTables } from "./tables";
import type { DirectoryStore } from "./store";

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
    recordAppointments: (...args) => serially((store) => store.recordAppointments(...args)),
    appointmentsOf: async (...args) => (await opened).appointmentsOf(...args),
    countAppointments: async () => (await opened).countAppointments(),
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
  const words = sqliteWords(db);
  const bulkLoad = sqliteBulkLoad(db, words);
  const bulkLoading = bulkLoad.underWay;
  const writeBatch = sqliteImportBatch(db, words, bulkLoading);


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
    recordAppointments: async (lesson) => {
      if (await appointments.appointmentsUnchanged(query, lesson)) return;
      await query.transaction().execute((trx) => appointments.writeAppointments(trx, lesson));
    },
    appointmentsOf: (people) => appointments.appointmentsOf(query, people),
    countAppointments: () => appointments.countAppointments(query),
    checkpoint: (fileKey) => shared.readCheckpoint(query, fileKey),
    forgetCheckpoint: (fileKey) => shared.forgetCheckpoint(query, fileKey),
    malformedLines: (fileKey, limit) => shared.malformedLines(query, fileKey, limit),
    async sizeBytes() {
      if (file === ":memory:") return null;
      return [file, `${file}-wal`].reduce((sum, part) => sum + (statSafe(part) ?? 0), 0);
    },
  };
}


function statSafe(file: string): number | null {
  try {
    return statSync(file).size;
  } catch {
    return null;
  }
}
