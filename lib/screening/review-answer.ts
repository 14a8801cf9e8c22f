// A screening match's review as POST /api/screening/{crn}/reviews answers it (and the company's screening lists each
// match's reviews), written once: the store's type comes from this schema (z.infer) and the API's description
// (lib/api/openapi) reads it. Nothing parses an answer with it: it describes, the type binds.
import { z } from "zod";
import { REVIEW_VERDICTS } from "./review-input";

export const storedReviewSchema = z.object({
  id: z.int(),
  subject: z.object({
    kind: z.enum(["person", "company"]),
    role: z.string().describe("The subject's role as screened (director, PSC, owner, the company itself…)"),
    name: z.string().describe("The subject's name as screened"),
  }).describe("Which subject of the company's screening the review is of"),
  entityId: z.string().describe("The list entity's id"),
  verdict: z.enum(REVIEW_VERDICTS),
  reason: z.string().nullable().describe("Why (required for a false positive)"),
  by: z.string().describe("The reviewer's name"),
  username: z.string().describe("The reviewer's user name"),
  at: z.iso.datetime().describe("When, ISO 8601 in UTC"),
  listVersion: z.string().describe("The version of the lists the match was found in"),
  entityFingerprint: z.string().describe("The list entity as reviewed: a changed entity makes the review stale"),
  subjectFingerprint: z.string().describe("The subject as reviewed: a changed subject makes the review stale"),
});
