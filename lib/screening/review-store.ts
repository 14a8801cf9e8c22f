import "server-only";
// Reviews of screening matches in the dashboard's database (migration 011; SQLite, or PostgreSQL with DATABASE_URL).
// Append-only: a new review of a match is a new row, so a match's history is its rows and the review in force its
// latest (lib/screening/review-status.ts decides whether it still holds).
import type { z } from "zod";
import { database } from "../db/connection";
import type { SubjectRef } from "./fingerprints";
import type { storedReviewSchema } from "./review-answer";
import type { ReviewVerdict } from "./review-input";

export interface Reviewer { username: string; name: string }

// A review as the routes answer it (its schema: ./review-answer.ts).
export type StoredReview = z.infer<typeof storedReviewSchema>;

/** What a review was made against, worked out by the server from the screening of now (never sent by the browser). */
export interface ReviewBasis { listVersion: string; entityFingerprint: string; subjectFingerprint: string }

/** A company's reviews beyond which older ones stay in the database and the audit trail only. */
export const REVIEWS_LIMIT = 2000;

const COLUMNS = [
  "id", "subject_kind", "subject_role", "subject_name", "entity_id", "verdict", "reason", "at", "username", "author", "list_version",
  "entity_fingerprint", "subject_fingerprint",
] as const;

type Row = {
  id: number; subject_kind: string; subject_role: string; subject_name: string; entity_id: string; verdict: string; reason: string | null;
  at: number | string; username: string; author: string; list_version: string; entity_fingerprint: string; subject_fingerprint: string;
};

function reviewFrom(row: Row): StoredReview {
  return {
    id: Number(row.id), subject: { kind: row.subject_kind as SubjectRef["kind"], role: row.subject_role, name: row.subject_name }, entityId: row.entity_id,
    verdict: row.verdict as ReviewVerdict, reason: row.reason, by: row.author, username: row.username, at: new Date(Number(row.at)).toISOString(),
    listVersion: row.list_version, entityFingerprint: row.entity_fingerprint, subjectFingerprint: row.subject_fingerprint,
  };
}

export async function addReview(
  company: string,
  review: { subject: SubjectRef; entityId: string; verdict: ReviewVerdict; reason: string | null },
  basis: ReviewBasis, reviewer: Reviewer, requestId: string, now = new Date(),
): Promise<StoredReview> {
  const db = await database();
  const row = await db.query.insertInto("screening_reviews").values({
    company, subject_kind: review.subject.kind, subject_role: review.subject.role, subject_name: review.subject.name, entity_id: review.entityId,
    verdict: review.verdict, reason: review.reason, at: now.getTime(), username: reviewer.username, author: reviewer.name,
    list_version: basis.listVersion, entity_fingerprint: basis.entityFingerprint, subject_fingerprint: basis.subjectFingerprint, request_id: requestId,
  }).returning(COLUMNS).executeTakeFirstOrThrow();
  return reviewFrom(row);
}

/** Every review of the company's matches, newest first. */
export async function reviewsOfCompany(company: string): Promise<StoredReview[]> {
  const db = await database();
  const rows = await db.query.selectFrom("screening_reviews").select(COLUMNS).where("company", "=", company)
    .orderBy("id", "desc").limit(REVIEWS_LIMIT).execute();
  return rows.map(reviewFrom);
}
