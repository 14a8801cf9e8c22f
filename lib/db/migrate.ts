// Versioned migrations, run when the database opens: Kysely's Migrator with the migrations listed here as objects
// (not files found at run time), so that Next's bundle holds them. A change of schema is a new entry, never an edit
// of one already shipped; the Migrator records each in `kysely_migration` and runs only those not yet run.
import { type Kysely, type Migration, Migrator } from "kysely";
import type { DatabaseKind } from "./database";
import { initial } from "./migrations/001-initial";

export function migrations(kind: DatabaseKind): Record<string, Migration> {
  return { "001-initial": initial(kind) };
}

// biome-ignore lint/suspicious/noExplicitAny: the migrations run before the schema tables.ts describes exists
export async function migrate(db: Kysely<any>, kind: DatabaseKind): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations(kind) } });
  const { error, results } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results?.find((result) => result.status === "Error")?.migrationName;
    throw new Error(`database migration ${failed ?? ""} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}
