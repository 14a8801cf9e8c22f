// PostgreSQL's import. Its batches (those with a checkpoint) are streamed with COPY into temporary staging tables,
// then merged into the directory in a few set-wise statements (rows whose fingerprint is unchanged are left alone; a
// changed company's names are replaced whole): a batch of five thousand register rows costs a handful of round trips,
// not five thousand. A first load's batches, almost always new rows, are copied straight into the directory's tables
// instead, and its name, postcode and word indexes are built once at its end. A marker in directory_meta says a load
// is under way, for every server sharing the database.
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { type Kysely, sql } from "kysely";
import type pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import { runsOfDistinctCompanies } from "./directory-upsert";
import { NAME_SLOTS } from "./name-slots";
import { type PreparedRecord, prepareRecord } from "./record-merge";
import type { DirectoryRecord, UpsertCounts } from "./store";
import type { DirectoryTables } from "./tables";
import { wordVector } from "./word-vector";

type Db = Kysely<DirectoryTables>;

/** The indexes a first load defers (directory migration 001 made them): sorting five million names takes a minute. */
const SECONDARY_INDEXES = ["directory_companies_postcode", "directory_names_norm", "directory_names_words"];

async function createSecondaryIndexes(db: Db, onStep?: (step: string) => void): Promise<void> {
  onStep?.("building the name and postcode indexes");
  await sql`CREATE INDEX IF NOT EXISTS directory_companies_postcode ON directory_companies (postcode_key, id)
    WHERE postcode_key IS NOT NULL`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS directory_names_norm ON directory_names (norm, id)`.execute(db);
  onStep?.("building the word index");
  await sql`CREATE INDEX IF NOT EXISTS directory_names_words ON directory_names USING gin (words)`.execute(db);
}

/** Asked when needed, never remembered: another process (an import) may start or finish a load meanwhile. */
export async function bulkLoadUnderWay(db: Db): Promise<boolean> {
  return (await db.selectFrom("directory_meta").select("key").where("key", "=", "bulk-load").executeTakeFirst()) !== undefined;
}

/** In the caller's write transaction: marks the load and drops the deferred indexes, when the directory is empty. */
export async function beginBulkLoad(db: Db): Promise<boolean> {
  if (!(await bulkLoadUnderWay(db)) && (await db.selectFrom("directory_companies").select("id").limit(1).executeTakeFirst())) return false;
  const value = new Date().toISOString();
  await db.insertInto("directory_meta").values({ key: "bulk-load", value })
    .onConflict((conflict) => conflict.column("key").doUpdateSet({ value })).execute();
  await sql.raw(`DROP INDEX IF EXISTS ${SECONDARY_INDEXES.join(", ")}`).execute(db);
  return true;
}

/** On one connection of its own, outside a transaction: index builds take minutes. */
export async function finishBulkLoad(db: Db, onStep?: (step: string) => void): Promise<void> {
  if (!(await bulkLoadUnderWay(db))) return;
  // Index builds sort in memory up to this much (per build), and may use parallel workers.
  await sql`SET maintenance_work_mem = '512MB'`.execute(db);
  await createSecondaryIndexes(db, onStep);
  onStep?.("updating the planner's statistics");
  await sql`ANALYZE directory_companies, directory_names`.execute(db);
  await db.deleteFrom("directory_meta").where("key", "=", "bulk-load").execute();
  await sql`RESET maintenance_work_mem`.execute(db);
}

/**
 * An import's batch (the register's word: "replace") on the caller's transaction's connection. `bulk`: a first load
 * is under way, so the batch is most likely all new.
 */
export async function importRecords(client: pg.PoolClient, records: readonly DirectoryRecord[], bulk: boolean): Promise<UpsertCounts> {
  if (bulk) {
    const fresh = await insertFresh(client, records);
    if (fresh) return fresh;
  }
  const counts: UpsertCounts = { inserted: 0, updated: 0, unchanged: 0 };
  for (const run of runsOfDistinctCompanies(records)) {
    const written = await stageAndMerge(client, run.map(prepareRecord));
    counts.inserted += written.inserted;
    counts.updated += written.updated;
    counts.unchanged += written.unchanged;
  }
  return counts;
}

/**
 * Straight into the directory's tables with COPY, skipping the staging: half the writing, for a first load whose
 * rows are new. Null, with nothing written, when one of them is not (the caller merges the batch instead).
 */
async function insertFresh(client: pg.PoolClient, records: readonly DirectoryRecord[]): Promise<UpsertCounts | null> {
  if (new Set(records.map((record) => record.number)).size !== records.length) return null;
  const rows = records.map(prepareRecord);
  await client.query("SAVEPOINT directory_fresh");
  try {
    await copyRows(client, "directory_companies", "directory_names", rows);
    await client.query("RELEASE SAVEPOINT directory_fresh");
    return { inserted: rows.length, updated: 0, unchanged: 0 };
  } catch (error) {
    if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
    await client.query("ROLLBACK TO SAVEPOINT directory_fresh");
    return null;
  }
}

const UNIQUE_VIOLATION = "23505";

async function copyRows(client: pg.PoolClient, companies: string, names: string, rows: PreparedRecord[]): Promise<void> {
  await copyInto(client, `${companies} (id, number, name, status, status_group, postcode, postcode_key, town, incorporated, sic, fingerprint)`,
    rows.map((row) => [row.key, row.record.number, row.record.name, row.record.status, row.statusGroupCode, row.record.postcode,
      row.postcodeKey, row.record.town, row.record.incorporationDate, row.sic, row.fingerprint]));
  await copyInto(client, `${names} (id, name, norm, words)`,
    rows.flatMap((row) => row.names.map((name) => [name.id, name.name, name.norm, wordVector(name.norm)])));
}

async function stageAndMerge(client: pg.PoolClient, rows: PreparedRecord[]): Promise<UpsertCounts> {
  // Per connection, emptied at every commit; asked for each batch, because a rolled-back batch takes it away again.
  await client.query(`
    CREATE TEMP TABLE IF NOT EXISTS directory_stage_companies (LIKE directory_companies) ON COMMIT DELETE ROWS;
    CREATE TEMP TABLE IF NOT EXISTS directory_stage_names (id bigint, name text, norm text COLLATE "C", words tsvector) ON COMMIT DELETE ROWS;
  `);
  await copyRows(client, "directory_stage_companies", "directory_stage_names", rows);
  // The staged rows have no statistics: without these the planner may join a few thousand of them to millions by
  // a full scan, where one primary-key probe per row is what is wanted.
  await client.query("SET LOCAL enable_hashjoin = off; SET LOCAL enable_mergejoin = off");
  const { rows: [tally] } = await client.query<{ inserted: number; unchanged: number }>(
    `SELECT count(*) FILTER (WHERE c.id IS NULL)::int AS inserted, count(*) FILTER (WHERE c.fingerprint = s.fingerprint)::int AS unchanged
     FROM directory_stage_companies s LEFT JOIN directory_companies c ON c.id = s.id`,
  );
  const updated = rows.length - tally.inserted - tally.unchanged;
  if (tally.unchanged) {
    await client.query(`DELETE FROM directory_stage_companies s USING directory_companies c WHERE c.id = s.id AND c.fingerprint = s.fingerprint`);
    // NOT IN over a few thousand ids is one hashed lookup per name, whatever the join settings above.
    await client.query(`DELETE FROM directory_stage_names sn WHERE sn.id / ${NAME_SLOTS} NOT IN (SELECT s.id FROM directory_stage_companies s)`);
  }
  if (updated) {
    await client.query(`DELETE FROM directory_names n USING directory_stage_companies s JOIN directory_companies c ON c.id = s.id
      WHERE n.id >= s.id * ${NAME_SLOTS} AND n.id < (s.id + 1) * ${NAME_SLOTS}`);
  }
  if (tally.unchanged === rows.length) {
    await client.query("TRUNCATE directory_stage_companies, directory_stage_names");
    return { inserted: 0, updated: 0, unchanged: rows.length };
  }
  await client.query(`INSERT INTO directory_names (id, name, norm, words) SELECT id, name, norm, words FROM directory_stage_names
    ON CONFLICT (id) DO UPDATE SET name = excluded.name, norm = excluded.norm, words = excluded.words`);
  await client.query(`INSERT INTO directory_companies SELECT * FROM directory_stage_companies
    ON CONFLICT (id) DO UPDATE SET number = excluded.number, name = excluded.name, status = excluded.status,
      status_group = excluded.status_group, postcode = excluded.postcode, postcode_key = excluded.postcode_key,
      town = excluded.town, incorporated = excluded.incorporated, sic = excluded.sic, fingerprint = excluded.fingerprint`);
  await client.query("TRUNCATE directory_stage_companies, directory_stage_names");
  return { inserted: tally.inserted, updated, unchanged: tally.unchanged };
}

type CopyValue = string | number | null;

async function copyInto(client: pg.PoolClient, target: string, rows: CopyValue[][]): Promise<void> {
  if (!rows.length) return;
  const stream = client.query(copyFrom(`COPY ${target} FROM STDIN`));
  await pipeline(Readable.from(copyLines(rows)), stream);
}

/** COPY's text format, a few hundred rows per chunk. */
function* copyLines(rows: CopyValue[][]): Generator<string> {
  const CHUNK = 500;
  for (let from = 0; from < rows.length; from += CHUNK) {
    let text = "";
    for (const row of rows.slice(from, from + CHUNK)) text += `${row.map(copyValue).join("\t")}\n`;
    yield text;
  }
}

function copyValue(value: CopyValue): string {
  if (value === null) return "\\N";
  if (typeof value === "number") return String(value);
  // PostgreSQL text cannot hold NUL; a register line never should either.
  return value.replaceAll("\u0000", "").replace(/[\\\t\n\r]/g, (character) => COPY_ESCAPES[character]);
}

const COPY_ESCAPES: Record<string, string> = { "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r" };
