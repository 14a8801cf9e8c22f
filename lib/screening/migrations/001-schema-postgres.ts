// Screening migration 001 (PostgreSQL): as SQLite's, with the name index as a tsvector column of the entity row
// (name parts weighted A, phonetic codes B, so a query names which kind of key it looks for) under a GIN index.
// Frozen: a later change of the schema is a new migration, never an edit here.
import { type Kysely, type Migration, sql } from "kysely";

const STATEMENTS = [
  "CREATE TABLE screening_lists (name text PRIMARY KEY, version_id bigint)",
  `CREATE TABLE screening_versions (
     id bigserial PRIMARY KEY, list text NOT NULL, version text NOT NULL, date text, file text NOT NULL, kind text NOT NULL,
     entity_count bigint NOT NULL, bad_lines bigint NOT NULL, entities_of bigint NOT NULL, state text NOT NULL,
     loaded_at text NOT NULL)`,
  `CREATE TABLE screening_entities (
     row bigserial PRIMARY KEY, load bigint NOT NULL, id text NOT NULL, schema text NOT NULL, caption text NOT NULL,
     names text NOT NULL, birth_dates text NOT NULL, countries text NOT NULL, nationalities text NOT NULL,
     identifiers text NOT NULL, topics text NOT NULL, datasets text NOT NULL, properties text NOT NULL,
     name_keys tsvector NOT NULL)`,
  "CREATE UNIQUE INDEX screening_entities_by_id ON screening_entities (load, id)",
  "CREATE INDEX screening_entities_name_keys ON screening_entities USING gin (name_keys)",
];

export const postgresScreeningSchema: Migration = {
  // biome-ignore lint/suspicious/noExplicitAny: the migration runs before the schema store-tables.ts describes exists
  async up(db: Kysely<any>) {
    for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
  },
};
