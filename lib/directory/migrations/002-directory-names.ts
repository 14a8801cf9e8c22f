// Directory migration 002, SQLite only: the tables take the names PostgreSQL's directory has always had
// (directory_*), so that one typed query (lib/directory/tables.ts) serves both engines. Indexes follow their table;
// their own names stay (the bulk load drops and builds them by those names). FTS5 supports the rename.
// Frozen: a later change of the schema is a new migration, never an edit here.
import { type Kysely, type Migration, sql } from "kysely";

export const RENAMES = [
  ["companies", "directory_companies"],
  ["names", "directory_names"],
  ["names_fts", "directory_names_fts"],
  ["company_parents", "directory_parents"],
  ["learned_parents", "directory_learned_parents"],
  ["import_checkpoints", "directory_import_checkpoints"],
  ["import_malformed", "directory_import_malformed"],
] as const;

export const directoryNames: Migration = {
  // biome-ignore lint/suspicious/noExplicitAny: the migration runs before the schema tables.ts describes exists
  async up(db: Kysely<any>) {
    for (const [from, to] of RENAMES) await sql.raw(`ALTER TABLE ${from} RENAME TO ${to}`).execute(db);
  },
};
