// Migration 012: each watched company's last screening (issue 36, lib/screening/rescreen-store.ts), so a re-screen
// knows which matches are new: one row per company with the list version it was screened against, when, a
// fingerprint of whom it screened (a check that finds the officers, PSCs or owners changed re-screens the company),
// and the matches found then as JSON (subject, entity id, score, list version). Replaced whole at each re-screen.
// Frozen: a later change of the schema is a new migration, never an edit here.
import type { Kysely, Migration } from "kysely";
import type { DatabaseKind } from "../database";
import { rawStatements } from "../raw-statements";

export function screeningBaselines(kind: DatabaseKind): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a migration sees the tables as they were, not as tables.ts says
    async up(db: Kysely<any>) {
      await rawStatements(db, kind).run(`CREATE TABLE screening_baselines (
        company TEXT PRIMARY KEY, list_version TEXT NOT NULL, screened_at BIGINT NOT NULL, subjects_fingerprint TEXT NOT NULL,
        matches TEXT NOT NULL)`);
    },
  };
}
