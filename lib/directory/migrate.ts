// The directory's versioned migrations: a Migrator of its own, with its own bookkeeping tables
// (directory_migration, directory_migration_lock), so that the directory and the dashboard's tables (lib/db/migrate.ts,
// kysely_migration) keep separate histories when they share one database. Listed here as objects, not found at run
// time, so that Next's bundle holds them; a change of schema is a new entry, never an edit of one already shipped.
import type { Kysely, Migration } from "kysely";
import { runMigrations } from "../db/run-migrations";
import type { DatabaseKind } from "../db/database";
import { directorySchema } from "./migrations/001-schema";
import { postgresDirectorySchema } from "./migrations/001-schema-postgres";
import { directoryNames } from "./migrations/002-directory-names";
import { directoryAppointments } from "./migrations/003-appointments";

/** PostgreSQL's tables always had the names SQLite's take in 002: the same list on both, so later entries sort alike. */
const ALREADY_NAMED: Migration = { up: async () => undefined };

export function directoryMigrations(kind: DatabaseKind): Record<string, Migration> {
  const appointments = { "003-appointments": directoryAppointments(kind) };
  if (kind === "postgres") return { "001-schema": postgresDirectorySchema, "002-directory-names": ALREADY_NAMED, ...appointments };
  return { "001-schema": directorySchema, "002-directory-names": directoryNames, ...appointments };
}

// biome-ignore lint/suspicious/noExplicitAny: the migrations run before the schema they create is described
export async function migrateDirectory(db: Kysely<any>, kind: DatabaseKind): Promise<void> {
  await runMigrations(db, kind, {
    label: "directory",
    history: { table: "directory_migration", lockTable: "directory_migration_lock" },
    migrations: directoryMigrations(kind),
  });
}
