// The report's screening section: the company's screening against the lists in force (GET /api/screening/{crn}'s
// answer) with each match's review, as the Screening tab shows them. Every subject screened is listed, those with no
// match too, so a reader sees who was screened as well as what was found.
import { z } from "zod";

/** A review of a match: the analyst's verdict, why, who and when, and the list version it was made against. */
export const reportScreeningReviewSchema = z.object({
  verdict: z.enum(["confirmed", "false-positive"]),
  reason: z.string().nullable(),
  by: z.string(),
  at: z.string(),
  listVersion: z.string(),
});

const matchSchema = z.object({
  entity: z.object({ id: z.string(), caption: z.string(), schema: z.string(), topics: z.array(z.string()), datasets: z.array(z.string()) }),
  score: z.number(),
  /** Each feature of the score with its value and weight, and in words what was compared. */
  features: z.array(z.object({ name: z.string(), score: z.number(), weight: z.number(), detail: z.string() })),
  /** The review in force on the match; null when none applies (never reviewed, or the entity or the subject changed since). */
  review: reportScreeningReviewSchema.nullable(),
  /** Every review of this match, newest first, those no longer in force included. */
  reviews: z.array(reportScreeningReviewSchema),
  /** Why a match once reviewed needs review again (the list entry or the subject changed since); null otherwise. */
  reviewNeeded: z.string().nullable(),
});

export const reportScreeningSchema = z.object({
  /** The lists in force as "name version", comma-separated; empty when no list is loaded. */
  listVersion: z.string(),
  screenedAt: z.string().nullable(),
  /** The score at or above which a candidate is a match. */
  threshold: z.number().nullable(),
  subjects: z.array(z.object({
    kind: z.enum(["person", "company"]), name: z.string(), role: z.string(),
    /** Strongest first. */
    matches: z.array(matchSchema),
  })),
});

export type ReportScreening = z.infer<typeof reportScreeningSchema>;
export type ReportScreeningMatch = z.infer<typeof matchSchema>;
