// The directory's tables in PostgreSQL, beside the dashboard's own (every name starts "directory_"). The layout is
// the SQLite store's: names in their own table keyed company key × 16 + slot, so a hit on any name leads straight
// back to its company. Normal forms and postcode keys compare byte-wise (COLLATE "C"), so that a "starts with"
// lookup is a range of one B-tree; words anywhere are PostgreSQL full-text search, a GIN index over each name's
// words (the normal form is already lower-case, accent-free ASCII, split on spaces: no dictionary is needed).
import type pg from "pg";
import { WORD_VECTOR_SQL } from "./word-vector";

type Queryable = Pick<pg.PoolClient, "query">;


/** Held while the schema is made: two servers starting at once must not both create it. */
const SCHEMA_LOCK = 7_316_001;
/** Held by every directory write transaction: writes from several servers and an import are serialised. */
export const WRITE_LOCK = 7_316_002;

export async function createPostgresSchema(client: Queryable): Promise<void> {
  await client.query("SELECT pg_advisory_lock($1)", [SCHEMA_LOCK]);
  try {
    await client.query(`
      CREATE TABLE IF NOT EXISTS directory_companies (
        id bigint PRIMARY KEY,
        number text NOT NULL,
        name text NOT NULL,
        status text,
        status_group smallint NOT NULL,
        postcode text,
        postcode_key text COLLATE "C",
        town text,
        incorporated text,
        sic text,
        fingerprint bigint NOT NULL
      );
      -- The words (and word starts: word-vector.ts) are stored, not computed per row: a common word start ("ho") is
      -- cheaper to check row by row along the primary key than to gather from the index, and the planner may choose
      -- either. The writer sends them with each name: made in the importer, on the core PostgreSQL is not using.
      CREATE TABLE IF NOT EXISTS directory_names (
        id bigint PRIMARY KEY,
        name text NOT NULL,
        norm text COLLATE "C" NOT NULL,
        words tsvector NOT NULL
      );
      -- Group relations from the operator's import, shown to everyone (rows written before issue 33, when lookups
      -- wrote here too, count as imported); those learnt from one user's lookups are that user's alone (a null
      -- parent: the lookup found the company in no group, which hides the import's relation from that user).
      CREATE TABLE IF NOT EXISTS directory_parents (company bigint PRIMARY KEY, parent bigint NOT NULL);
      CREATE INDEX IF NOT EXISTS directory_parents_by_parent ON directory_parents (parent, company);
      CREATE TABLE IF NOT EXISTS directory_learned_parents (
        viewer text NOT NULL,
        company bigint NOT NULL,
        parent bigint,
        PRIMARY KEY (viewer, company)
      );
      CREATE INDEX IF NOT EXISTS directory_learned_parents_by_parent ON directory_learned_parents (viewer, parent, company);
      CREATE TABLE IF NOT EXISTS directory_meta (key text PRIMARY KEY, value text NOT NULL);
      CREATE TABLE IF NOT EXISTS directory_import_checkpoints (
        file_key text PRIMARY KEY,
        byte_offset bigint NOT NULL,
        line bigint NOT NULL,
        rows bigint NOT NULL,
        inserted bigint NOT NULL,
        updated bigint NOT NULL,
        unchanged bigint NOT NULL,
        malformed bigint NOT NULL,
        done boolean NOT NULL,
        updated_at timestamptz NOT NULL
      );
      CREATE TABLE IF NOT EXISTS directory_import_malformed (
        file_key text NOT NULL,
        line bigint NOT NULL,
        reason text NOT NULL,
        text text NOT NULL,
        PRIMARY KEY (file_key, line)
      );
    `);
    await addWordStarts(client);
    await widenWordStatistics(client);
    if (!(await isBulkLoading(client))) await createSecondaryIndexes(client);
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [SCHEMA_LOCK]);
  }
}

/**
 * A directory made before word starts were indexed computed its words in PostgreSQL (a generated column): keep the
 * column, now written by the writer, and add the word starts to every row once (minutes for millions of names,
 * while the schema lock holds the other servers back).
 */
async function addWordStarts(client: Queryable): Promise<void> {
  const { rowCount } = await client.query(
    `SELECT 1 FROM pg_attribute WHERE attrelid = 'directory_names'::regclass AND attname = 'words' AND attgenerated = 's'`,
  );
  if (!rowCount) return;
  await client.query("BEGIN");
  try {
    await client.query("ALTER TABLE directory_names ALTER COLUMN words DROP EXPRESSION");
    await client.query(`UPDATE directory_names SET words = ${WORD_VECTOR_SQL}`);
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  }
}

/**
 * The planner chooses between walking the names in id order until the limit is met (a common word start) and
 * gathering the matches from the word index (a rare one) by the word statistics. With word starts among the
 * lexemes, the default sample keeps only the most common starts, and every word not among them is guessed at half
 * the rarest kept (0.5% of the names): a prefix that matches nothing ("03899") was walked through all five million
 * names (5 s). Ten times the sample keeps the common words too, and such a prefix is gathered from the index.
 * Changed only when it differs: the change waits for an index build under way.
 */
async function widenWordStatistics(client: Queryable): Promise<void> {
  const { rows } = await client.query<{ target: number }>(
    `SELECT attstattarget AS target FROM pg_attribute WHERE attrelid = 'directory_names'::regclass AND attname = 'words'`,
  );
  if (rows[0]?.target !== WORD_STATISTICS_TARGET) {
    await client.query(`ALTER TABLE directory_names ALTER COLUMN words SET STATISTICS ${WORD_STATISTICS_TARGET}`);
  }
}

const WORD_STATISTICS_TARGET = 1000;

/**
 * The indexes a first load builds once at its end instead of row by row (as the SQLite store does): sorting
 * five million names into a B-tree and a GIN index takes a minute; maintaining them row by row, many.
 */
export async function createSecondaryIndexes(client: Queryable, onStep?: (step: string) => void): Promise<void> {
  onStep?.("building the name and postcode indexes");
  await client.query(`
    CREATE INDEX IF NOT EXISTS directory_companies_postcode ON directory_companies (postcode_key, id) WHERE postcode_key IS NOT NULL;
    CREATE INDEX IF NOT EXISTS directory_names_norm ON directory_names (norm, id);
  `);
  onStep?.("building the word index");
  await client.query("CREATE INDEX IF NOT EXISTS directory_names_words ON directory_names USING gin (words)");
}

export async function dropSecondaryIndexes(client: Queryable): Promise<void> {
  await client.query("DROP INDEX IF EXISTS directory_companies_postcode, directory_names_norm, directory_names_words");
}

export async function isBulkLoading(client: Queryable): Promise<boolean> {
  return (await client.query("SELECT 1 FROM directory_meta WHERE key = 'bulk-load'")).rowCount === 1;
}

export async function setBulkLoading(client: Queryable, on: boolean): Promise<void> {
  if (on) {
    await client.query(
      "INSERT INTO directory_meta (key, value) VALUES ('bulk-load', $1) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
      [new Date().toISOString()],
    );
  } else await client.query("DELETE FROM directory_meta WHERE key = 'bulk-load'");
}
