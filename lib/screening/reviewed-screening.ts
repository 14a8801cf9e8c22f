// The shape of GET /api/screening/{crn}'s answer, for the server that makes it and the Screening tab that shows it:
// the answer (screen.ts), the threshold applied, and each match with its reviews (review-status.ts). Written
// once as a schema: the types come from it (z.infer) and the API's description (lib/api/openapi) reads it.
import { z } from "zod";
import { REVIEW_VERDICTS } from "./review-input";
import { FEATURE_WEIGHTS, type FeatureName } from "./score";

const FEATURE_NAMES = Object.keys(FEATURE_WEIGHTS) as [FeatureName, ...FeatureName[]];

/** A review as the answer shows it: who decided what, when, why, and against which list version. */
const reviewViewSchema = z.object({
  verdict: z.enum(REVIEW_VERDICTS),
  reason: z.string().nullable(),
  by: z.string().describe("The reviewer's name"),
  at: z.iso.datetime().describe("When, ISO 8601 in UTC"),
  listVersion: z.string(),
});

const reviewedMatchSchema = z.object({
  entity: z.object({
    id: z.string().describe("The list entity's id"),
    caption: z.string().describe("The entity's name as the list gives it"),
    schema: z.string().describe("The list's kind of entity: Person, Company, Organization…"),
    topics: z.array(z.string()).describe("The list's topics: sanction, role.pep…"),
    datasets: z.array(z.string()).describe("The lists that hold it"),
  }),
  score: z.number().min(0).max(1).describe("How close the match is, 0 to 1; a match scores at least the threshold"),
  features: z.array(z.object({
    name: z.enum(FEATURE_NAMES),
    score: z.number(),
    weight: z.number().describe("Positive for what makes the match, negative for what takes from it"),
    detail: z.string().describe("The feature in words"),
  })).describe("Why it matches: each feature scored"),
  review: reviewViewSchema.nullable().describe("The review in force; null when none was made or the one made no longer holds"),
  reviews: z.array(reviewViewSchema).describe("Every review of the match, newest first"),
  reviewNeeded: z.string().nullable().describe("Why a match once reviewed needs review again; null otherwise"),
});

const reviewedSubjectSchema = z.object({
  kind: z.enum(["person", "company"]),
  name: z.string(),
  role: z.string().describe("Who the subject is to the company: Director, PSC, Shareholder, Parent, Company, Former name…"),
  matches: z.array(reviewedMatchSchema),
});

export const reviewedScreeningSchema = z.object({
  listVersion: z.string().describe('The lists in force as "name version", comma-separated: what a review is made against'),
  screenedAt: z.iso.datetime().describe("When, ISO 8601 in UTC"),
  threshold: z.number().describe("The score at or above which a result is a match (the server's SCREENING_THRESHOLD)"),
  subjects: z.array(reviewedSubjectSchema).describe("The company, its officers, PSCs and owners, each with its matches"),
});

export type ReviewedMatch = z.infer<typeof reviewedMatchSchema>;
export type ReviewedSubject = z.infer<typeof reviewedSubjectSchema>;
export type ReviewedScreening = z.infer<typeof reviewedScreeningSchema>;
