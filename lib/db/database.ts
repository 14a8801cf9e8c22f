// The dashboard's database: SQLite by default, PostgreSQL when DATABASE_URL is set, both behind one typed query
// builder (Kysely) over the tables of lib/db/tables.ts, and migrated by lib/db/migrate.ts when opened.
import type { Kysely } from "kysely";
import type { Tables } from "./tables";

export type SqlValue = string | number | null;

export type DatabaseKind = "sqlite" | "postgres";

/** Statements written as text with PostgreSQL's `$1` placeholders (the SQLite side rewrites them). */
export interface RawStatements {
  readonly kind: DatabaseKind;
  /** Runs a statement and answers how many rows it changed. */
  run(sql: string, params?: readonly SqlValue[]): Promise<number>;
  all<Row>(sql: string, params?: readonly SqlValue[]): Promise<Row[]>;
}

/**
 * `query` is how stores read and write. `run`/`all` remain for the stores not yet moved onto it (issue 34) and for
 * the copy to PostgreSQL, which walks tables by name.
 */
export interface Database extends RawStatements {
  readonly query: Kysely<Tables>;
  close(): Promise<void>;
}
