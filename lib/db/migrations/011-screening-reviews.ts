// Migration 011: reviews of screening matches (issue 36, lib/screening/review-store.ts). Each review is one row of
// screening_reviews, never updated or deleted (triggers refuse both): the review in force on a match is its latest,
// and it holds only while the list entity's and the subject's fingerprints are those it was made against. Keyed by
// the company, the subject (kind, role, name as screened) and the list entity's id; the index serves a company's tab.
// Frozen: a later change of the schema is a new migration, never an edit here.
import type { Kysely, Migration } from "kysely";
import type { DatabaseKind } from "../database";
import { rawStatements } from "../raw-statements";
import { postgresAppendOnly, sqliteAppendOnly } from "./append-only";

const REVIEWS = (kind: DatabaseKind) => `CREATE TABLE screening_reviews (
  id ${kind === "postgres" ? "BIGSERIAL PRIMARY KEY" : "INTEGER PRIMARY KEY AUTOINCREMENT"},
  company TEXT NOT NULL, subject_kind TEXT NOT NULL, subject_role TEXT NOT NULL, subject_name TEXT NOT NULL,
  entity_id TEXT NOT NULL, verdict TEXT NOT NULL, reason TEXT, at BIGINT NOT NULL, username TEXT NOT NULL, author TEXT NOT NULL,
  list_version TEXT NOT NULL, entity_fingerprint TEXT NOT NULL, subject_fingerprint TEXT NOT NULL, request_id TEXT NOT NULL)`;

const REFUSED = "screening reviews are append-only";

export function screeningReviews(kind: DatabaseKind): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a migration sees the tables as they were, not as tables.ts says
    async up(db: Kysely<any>) {
      const raw = rawStatements(db, kind);
      await raw.run(REVIEWS(kind));
      await raw.run("CREATE INDEX screening_reviews_company ON screening_reviews (company, id)");
      const guards = kind === "postgres"
        ? postgresAppendOnly(["screening_reviews"], "screening_reviews_append_only", REFUSED)
        : sqliteAppendOnly(["screening_reviews"], REFUSED);
      for (const statement of guards) await raw.run(statement);
    },
  };
}
