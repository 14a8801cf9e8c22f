// Migration 004: a shared list is read-only to colleagues unless its owner allows edits; the flag is per list, and
// every list made before it is read-only to colleagues (0), as the issue asks of shared lists by default.
// Frozen: a later change of the schema is a new migration, never an edit here.
import type { Kysely, Migration } from "kysely";
import type { DatabaseKind } from "../database";
import { rawStatements } from "../raw-statements";

export function colleaguesMayEdit(kind: DatabaseKind): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a migration sees the tables as they were, not as tables.ts says
    async up(db: Kysely<any>) {
      // One statement both databases take: a NOT NULL column with a default fills every existing row.
      await rawStatements(db, kind).run("ALTER TABLE watchlists ADD COLUMN colleagues_may_edit INTEGER NOT NULL DEFAULT 0");
    },
  };
}
