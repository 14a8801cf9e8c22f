// Whether a match's review still holds: THE one reading the Screening tab, the reports, the risk flags and the
// re-screening alerts share. The latest review of a match is in force while the list entity and the subject are as
// they were when it was made (their fingerprints unchanged); once either changed, the match needs review again, and
// the answer says why. Every review stays in the match's history, newest first.
import { formatDate } from "@/lib/format/dates";
import { subjectKey, type SubjectRef } from "./fingerprints";
import type { ReviewVerdict } from "./review-input";

/** A review as the answer shows it: who decided what, when, why, and against which list version. */
export interface ReviewView {
  verdict: ReviewVerdict;
  reason: string | null;
  by: string;
  at: string;
  listVersion: string;
}

/** A stored review, as far as this reading needs it (lib/screening/review-store.ts's StoredReview). */
export interface ReviewRecord extends ReviewView {
  subject: SubjectRef;
  entityId: string;
  entityFingerprint: string;
  subjectFingerprint: string;
}

export interface MatchReviews {
  /** The review in force; null when none was made or the one made no longer holds. */
  review: ReviewView | null;
  /** Every review of the match, newest first. */
  reviews: ReviewView[];
  /** Why a match once reviewed needs review again ("The list entry changed since…"); null otherwise. */
  reviewNeeded: string | null;
}

export const matchKey = (subject: SubjectRef, entityId: string) => `${subjectKey(subject)}|${entityId}`;

const view = ({ verdict, reason, by, at, listVersion }: ReviewRecord): ReviewView => ({ verdict, reason, by, at, listVersion });
const VERDICT_WORDS: Record<ReviewVerdict, string> = { "false-positive": "false positive", confirmed: "confirmed" };

/** The reviews of every match, by matchKey, each list newest first (as given by the store). */
export function reviewsByMatch(records: readonly ReviewRecord[]): Map<string, ReviewRecord[]> {
  const byMatch = new Map<string, ReviewRecord[]>();
  for (const record of records) {
    const key = matchKey(record.subject, record.entityId);
    byMatch.set(key, [...(byMatch.get(key) ?? []), record]);
  }
  return byMatch;
}

/** A match's reviews (newest first) read against the entity's and the subject's fingerprints of now. */
export function matchReviews(records: readonly ReviewRecord[], now: { entityFingerprint: string; subjectFingerprint: string }): MatchReviews {
  const latest = records[0];
  const reviews = records.map(view);
  if (!latest) return { review: null, reviews, reviewNeeded: null };
  const changed = [
    latest.entityFingerprint !== now.entityFingerprint ? "the list entry" : null,
    latest.subjectFingerprint !== now.subjectFingerprint ? "the subject" : null,
  ].filter(Boolean);
  if (changed.length === 0) return { review: view(latest), reviews, reviewNeeded: null };
  const what = changed.join(" and ");
  const reviewNeeded = `${what.replace(/^./, (c) => c.toUpperCase())} changed since ${latest.by} reviewed this match as ${VERDICT_WORDS[latest.verdict]} on ${formatDate(latest.at)} (list version ${latest.listVersion}).`;
  return { review: null, reviews, reviewNeeded };
}
