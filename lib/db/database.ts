// The one small database interface under sessions, tokens and the audit trail: SQLite by default, PostgreSQL when
// DATABASE_URL is set. Statements are written once with PostgreSQL's `$1` placeholders; the SQLite side rewrites them.

export type SqlValue = string | number | null;

export interface Database {
  readonly kind: "sqlite" | "postgres";
  /** Runs a statement and answers how many rows it changed. */
  run(sql: string, params?: readonly SqlValue[]): Promise<number>;
  all<Row>(sql: string, params?: readonly SqlValue[]): Promise<Row[]>;
  close(): Promise<void>;
}
