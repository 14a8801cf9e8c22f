// Migration 001: the schema as the code before migrations made it, brought to one shape whatever state it is in.
// It creates what is missing (an empty database gets every table), and adds the columns that versions before it
// added with ad-hoc ALTERs at start-up (a token's expiry, the audit's correlation id, an alert's public id) where
// they are missing, so a database made by any earlier version and an empty one end alike. Every statement is
// idempotent: the statements are those of the old start-up, which ran on every open.
// The audit trail is append-only in the database itself: triggers refuse every UPDATE and DELETE (and, in
// PostgreSQL, TRUNCATE), so no code path of this server can rewrite history.
// Frozen: a later change of the schema is a new migration, never an edit here.
import type { Kysely, Migration } from "kysely";
import type { DatabaseKind, RawStatements } from "../database";
import { rawStatements } from "../raw-statements";
import { postgresAppendOnly, sqliteAppendOnly } from "./append-only";
import { addAlertPublicIds } from "./001/alert-public-ids";
import { POSTGRES_DECISIONS, SQLITE_DECISIONS } from "./001/decisions";
import { POSTGRES_MONITOR, SQLITE_MONITOR } from "./001/monitor";
import { POSTGRES_POLICY, SQLITE_POLICY } from "./001/policy";

const COMMON = [
  `CREATE TABLE IF NOT EXISTS sessions (
     id_hash TEXT PRIMARY KEY, username TEXT NOT NULL, name TEXT NOT NULL, role TEXT NOT NULL, origin TEXT NOT NULL,
     created_at BIGINT NOT NULL, expires_at BIGINT NOT NULL)`,
  `CREATE INDEX IF NOT EXISTS sessions_expiry ON sessions (expires_at)`,
  `CREATE TABLE IF NOT EXISTS api_tokens (
     id TEXT PRIMARY KEY, token_hash TEXT NOT NULL UNIQUE, username TEXT NOT NULL, name TEXT NOT NULL,
     role TEXT NOT NULL, origin TEXT NOT NULL, label TEXT NOT NULL, created_at BIGINT NOT NULL,
     last_used_at BIGINT, revoked_at BIGINT, expires_at BIGINT)`,
  `CREATE INDEX IF NOT EXISTS api_tokens_user ON api_tokens (username)`,
];

const AUDIT_COLUMNS = `at BIGINT NOT NULL, request_id TEXT NOT NULL, username TEXT NOT NULL, via TEXT NOT NULL,
  operation TEXT NOT NULL, company TEXT, params TEXT NOT NULL, status INTEGER NOT NULL, duration_ms INTEGER NOT NULL`;

const AUDIT_INDEXES = [
  `CREATE INDEX IF NOT EXISTS audit_at ON audit_log (at)`,
  `CREATE INDEX IF NOT EXISTS audit_user ON audit_log (username, at)`,
  `CREATE INDEX IF NOT EXISTS audit_company ON audit_log (company, at)`,
];

const AUDIT_APPEND_ONLY = "the audit trail is append-only";

const SQLITE = [
  ...COMMON,
  `CREATE TABLE IF NOT EXISTS audit_log (id INTEGER PRIMARY KEY AUTOINCREMENT, ${AUDIT_COLUMNS})`,
  ...AUDIT_INDEXES,
  ...sqliteAppendOnly(["audit_log"], AUDIT_APPEND_ONLY),
  ...SQLITE_DECISIONS,
  ...SQLITE_MONITOR,
  ...SQLITE_POLICY,
];

const POSTGRES = [
  ...COMMON,
  `CREATE TABLE IF NOT EXISTS audit_log (id BIGSERIAL PRIMARY KEY, ${AUDIT_COLUMNS})`,
  ...AUDIT_INDEXES,
  ...postgresAppendOnly(["audit_log"], "audit_log_append_only", AUDIT_APPEND_ONLY),
  ...POSTGRES_DECISIONS,
  ...POSTGRES_MONITOR,
  ...POSTGRES_POLICY,
];

// A database created before tokens expired gains the column, and its tokens one default lifetime (90 days) from the
// upgrade: none lives forever, and no script stops without warning. The migration cannot read TOKEN_DAYS (it runs
// below the configuration), and a token with no expiry is refused, so every row must get one here.
const LEGACY_TOKEN_LIFETIME_MS = 90 * 86_400_000;

// The caller's own request id is kept beside the server's (which alone identifies a row); older rows have none.
async function addCorrelationId(db: RawStatements): Promise<void> {
  if (db.kind === "postgres") {
    await db.run("ALTER TABLE audit_log ADD COLUMN IF NOT EXISTS correlation_id TEXT");
    return;
  }
  const [present] = await db.all<{ name: string }>("SELECT name FROM pragma_table_info('audit_log') WHERE name = 'correlation_id'");
  if (!present) await db.run("ALTER TABLE audit_log ADD COLUMN correlation_id TEXT").catch(ignoreDuplicateColumn);
}

async function addTokenExpiry(db: RawStatements): Promise<void> {
  if (db.kind === "postgres") {
    await db.run("ALTER TABLE api_tokens ADD COLUMN IF NOT EXISTS expires_at BIGINT");
  } else {
    const [present] = await db.all<{ name: string }>("SELECT name FROM pragma_table_info('api_tokens') WHERE name = 'expires_at'");
    // SQLite has no ADD COLUMN IF NOT EXISTS, and another process sharing the file may add it first.
    if (!present) await db.run("ALTER TABLE api_tokens ADD COLUMN expires_at BIGINT").catch(ignoreDuplicateColumn);
  }
  await db.run("UPDATE api_tokens SET expires_at = $1 WHERE expires_at IS NULL", [Date.now() + LEGACY_TOKEN_LIFETIME_MS]);
}

function ignoreDuplicateColumn(error: unknown): number {
  if (error instanceof Error && /duplicate column name/i.test(error.message)) return 0;
  throw error;
}

// Several servers starting together against one database: the Migrator holds a lock while it runs (PostgreSQL's
// advisory lock; SQLite's write lock, as its migrations run in one BEGIN IMMEDIATE transaction), and the others
// then find 001 done.
export function initial(kind: DatabaseKind): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a migration sees the tables as they were, not as tables.ts says
    async up(db: Kysely<any>) {
      const raw = rawStatements(db, kind);
      for (const statement of kind === "sqlite" ? SQLITE : POSTGRES) await raw.run(statement);
      await addTokenExpiry(raw);
      await addCorrelationId(raw);
      await addAlertPublicIds(raw);
    },
  };
}
