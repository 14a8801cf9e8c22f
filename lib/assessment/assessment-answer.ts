// What GET /api/assessments/{crn} answers (and POST …/what-if, with the draft year it assumed), written once: the
// Assessment type comes from these schemas (z.infer) and the API's description (lib/api/openapi) reads them. Nothing
// parses an answer with them: they describe, the types bind.
import { z } from "zod";
import { RISK_LEVELS } from "@/lib/company/risk-flags";
import { appliedOverrideSchema, limitBasisSchema } from "@/lib/decisions/decision-answers";

const day = z.string().describe("A day, yyyy-mm-dd");
const riskBand = z.enum(["low", "moderate", "high"]);

const assessedYearSchema = z.object({
  yearEnded: day.describe("The accounts' year end"),
  score: z.number().nullable().describe("Null when a figure is missing or the model is not meaningful for these accounts"),
  band: z.enum(["at-risk", "solvent", "distress", "grey", "safe"]).nullable(),
  inputs: z.record(z.string(), z.number()).describe("Every account figure the model read"),
  terms: z.record(z.string(), z.number()).describe("The model's ratios (x1…x4 or X1…X4), to show the arithmetic"),
  missing: z.array(z.object({ field: z.string(), reason: z.string() })).optional().describe("The figures that stop the score"),
  source: z.object({ yearStartDate: day.nullable(), accountType: z.string().nullable(), currency: z.string().nullable() })
    .describe("Which filing the inputs came from"),
  notMeaningful: z.string().optional().describe("Why the models are not meaningful for this year's accounts: then no score, no band"),
  filing: z.object({
    yearEnded: day,
    filed: day.nullable(),
    description: z.string().nullable(),
    document: z.union([z.object({ kind: z.literal("upstream"), id: z.string() }), z.object({ kind: z.literal("external"), url: z.string() })]).nullable()
      .describe("upstream: GET /api/companies/{crn}/documents/{id}; external: a public address"),
    sentence: z.string().describe("\"Accounts for the year ended 31 Mar 2024, filed on 12 Dec 2024\", or why there is none"),
  }).describe("The filing-history item the year's accounts were filed as"),
});

const assessedModelSchema = z.object({
  id: z.enum(["taffler", "altman-z2"]),
  name: z.string(),
  citation: z.string(),
  formula: z.string(),
  bands: z.string().describe("The model's bands in words"),
  years: z.array(assessedYearSchema).describe("Oldest first, one per year of statutory accounts"),
});

const creditLimitSchema = z.object({
  amount: z.number().describe("Pounds sterling"),
  currency: z.literal("GBP"),
  policyVersion: z.int(),
  basis: limitBasisSchema,
});

export const assessmentSchema = z.object({
  companyNumber: z.string(),
  companyName: z.string().nullable(),
  models: z.array(assessedModelSchema).describe("Taffler's z-score and Altman's Z'' for every year"),
  overall: z.object({ band: riskBand, yearEnded: day }).nullable()
    .describe("The worse of the two models' bands in the latest year that has a score; null when not scored"),
  basis: z.string().describe("What the band rests on, or why none"),
  notScored: z.string().nullable().describe("Why there is no band; null when there is one"),
  verdict: z.object({
    policyVersion: z.int(),
    band: riskBand.nullable().describe("The models' band made worse by the overrides"),
    modelBand: riskBand.nullable(),
    action: z.string().describe("The policy's action for the band"),
    sentence: z.string().describe("The verdict in one sentence, naming the policy version"),
    overrides: z.array(appliedOverrideSchema),
    limit: creditLimitSchema.nullable(),
    withheld: z.string().nullable().describe("Why there is no limit, when there is none"),
  }).describe("The credit policy applied"),
  creditLimit: creditLimitSchema.nullable().describe("The suggested limit with every step of its arithmetic"),
  creditLimitWithheld: z.string().nullable(),
  summary: z.string(),
  summaryClauses: z.array(z.object({ text: z.string(), source: z.string().describe("The record and figures the clause states") })),
  riskFlags: z.array(z.object({
    id: z.string(),
    severity: z.enum(RISK_LEVELS),
    title: z.string(),
    detail: z.string(),
    tab: z.enum(["overview", "financials", "officers", "charges", "ccjs", "assessment"]).describe("The company tab that shows the evidence"),
    suffix: z.string().optional().describe("Search parameters or a fragment narrowing the evidence, e.g. ?status=resigned"),
  })).describe("Highest level first"),
  caveats: z.array(z.string()).describe("What the models cannot tell for this company's filings"),
});

/** POST /api/assessments/{crn}/what-if: the assessment as the draft or stressed figures would give it. */
export const whatIfAssessmentSchema = assessmentSchema.extend({
  whatIf: z.literal(true),
  whatIfYear: z.object({
    yearEnded: day,
    added: z.boolean().describe("True when the year is a draft the filed accounts do not have"),
    figures: z.record(z.string(), z.number()).describe("The figures assumed"),
  }),
});
