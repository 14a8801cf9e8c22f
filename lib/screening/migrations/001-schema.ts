// Screening migration 001 (SQLite): lists, their versions and the entities of each load, with a contentless FTS5
// index of the entities' name keys (lib/screening/name-keys.ts): one column of name parts, one of phonetic codes, so a
// query names which kind of key it looks for. PostgreSQL's is 001-schema-postgres.ts.
// Frozen: a later change of the schema is a new migration, never an edit here.
import { type Kysely, type Migration, sql } from "kysely";

const STATEMENTS = [
  "CREATE TABLE screening_lists (name TEXT PRIMARY KEY, version_id INTEGER)",
  `CREATE TABLE screening_versions (
     id INTEGER PRIMARY KEY, list TEXT NOT NULL, version TEXT NOT NULL, date TEXT, file TEXT NOT NULL, kind TEXT NOT NULL,
     entity_count INTEGER NOT NULL, bad_lines INTEGER NOT NULL, entities_of INTEGER NOT NULL, state TEXT NOT NULL,
     loaded_at TEXT NOT NULL)`,
  `CREATE TABLE screening_entities (
     row INTEGER PRIMARY KEY, load INTEGER NOT NULL, id TEXT NOT NULL, schema TEXT NOT NULL, caption TEXT NOT NULL,
     names TEXT NOT NULL, birth_dates TEXT NOT NULL, countries TEXT NOT NULL, nationalities TEXT NOT NULL,
     identifiers TEXT NOT NULL, topics TEXT NOT NULL, datasets TEXT NOT NULL, properties TEXT NOT NULL)`,
  "CREATE UNIQUE INDEX screening_entities_by_id ON screening_entities (load, id)",
  `CREATE VIRTUAL TABLE screening_name_index USING fts5 (
     parts, phonetic, content = '', contentless_delete = 1, tokenize = 'ascii')`,
];

export const screeningSchema: Migration = {
  // biome-ignore lint/suspicious/noExplicitAny: the migration runs before the schema store-tables.ts describes exists
  async up(db: Kysely<any>) {
    for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
  },
};
