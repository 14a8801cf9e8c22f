// The dashboard's database: SQLite by default, PostgreSQL when DATABASE_URL is set, both behind one typed query
// builder (Kysely) over the tables of lib/db/tables.ts, and migrated by lib/db/migrate.ts when opened.
import type { Kysely } from "kysely";
import type { Tables } from "./tables";

export type SqlValue = string | number | null;

export type DatabaseKind = "sqlite" | "postgres";

/**
 * Statements written as text with PostgreSQL's `$1` placeholders (the SQLite side rewrites them), run through Kysely's
 * connection: migration 001 (the old start-up's statements, frozen) and tests that write a table as older code did.
 */
export interface RawStatements {
  readonly kind: DatabaseKind;
  /** Runs a statement and answers how many rows it changed. */
  run(sql: string, params?: readonly SqlValue[]): Promise<number>;
  all<Row>(sql: string, params?: readonly SqlValue[]): Promise<Row[]>;
}

/** An open database: every store reads and writes through `query`, the typed query builder. */
export interface Database {
  readonly kind: DatabaseKind;
  readonly query: Kysely<Tables>;
  close(): Promise<void>;
}
