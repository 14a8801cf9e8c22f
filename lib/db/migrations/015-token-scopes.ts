// Migration 015: a personal API token has a scope, read-only (lookups and reports) or read-write (decisions, notes,
// watchlists too). Every token made before it keeps the power it had: read-write.
// Frozen: a later change of the schema is a new migration, never an edit here.
import type { Kysely, Migration } from "kysely";
import type { DatabaseKind } from "../database";
import { rawStatements } from "../raw-statements";

export function tokenScopes(kind: DatabaseKind): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a migration sees the tables as they were, not as tables.ts says
    async up(db: Kysely<any>) {
      // One statement both databases take: a NOT NULL column with a default fills every existing row.
      await rawStatements(db, kind).run("ALTER TABLE api_tokens ADD COLUMN scope TEXT NOT NULL DEFAULT 'read-write'");
    },
  };
}
