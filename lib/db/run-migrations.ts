// One way to run a store's versioned migrations with Kysely's Migrator, shared by the dashboard's tables, the
// directory and the screening store. Each keeps its own bookkeeping tables (`history`), so their histories stay apart
// when they share one database.
import { type Kysely, type Migration, Migrator, sql } from "kysely";
import type { DatabaseKind } from "./database";

export interface MigrationSet {
  /** Named in the error a failed migration raises: "database", "directory", "screening". */
  label: string;
  /** The bookkeeping tables' names; unset: Kysely's own (kysely_migration, kysely_migration_lock). */
  history?: { table: string; lockTable: string };
  migrations: Record<string, Migration>;
}

// biome-ignore lint/suspicious/noExplicitAny: the migrations run before the schema they create is described
export async function runMigrations(db: Kysely<any>, kind: DatabaseKind, set: MigrationSet): Promise<void> {
  // PostgreSQL: the bookkeeping tables go in the schema the tables do (the first on search_path). Named, because
  // Kysely otherwise takes a migration table in any schema of the database for this one's.
  const migrationTableSchema =
    kind === "postgres"
      ? ((await sql<{ schema: string | null }>`SELECT current_schema() AS schema`.execute(db)).rows[0]?.schema ??
        undefined)
      : undefined;
  const migrator = new Migrator({
    db,
    migrationTableSchema,
    ...(set.history ? { migrationTableName: set.history.table, migrationLockTableName: set.history.lockTable } : {}),
    provider: { getMigrations: async () => set.migrations },
    // Features built side by side take numbers in advance, so a database may have run a later one before an earlier
    // one existed: the earlier runs then, rather than the database refusing to open. Each migration stands alone.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results?.find((result) => result.status === "Error")?.migrationName;
    throw new Error(
      `${set.label} migration ${failed ?? ""} failed: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
}
