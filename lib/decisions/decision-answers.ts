// What the notes, decisions and approval routes answer, written once: the stored note's and decision's types come
// from these schemas (z.infer, re-exported by ./decision-input.ts) and the API's description (lib/api/openapi) reads
// them. Nothing parses an answer with them: they describe, the types bind.
import { z } from "zod";
import { RISK_LEVELS } from "@/lib/company/risk-flags";
import { DECISION_OUTCOMES } from "./decision-terms";

const instant = z.iso.datetime().describe("An instant, ISO 8601 in UTC");
const day = z.iso.date().describe("A day, yyyy-mm-dd");
const pounds = z.number().describe("Pounds sterling");
const riskBand = z.enum(["low", "moderate", "high"]).describe("The policy's risk band");

/** A recorded note, as the API answers it. */
export const companyNoteSchema = z.object({
  id: z.int(),
  company: z.string().describe("The company number"),
  at: instant,
  username: z.string().describe("Who wrote it: their user name"),
  author: z.string().describe("Who wrote it: their name"),
  body: z.string(),
});

/** GET /api/companies/{crn}/notes: newest first, at most 500. */
export const notesAnswerSchema = z.object({ companyNumber: z.string(), items: z.array(companyNoteSchema) });

export const appliedOverrideSchema = z.object({
  id: z.enum(["dissolved", "insolvency", "strikeOffNotice", "accountsOverdue", "pretaxLoss", "negativeTangibleNetWorth", "unsatisfiedCcj"])
    .describe("The override: a no-limit one (dissolved…accountsOverdue) or a reduction"),
  kind: z.enum(["no-limit", "reduction"]),
  words: z.string(),
  factor: z.number().optional().describe("A reduction's factor (absent for a no-limit override)"),
  bandAtLeast: riskBand,
});

export const limitBasisSchema = z.object({
  rule: z.string().describe("The policy's rule in words"),
  yearEnded: day,
  source: z.string(),
  inputs: z.object({
    netWorth: pounds, intangibleAssets: pounds,
    intangiblesFiled: z.boolean().describe("False when the accounts carry no intangibleAssets figure (then £0 is taken)"),
    tangibleNetWorth: pounds, totalCurrentAssets: pounds, totalCurrentLiabilities: pounds, workingCapital: pounds,
    turnover: pounds.nullable(), profitBeforeTax: pounds.nullable(),
  }),
  base: pounds,
  caps: z.object({ tangibleNetWorth: pounds, turnover: pounds.nullable(), ceiling: pounds }),
  capped: pounds,
  band: riskBand,
  bandFactor: z.number(),
  reductions: z.array(z.object({ id: z.enum(["pretaxLoss", "negativeTangibleNetWorth", "unsatisfiedCcj"]), factor: z.number() })),
  steps: z.array(z.object({ id: z.string(), label: z.string(), amount: pounds.nullable().describe("Null when the step does not apply (the label says why)") }))
    .describe("Each step of the arithmetic, in order"),
});

/** What a recorded decision froze: the verdict as the analyst saw it, never recomputed. */
export const decisionEvidenceSchema = z.object({
  policyVersion: z.int(),
  band: riskBand.nullable(),
  modelBand: riskBand.nullable(),
  action: z.string(),
  sentence: z.string().describe("The verdict in one sentence"),
  models: z.array(z.object({
    id: z.enum(["taffler", "altman-z2"]),
    name: z.string(),
    yearEnded: day.nullable(),
    score: z.number().nullable(),
    band: z.enum(["at-risk", "solvent", "distress", "grey", "safe"]).nullable(),
  })).describe("Each model's score and band for the accounts year the verdict rests on"),
  accountsYear: day.nullable().describe("The year end the verdict rests on; null when no year is scored"),
  suggestedLimit: pounds.nullable(),
  limitWithheld: z.string().nullable().describe("Why there is no limit, when there is none"),
  limitBasis: limitBasisSchema.nullable().describe("The limit's inputs and steps, to show the arithmetic again exactly as it was"),
  overrides: z.array(appliedOverrideSchema),
  riskFlags: z.array(z.object({ id: z.string(), severity: z.enum(RISK_LEVELS), title: z.string() })),
  upstreamAnsweredAt: instant.nullable().describe("When the data service answered the profile the verdict was derived from"),
});

export const APPROVAL_STATUSES = ["not-required", "awaiting", "approved", "rejected"] as const;

/** Four-eyes: whether a second approver was needed, and their answer. */
export const decisionApprovalSchema = z.object({
  required: z.boolean(),
  status: z.enum(APPROVAL_STATUSES),
  by: z.string().nullable().describe("The second approver's name"),
  at: instant.nullable(),
  comment: z.string().nullable(),
});

/**
 * A recorded decision; the newest one not awaiting approval nor rejected is in force, the rest are its history.
 * POST /api/companies/{crn}/decisions (201) and its approval (200) answer one.
 */
export const companyDecisionSchema = z.object({
  id: z.int(),
  company: z.string().describe("The company number"),
  at: instant,
  username: z.string(),
  author: z.string(),
  outcome: z.enum(DECISION_OUTCOMES),
  conditions: z.string().nullable(),
  limitGranted: z.int().nullable().describe("Whole pounds; null when nothing is granted"),
  currency: z.literal("GBP"),
  reviewDate: day,
  rationale: z.string(),
  overrideReason: z.string().nullable(),
  evidence: decisionEvidenceSchema.nullable().describe("What the decision froze (null for decisions recorded before evidence was kept)"),
  override: z.boolean().describe("The decision departs from the policy's limit, for the reason given"),
  approval: decisionApprovalSchema,
});

/** GET /api/companies/{crn}/decisions: newest first, at most 500. */
export const decisionsAnswerSchema = z.object({
  companyNumber: z.string(),
  current: companyDecisionSchema.nullable().describe("The decision in force, or null"),
  items: z.array(companyDecisionSchema),
  viewer: z.string().describe("The caller's user name (the screens offer approval to anyone but the recorder)"),
});
