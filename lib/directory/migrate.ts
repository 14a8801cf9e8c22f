// The directory's versioned migrations: a Migrator of its own, with its own bookkeeping tables
// (directory_migration, directory_migration_lock), so that the directory and the dashboard's tables (lib/db/migrate.ts,
// kysely_migration) keep separate histories when they share one database. Listed here as objects, not found at run
// time, so that Next's bundle holds them; a change of schema is a new entry, never an edit of one already shipped.
import { type Kysely, type Migration, Migrator, sql } from "kysely";
import type { DatabaseKind } from "../db/database";
import { directorySchema } from "./migrations/001-schema";
import { postgresDirectorySchema } from "./migrations/001-schema-postgres";
import { directoryNames } from "./migrations/002-directory-names";

/** PostgreSQL's tables always had the names SQLite's take in 002: the same list on both, so later entries sort alike. */
const ALREADY_NAMED: Migration = { up: async () => undefined };

export function directoryMigrations(kind: DatabaseKind): Record<string, Migration> {
  if (kind === "postgres") return { "001-schema": postgresDirectorySchema, "002-directory-names": ALREADY_NAMED };
  return { "001-schema": directorySchema, "002-directory-names": directoryNames };
}

// biome-ignore lint/suspicious/noExplicitAny: the migrations run before the schema tables.ts describes exists
export async function migrateDirectory(db: Kysely<any>, kind: DatabaseKind): Promise<void> {
  // PostgreSQL: the migration tables go in the schema the tables do (the first on search_path), as lib/db/migrate.ts's.
  const migrationTableSchema = kind === "postgres"
    ? (await sql<{ schema: string | null }>`SELECT current_schema() AS schema`.execute(db)).rows[0]?.schema ?? undefined
    : undefined;
  const migrator = new Migrator({
    db,
    migrationTableSchema,
    migrationTableName: "directory_migration",
    migrationLockTableName: "directory_migration_lock",
    provider: { getMigrations: async () => directoryMigrations(kind) },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results?.find((result) => result.status === "Error")?.migrationName;
    throw new Error(`directory migration ${failed ?? ""} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}
