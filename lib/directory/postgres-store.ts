// The shared directory: the same contract as the embedded SQLite store, in the PostgreSQL that the dashboard's
// servers already share (DATABASE_URL). A company one server learns, every server finds; an import from any machine
// fills it for all. What both engines share is directory-store.ts and directory-upsert.ts; the word index is
// words-postgres.ts, an import's batches and its first load bulk-load-postgres.ts. Writes take one advisory lock per
// transaction, so that servers and an import never interleave.
import { Kysely, PostgresDialect, sql } from "kysely";
import type pg from "pg";
import { beginBulkLoad, bulkLoadUnderWay, finishBulkLoad, importRecords } from "./bulk-load-postgres";
import * as appointments from "./appointment-store";
import * as shared from "./directory-store";
import * as upsert from "./directory-upsert";
import { migrateDirectory } from "./migrate";
import { openDirectoryPool, queryOn } from "./postgres-pool";
import type { DirectoryStore } from "./store";
import type { DirectoryTables } from "./tables";
import { COMMON_START_SHARE, DENSE_WORDS_SHARE, postgresWords, postgresWordWrites } from "./words-postgres";

export interface PostgresStoreOptions {
  /** Connections: a server's searches run a few lookups in parallel; an import needs one. */
  maxConnections?: number;
  /**
   * How long a write waits for a lock before it gives up. A server's learning sets it: while an import builds its
   * indexes (minutes) the tables refuse writes, and a learner left waiting would hold the connections searches need.
   */
  lockTimeoutMs?: number;
  /**
   * Keep every connection open once made, however long the searches pause: a keystroke after a quiet minute must
   * not wait for a new connection (a few milliseconds, more than the lookup itself).
   */
  keepWarm?: boolean;
  /** The share of names above which a typed word start counts as common (words-postgres.ts); 0: every start. */
  commonStartShare?: number;
  /** The share of names holding a query's words together above which they are walked in id order (words-postgres.ts); 0: always. */
  denseWordsShare?: number;
}

/**
 * A server's pool: a search asks up to six lookups at once (number, number start, postcode, two name starts,
 * words), each on its own connection, kept warm; learning gives up rather than wait on an import's index build.
 */
export const SERVER_STORE_OPTIONS: PostgresStoreOptions = { maxConnections: 6, lockTimeoutMs: 5000, keepWarm: true };

/** Held by every directory write transaction: writes from several servers and an import are serialised. */
export const WRITE_LOCK = 7_316_002;

export function openPostgresStore(connectionString: string, options: PostgresStoreOptions = {}): DirectoryStore {
  const max = options.maxConnections ?? 4;
  const pool = openDirectoryPool(connectionString, { max, keepWarm: options.keepWarm });
  const query = new Kysely<DirectoryTables>({ dialect: new PostgresDialect({ pool }) });
  const words = postgresWords(query, options.commonStartShare ?? COMMON_START_SHARE, options.denseWordsShare ?? DENSE_WORDS_SHARE);
  let migrated: Promise<void> | undefined;
  const ready = (): Promise<void> => {
    migrated ??= migrateDirectory(query, "postgres").then(() => (options.keepWarm ? openAll(pool, max) : undefined)).catch((error: unknown) => {
      migrated = undefined;
      throw error;
    });
    return migrated;
  };
  const read = async <T>(work: (db: Kysely<DirectoryTables>) => Promise<T>): Promise<T> => {
    await ready();
    return work(query);
  };
  /** One write transaction, holding the write lock; `client` is its connection, for COPY. */
  const write = async <T>(work: (trx: Kysely<DirectoryTables>, client: pg.PoolClient) => Promise<T>): Promise<T> => {
    await ready();
    const client = await pool.connect();
    try {
      await client.query("BEGIN");
      if (options.lockTimeoutMs) await client.query(`SET LOCAL lock_timeout = ${Math.round(options.lockTimeoutMs)}`);
      await client.query("SELECT pg_advisory_xact_lock($1)", [WRITE_LOCK]);
      // A crash may lose the last few batches, never half of one: the checkpoint commits with its rows.
      await client.query("SET LOCAL synchronous_commit = off");
      const result = await work(queryOn(client), client);
      await client.query("COMMIT");
      return result;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };

  return {
    // An import's batches (those with a checkpoint) go by COPY, for five million rows; every other write is the
    // engines' shared upsert.
    upsertBatch: (records, { mode, checkpoint, malformed }) => write(async (trx, client) => {
      if (!checkpoint || mode !== "replace") {
        return upsert.writeBatch(trx, "postgres", postgresWordWrites, false, records, mode, checkpoint, malformed);
      }
      const counts = await importRecords(client, records, await bulkLoadUnderWay(trx));
      const next = checkpoint(counts);
      await upsert.writeMalformed(trx, "postgres", next.fileKey, malformed ?? []);
      await upsert.writeCheckpoint(trx, "postgres", next);
      return counts;
    }),
    beginBulkLoad: () => write((trx) => beginBulkLoad(trx)),
    finishBulkLoad: (onStep) => read((db) => db.connection().execute((connection) => finishBulkLoad(connection, onStep))),
    lookup: (lookup, { limit, statusGroup }) => read(async (db) =>
      (await shared.lookupByRange(db, lookup, limit, statusGroup)) ?? words.lookup(lookup, limit, statusGroup)),
    count: () => read(shared.countCompanies),
    recordParents: async (links) => {
      if (links.length) await write((trx) => shared.writeParents(trx, links));
    },
    async learn(lesson) {
      // Most answers teach nothing new: told by reads alone, without the write lock every server and an import share.
      if (await read((db) => upsert.lessonChangesNothing(db, lesson))) return;
      await write((trx) => upsert.writeLesson(trx, postgresWordWrites, false, lesson));
    },
    subsidiaries: (parent, limit, viewer) => read((db) => shared.subsidiaries(db, "postgres", parent, limit, viewer)),
    async recordAppointments(lesson) {
      if (await read((db) => appointments.appointmentsUnchanged(db, lesson))) return;
      await write((trx) => appointments.writeAppointments(trx, lesson));
    },
    appointmentsOf: (people) => read((db) => appointments.appointmentsOf(db, people)),
    countAppointments: () => read(appointments.countAppointments),
    checkpoint: (fileKey) => read((db) => shared.readCheckpoint(db, fileKey)),
    forgetCheckpoint: (fileKey) => write((trx) => shared.deleteCheckpoint(trx, fileKey)),
    malformedLines: (fileKey, limit) => read((db) => shared.malformedLines(db, fileKey, limit)),
    sizeBytes: () => read(async (db) => {
      const { rows: [row] } = await sql<{ bytes: number | null }>`SELECT sum(pg_total_relation_size(c.oid))::bigint AS bytes
        FROM pg_class c WHERE c.relkind = 'r' AND c.relname LIKE 'directory\\_%' AND pg_table_is_visible(c.oid)`.execute(db);
      return row?.bytes ?? null;
    }),
    close: () => query.destroy(),
  };
}

/** Every connection of the pool made at once, at start, rather than by the first searches. */
async function openAll(pool: pg.Pool, count: number): Promise<void> {
  const clients = await Promise.all(Array.from({ length: count }, () => pool.connect()));
  for (const client of clients) client.release();
}
