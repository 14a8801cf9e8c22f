// Directory migration 001 on PostgreSQL: the directory's schema as the code before migrations made it at every open
// (postgres-schema.ts's createPostgresSchema, with addWordStarts and widenWordStatistics, at 5e563f0). Every
// statement is idempotent or checks first, so an existing directory passes through unchanged (or is brought up to
// that code's layout, as its start-up did) and an empty schema gets every table. The Migrator's lock and
// transaction stand in for that start-up's advisory lock (7316001) and its own BEGIN.
// Frozen: a later change of the schema is a new migration, never an edit here.
import { type Kysely, type Migration, sql } from "kysely";

// Normal forms and postcode keys compare byte-wise (COLLATE "C"), so a "starts with" is a range of one B-tree. The
// words (and word starts, word-vector.ts) are stored, written by the writer with each name.
const TABLES = [
  `CREATE TABLE IF NOT EXISTS directory_companies (
     id bigint PRIMARY KEY, number text NOT NULL, name text NOT NULL, status text, status_group smallint NOT NULL,
     postcode text, postcode_key text COLLATE "C", town text, incorporated text, sic text, fingerprint bigint NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS directory_names (
     id bigint PRIMARY KEY, name text NOT NULL, norm text COLLATE "C" NOT NULL, words tsvector NOT NULL)`,
  "CREATE TABLE IF NOT EXISTS directory_parents (company bigint PRIMARY KEY, parent bigint NOT NULL)",
  "CREATE INDEX IF NOT EXISTS directory_parents_by_parent ON directory_parents (parent, company)",
  `CREATE TABLE IF NOT EXISTS directory_learned_parents (
     viewer text NOT NULL, company bigint NOT NULL, parent bigint, PRIMARY KEY (viewer, company))`,
  "CREATE INDEX IF NOT EXISTS directory_learned_parents_by_parent ON directory_learned_parents (viewer, parent, company)",
  "CREATE TABLE IF NOT EXISTS directory_meta (key text PRIMARY KEY, value text NOT NULL)",
  `CREATE TABLE IF NOT EXISTS directory_import_checkpoints (
     file_key text PRIMARY KEY, byte_offset bigint NOT NULL, line bigint NOT NULL, rows bigint NOT NULL,
     inserted bigint NOT NULL, updated bigint NOT NULL, unchanged bigint NOT NULL, malformed bigint NOT NULL,
     done boolean NOT NULL, updated_at timestamptz NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS directory_import_malformed (
     file_key text NOT NULL, line bigint NOT NULL, reason text NOT NULL, text text NOT NULL, PRIMARY KEY (file_key, line))`,
];

/** word-vector.ts's vector as PostgreSQL computes it from `norm`, with the word starts of that day (2, 3, 4). */
const WORD_VECTOR = String.raw`array_to_tsvector(string_to_array(concat_ws(' ', norm,
  regexp_replace(norm, '(\S{2})\S*', '~\1', 'g'), regexp_replace(norm, '(\S{3})\S*', '~\1', 'g'),
  regexp_replace(norm, '(\S{4})\S*', '~\1', 'g')), ' '))`;

/** Built at the end of a first load instead (bulk-load-postgres.ts), so not while one is under way. */
const SECONDARY_INDEXES = [
  "CREATE INDEX IF NOT EXISTS directory_companies_postcode ON directory_companies (postcode_key, id) WHERE postcode_key IS NOT NULL",
  "CREATE INDEX IF NOT EXISTS directory_names_norm ON directory_names (norm, id)",
  "CREATE INDEX IF NOT EXISTS directory_names_words ON directory_names USING gin (words)",
];

// biome-ignore lint/suspicious/noExplicitAny: the migration runs before the schema tables.ts describes exists
async function addWordStarts(db: Kysely<any>): Promise<void> {
  // A directory made before word starts were indexed computed its words itself (a generated column): the column
  // stays, now written by the writer, and every row gets its word starts once.
  const generated = await sql`SELECT 1 AS one FROM pg_attribute
    WHERE attrelid = 'directory_names'::regclass AND attname = 'words' AND attgenerated = 's'`.execute(db);
  if (generated.rows.length === 0) return;
  await sql`ALTER TABLE directory_names ALTER COLUMN words DROP EXPRESSION`.execute(db);
  await sql.raw(`UPDATE directory_names SET words = ${WORD_VECTOR}`).execute(db);
}

// Ten times the default sample of the words' statistics keeps the common words beside the common word starts, so the
// planner tells a rare start from a common one (a start matching nothing was walked through every name otherwise).
const WORD_STATISTICS_TARGET = 1000;

// biome-ignore lint/suspicious/noExplicitAny: the migration runs before the schema tables.ts describes exists
async function widenWordStatistics(db: Kysely<any>): Promise<void> {
  const { rows } = await sql<{ target: number | null }>`SELECT attstattarget AS target FROM pg_attribute
    WHERE attrelid = 'directory_names'::regclass AND attname = 'words'`.execute(db);
  if (rows[0]?.target === WORD_STATISTICS_TARGET) return;
  await sql.raw(`ALTER TABLE directory_names ALTER COLUMN words SET STATISTICS ${WORD_STATISTICS_TARGET}`).execute(db);
}

export const postgresDirectorySchema: Migration = {
  // biome-ignore lint/suspicious/noExplicitAny: the migration runs before the schema tables.ts describes exists
  async up(db: Kysely<any>) {
    for (const statement of TABLES) await sql.raw(statement).execute(db);
    await addWordStarts(db);
    await widenWordStatistics(db);
    const bulkLoading = await sql`SELECT 1 AS one FROM directory_meta WHERE key = 'bulk-load'`.execute(db);
    if (bulkLoading.rows.length === 0) for (const statement of SECONDARY_INDEXES) await sql.raw(statement).execute(db);
  },
};
