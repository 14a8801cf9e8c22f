// The screening store's versioned migrations: a Migrator of its own (screening_migration, screening_migration_lock),
// so that its history stays apart from the dashboard's (lib/db/migrate.ts) and the directory's when they share one
// database. Listed as objects so that Next's bundle holds them; a change of schema is a new entry.
import { type Kysely, type Migration, Migrator, sql } from "kysely";
import type { DatabaseKind } from "../db/database";
import { screeningSchema } from "./migrations/001-schema";
import { postgresScreeningSchema } from "./migrations/001-schema-postgres";

export function screeningMigrations(kind: DatabaseKind): Record<string, Migration> {
  return { "001-schema": kind === "postgres" ? postgresScreeningSchema : screeningSchema };
}

// biome-ignore lint/suspicious/noExplicitAny: the migrations run before the schema store-tables.ts describes exists
export async function migrateScreening(db: Kysely<any>, kind: DatabaseKind): Promise<void> {
  const migrationTableSchema = kind === "postgres"
    ? (await sql<{ schema: string | null }>`SELECT current_schema() AS schema`.execute(db)).rows[0]?.schema ?? undefined
    : undefined;
  const migrator = new Migrator({
    db,
    migrationTableSchema,
    migrationTableName: "screening_migration",
    migrationLockTableName: "screening_migration_lock",
    provider: { getMigrations: async () => screeningMigrations(kind) },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results?.find((result) => result.status === "Error")?.migrationName;
    throw new Error(`screening migration ${failed ?? ""} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}
