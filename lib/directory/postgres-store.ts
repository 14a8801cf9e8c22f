// The shared directory: the same contract as the embedded SQLite store, in the PostgreSQL that the dashboard's
// servers already share (DATABASE_URL). A company one server learns, every server finds; an import from any machine
// fills it for all. Writes take one advisory lock per transaction, so that servers and an import never interleave.
import type pg from "pg";
import { numberKey } from "./number-key";
import { lookupPostgres } from "./postgres-lookup";
import { openDirectoryPool } from "./postgres-pool";
import {
  createPostgresSchema, createSecondaryIndexes, dropSecondaryIndexes, isBulkLoading, setBulkLoading, WRITE_LOCK,
} from "./postgres-schema";
import { lessonChangesNothing, writeCheckpoint, writeLearnedLinks, writeMalformed, writeRecords } from "./postgres-write";
import { commonStartCheck } from "./word-statistics";
import type { DirectoryStore, ImportCheckpoint, MalformedLine, ParentLink, Subsidiary } from "./store";

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
  /**
   * The share of names above which a typed word start counts as common (postgres-lookup.ts, `startTerms`): 0.2%,
   * 12,000 of six million names, whose prefix search would take several milliseconds to gather. 0 takes every start
   * for common.
   */
  commonStartShare?: number;
}

/**
 * A server's pool: a search asks up to six lookups at once (number, number start, postcode, two name starts,
 * words), each on its own connection, kept warm; learning gives up rather than wait on an import's index build.
 */
export const SERVER_STORE_OPTIONS: PostgresStoreOptions = { maxConnections: 6, lockTimeoutMs: 5000, keepWarm: true };

const COMMON_START_SHARE = 0.002;
const WORD_STATISTICS_MAX_AGE_MS = 10 * 60_000;

export function openPostgresStore(connectionString: string, options: PostgresStoreOptions = {}): DirectoryStore {
  const max = options.maxConnections ?? 4;
  const pool = openDirectoryPool(connectionString, { max, keepWarm: options.keepWarm });
  const isCommonStart = commonStartCheck(pool, { commonShare: options.commonStartShare ?? COMMON_START_SHARE, maxAgeMs: WORD_STATISTICS_MAX_AGE_MS });
  let schema: Promise<void> | undefined;
  const ready = (): Promise<void> => {
    schema ??= withClient(pool, createPostgresSchema).then(() => (options.keepWarm ? openAll(pool, max) : undefined)).catch((error: unknown) => {
      schema = undefined;
      throw error;
    });
    return schema;
  };
  const transaction = async <T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    await ready();
    return withClient(pool, async (client) => {
      await client.query("BEGIN");
      try {
        if (options.lockTimeoutMs) await client.query(`SET LOCAL lock_timeout = ${Math.round(options.lockTimeoutMs)}`);
        await client.query("SELECT pg_advisory_xact_lock($1)", [WRITE_LOCK]);
        // A crash may lose the last few batches, never half of one: the checkpoint commits with its rows.
        await client.query("SET LOCAL synchronous_commit = off");
        const result = await work(client);
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw error;
      }
    });
  };
  const query = async <Row extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<Row[]> => {
    await ready();
    return (await pool.query<Row>(sql, params)).rows;
  };

  return {
    upsertBatch: (records, { mode, checkpoint, malformed }) => transaction(async (client) => {
      const counts = await writeRecords(client, records, mode, mode === "replace" && checkpoint !== undefined && (await isBulkLoading(client)));
      const next = checkpoint?.(counts);
      await writeMalformed(client, next?.fileKey ?? "", malformed ?? []);
      if (next) await writeCheckpoint(client, next);
      return counts;
    }),
    beginBulkLoad: () => transaction(async (client) => {
      if (!(await isBulkLoading(client)) && (await client.query("SELECT 1 FROM directory_companies LIMIT 1")).rowCount) return false;
      await setBulkLoading(client, true);
      await dropSecondaryIndexes(client);
      return true;
    }),
    async finishBulkLoad(onStep) {
      await ready();
      await withClient(pool, async (client) => {
        if (!(await isBulkLoading(client))) return;
        // Index builds sort in memory up to this much (per build), and may use parallel workers.
        await client.query("SET maintenance_work_mem = '512MB'");
        await createSecondaryIndexes(client, onStep);
        onStep?.("updating the planner's statistics");
        await client.query("ANALYZE directory_companies, directory_names");
        await setBulkLoading(client, false);
        await client.query("RESET maintenance_work_mem");
      });
    },
    lookup: async (lookup, { limit, statusGroup }) => {
      await ready();
      return lookupPostgres(pool, lookup, limit, statusGroup, isCommonStart);
    },
    count: async () => (await query<{ n: number }>("SELECT count(*)::int AS n FROM directory_companies"))[0].n,
    recordParents: (links) => transaction((client) => writeLinks(client, links)),
    async learn(lesson) {
      await ready();
      if (await withClient(pool, (client) => lessonChangesNothing(client, lesson))) return;
      await transaction(async (client) => {
        if (lesson.merge.length) await writeRecords(client, lesson.merge, "merge");
        if (lesson.fill.length) await writeRecords(client, lesson.fill, "fill");
        if (lesson.viewer !== null) await writeLearnedLinks(client, lesson.links, lesson.viewer);
      });
    },
    // The import's relations (but not one the viewer's own lookups contradict) and the viewer's own that the import
    // does not already say; a null viewer matches no learnt row. Names compare byte-wise, as in SQLite.
    subsidiaries: async (parent, limit, viewer) => (await query<Subsidiary & { id: string } & pg.QueryResultRow>(
      `SELECT * FROM (
         SELECT c.id, c.number, c.name, c.status, c.incorporated AS "incorporationDate", 'import' AS source
         FROM directory_parents p JOIN directory_companies c ON c.id = p.company
         WHERE p.parent = $1
           AND NOT EXISTS (SELECT 1 FROM directory_learned_parents l
             WHERE l.viewer = $3 AND l.company = p.company AND l.parent IS DISTINCT FROM p.parent)
         UNION ALL
         SELECT c.id, c.number, c.name, c.status, c.incorporated, 'lookups'
         FROM directory_learned_parents l JOIN directory_companies c ON c.id = l.company
         WHERE l.viewer = $3 AND l.parent = $1
           AND NOT EXISTS (SELECT 1 FROM directory_parents p WHERE p.company = l.company AND p.parent = l.parent)
       ) found ORDER BY name COLLATE "C", id LIMIT $2`,
      [numberKey(parent), limit, viewer],
    )).map(({ id: _id, ...row }) => row),
    async checkpoint(fileKey) {
      const [row] = await query<Record<keyof ImportCheckpoint, string | boolean>>(
        `SELECT file_key AS "fileKey", byte_offset AS "byteOffset", line, rows, inserted, updated, unchanged, malformed, done
         FROM directory_import_checkpoints WHERE file_key = $1`,
        [fileKey],
      );
      if (!row) return null;
      const number = (key: keyof ImportCheckpoint) => Number(row[key]);
      return {
        fileKey, byteOffset: number("byteOffset"), line: number("line"), rows: number("rows"), inserted: number("inserted"),
        updated: number("updated"), unchanged: number("unchanged"), malformed: number("malformed"), done: row.done === true,
      };
    },
    forgetCheckpoint: (fileKey) => transaction(async (client) => {
      await client.query("DELETE FROM directory_import_checkpoints WHERE file_key = $1", [fileKey]);
      await client.query("DELETE FROM directory_import_malformed WHERE file_key = $1", [fileKey]);
    }),
    malformedLines: async (fileKey, limit) => (await query<MalformedLine & { line: string }>(
      "SELECT line, reason, text FROM directory_import_malformed WHERE file_key = $1 ORDER BY line LIMIT $2",
      [fileKey, limit ?? null],
    )).map((row) => ({ ...row, line: Number(row.line) })),
    async sizeBytes() {
      const [row] = await query<{ bytes: string }>(
        `SELECT sum(pg_total_relation_size(c.oid))::bigint AS bytes FROM pg_class c
         WHERE c.relkind = 'r' AND c.relname LIKE 'directory\\_%' AND pg_table_is_visible(c.oid)`,
      );
      return row ? Number(row.bytes) : null;
    },
    close: () => pool.end(),
  };
}

/** Every connection of the pool made at once, at start, rather than by the first searches. */
async function openAll(pool: pg.Pool, count: number): Promise<void> {
  const clients = await Promise.all(Array.from({ length: count }, () => pool.connect()));
  for (const client of clients) client.release();
}

async function withClient<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    return await work(client);
  } finally {
    client.release();
  }
}


/** Records or forgets each company's parent; the last word on a company wins, as it would written one by one. */
async function writeLinks(client: pg.PoolClient, links: readonly ParentLink[]): Promise<void> {
  const forget = links.filter((link) => link.parent === null).map((link) => numberKey(link.number));
  const keep = links.filter((link) => link.parent !== null);
  if (forget.length) await client.query("DELETE FROM directory_parents WHERE company = ANY($1::bigint[])", [forget]);
  if (!keep.length) return;
  const latest = new Map(keep.map((link) => [numberKey(link.number), numberKey(link.parent!)]));
  // A link already held is left alone: every profile states its group, and rewriting it would dirty the row.
  await client.query(
    `INSERT INTO directory_parents (company, parent) SELECT * FROM unnest($1::bigint[], $2::bigint[])
     ON CONFLICT (company) DO UPDATE SET parent = excluded.parent WHERE directory_parents.parent IS DISTINCT FROM excluded.parent`,
    [[...latest.keys()], [...latest.values()]],
  );
}
