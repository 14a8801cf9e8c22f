// What GET /api/assessments/{crn}/changes answers, written once: why a company's scores, band or limit differ from an
// earlier verdict. The comparison's types come from these schemas (z.infer, re-exported by ./why-changed.ts and
// ./change-reason.ts) and the API's description (lib/api/openapi) reads them. Nothing parses an answer with them.
import { z } from "zod";

export const REASON_KINDS = [
  "accounts-year", "policy-version", "policy-field", "score", "term", "band", "model-band", "override-began", "override-ended", "limit",
  "input", "limit-part", "band-factor",
] as const;

const riskBand = z.enum(["low", "moderate", "high"]);
const day = z.string().describe("A day, yyyy-mm-dd");

export const changeReasonSchema = z.object({
  kind: z.enum(REASON_KINDS),
  subject: z.string().describe("What moved: a model (taffler), a ratio (taffler.x1), a limit input (workingCapital), a policy field, an override id"),
  text: z.string().describe("The reason in words"),
  from: z.union([z.number(), z.string()]).nullable(),
  to: z.union([z.number(), z.string()]).nullable(),
  change: z.number().nullable().describe("to less from, for amounts and scores; null for words"),
  effects: z.array(z.object({ on: z.enum(["base", "tangible net worth cap", "turnover cap"]), change: z.number().describe("Pounds") })).optional()
    .describe("What the move did to the part of the limit it feeds, in pounds"),
});

export const verdictSummarySchema = z.object({
  policyVersion: z.int().nullable(),
  accountsYear: day.nullable().describe("The accounts year's end the verdict rests on"),
  band: riskBand.nullable(),
  limit: z.number().nullable().describe("The suggested limit in pounds"),
  withheld: z.string().nullable().describe("Why there is no limit, when there is none"),
});

export const changeComparisonSchema = z.object({
  earlier: verdictSummarySchema,
  later: verdictSummarySchema,
  changed: z.object({ score: z.boolean(), band: z.boolean(), limit: z.boolean() }),
  scores: z.array(z.object({
    id: z.enum(["taffler", "altman-z2"]), name: z.string(), from: z.number().nullable(), to: z.number().nullable(),
    change: z.number().nullable().describe("Null when either score is unknown"),
  })).describe("Each model's score then and now"),
  limitChange: z.number().nullable().describe("Pounds; null when either limit is none"),
  reasons: z.array(changeReasonSchema).describe("Term by term, why"),
});

export const assessmentChangesSchema = z.object({
  companyNumber: z.string(),
  policyVersion: z.int().describe("The credit policy in force"),
  accountsYear: day.nullable(),
  previousYear: changeComparisonSchema.nullable().describe("Since the previous accounts year; null when there is none to compare with"),
  decision: changeComparisonSchema.extend({ id: z.int(), at: z.iso.datetime(), author: z.string() }).nullable()
    .describe("Since the decision in force (its frozen evidence); null when none"),
  lastCheck: changeComparisonSchema.extend({ takenAt: z.iso.datetime().nullable() }).nullable()
    .describe("Since the monitor's last check; null when none"),
});
