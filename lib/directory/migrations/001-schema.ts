// Directory migration 001: the directory's schema as the code before migrations made it at every open
// (sqlite-schema.ts's createSchema, SCHEMA_VERSION 1). Every statement is idempotent, so an existing directory file
// passes through unchanged and an empty one gets every table. PostgreSQL's is 001-schema-postgres.ts.
// Frozen: a later change of the schema is a new migration, never an edit here.
import { type Kysely, type Migration, sql } from "kysely";

/** The word-start lengths FTS5 indexed when this migration was written (sqlite-schema.ts PREFIX_LENGTHS). */
const PREFIX = "2 3 4 6";

const SQLITE_TABLES = [
  `CREATE TABLE IF NOT EXISTS companies (
     id INTEGER PRIMARY KEY, number TEXT NOT NULL, name TEXT NOT NULL, status TEXT, status_group INTEGER NOT NULL,
     postcode TEXT, postcode_key TEXT, town TEXT, incorporated TEXT, sic TEXT, fingerprint INTEGER NOT NULL)`,
  "CREATE TABLE IF NOT EXISTS names (id INTEGER PRIMARY KEY, name TEXT NOT NULL, norm TEXT NOT NULL)",
  `CREATE VIRTUAL TABLE IF NOT EXISTS names_fts USING fts5 (
     words, content = '', contentless_delete = 1, detail = none, prefix = '${PREFIX}', tokenize = 'ascii')`,
  "CREATE TABLE IF NOT EXISTS company_parents (company INTEGER PRIMARY KEY, parent INTEGER NOT NULL)",
  "CREATE INDEX IF NOT EXISTS company_parents_by_parent ON company_parents (parent, company)",
  `CREATE TABLE IF NOT EXISTS learned_parents (
     viewer TEXT NOT NULL, company INTEGER NOT NULL, parent INTEGER, PRIMARY KEY (viewer, company)) WITHOUT ROWID`,
  "CREATE INDEX IF NOT EXISTS learned_parents_by_parent ON learned_parents (viewer, parent, company)",
  "CREATE TABLE IF NOT EXISTS directory_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
  `CREATE TABLE IF NOT EXISTS import_checkpoints (
     file_key TEXT PRIMARY KEY, byte_offset INTEGER NOT NULL, line INTEGER NOT NULL, rows INTEGER NOT NULL,
     inserted INTEGER NOT NULL, updated INTEGER NOT NULL, unchanged INTEGER NOT NULL, malformed INTEGER NOT NULL,
     done INTEGER NOT NULL, updated_at TEXT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS import_malformed (
     file_key TEXT NOT NULL, line INTEGER NOT NULL, reason TEXT NOT NULL, text TEXT NOT NULL,
     PRIMARY KEY (file_key, line)) WITHOUT ROWID`,
];

// Built at the end of a first load instead (bulk-load-sqlite), so not while one is under way.
const SQLITE_SECONDARY_INDEXES = [
  "CREATE INDEX IF NOT EXISTS companies_postcode ON companies (postcode_key) WHERE postcode_key IS NOT NULL",
  "CREATE INDEX IF NOT EXISTS names_norm ON names (norm)",
];

export const directorySchema: Migration = {
  // biome-ignore lint/suspicious/noExplicitAny: the migration runs before the schema tables.ts describes exists
  async up(db: Kysely<any>) {
    for (const statement of SQLITE_TABLES) await sql.raw(statement).execute(db);
    const bulkLoading = await sql`SELECT 1 AS one FROM directory_meta WHERE key = 'bulk-load'`.execute(db);
    if (bulkLoading.rows.length === 0) for (const statement of SQLITE_SECONDARY_INDEXES) await sql.raw(statement).execute(db);
  },
};
