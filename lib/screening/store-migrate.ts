// The screening store's versioned migrations: a Migrator of its own (screening_migration, screening_migration_lock),
// so that its history stays apart from the dashboard's (lib/db/migrate.ts) and the directory's when they share one
// database. Listed as objects so that Next's bundle holds them; a change of schema is a new entry.
import type { Kysely, Migration } from "kysely";
import { runMigrations } from "../db/run-migrations";
import type { DatabaseKind } from "../db/database";
import { screeningSchema } from "./migrations/001-schema";
import { postgresScreeningSchema } from "./migrations/001-schema-postgres";
import { screeningNamePairs } from "./migrations/002-name-pairs";
import { postgresScreeningNamePairs } from "./migrations/002-name-pairs-postgres";

export function screeningMigrations(kind: DatabaseKind): Record<string, Migration> {
  const postgres = kind === "postgres";
  return {
    "001-schema": postgres ? postgresScreeningSchema : screeningSchema,
    "002-name-pairs": postgres ? postgresScreeningNamePairs : screeningNamePairs,
  };
}

// biome-ignore lint/suspicious/noExplicitAny: the migrations run before the schema they create is described
export async function migrateScreening(db: Kysely<any>, kind: DatabaseKind): Promise<void> {
  await runMigrations(db, kind, {
    label: "screening",
    history: { table: "screening_migration", lockTable: "screening_migration_lock" },
    migrations: screeningMigrations(kind),
  });
}
