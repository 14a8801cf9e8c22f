// What an analyst may record on a company: a note, or a decision (outcome, limit granted, review date, rationale).
// Strict schemas, read by the routes: the browser's forms send what was typed and show the field the server names,
// so zod stays out of browser code and the two can never disagree.
import { z } from "zod";
import type {
  APPROVAL_STATUSES, companyDecisionSchema, companyNoteSchema, decisionApprovalSchema, decisionsAnswerSchema, notesAnswerSchema,
} from "./decision-answers";
import { CONDITIONS_MAX, DECISION_OUTCOMES, isRealDay, LIMIT_MAX, NOTE_MAX, OVERRIDE_REASON_MAX, RATIONALE_MAX, todayUtc } from "./decision-terms";

export const noteInputSchema = z.strictObject({
  body: z.string({ error: "is required: the note's text" }).trim().min(1, "must not be empty").max(NOTE_MAX, `must be at most ${NOTE_MAX} characters`),
});

export function decisionInputSchema(now: Date = new Date()) {
  const today = todayUtc(now);
  return z.strictObject({
    outcome: z.enum(DECISION_OUTCOMES, { error: `must be one of: ${DECISION_OUTCOMES.join(", ")}` }),
    conditions: z.string().trim().max(CONDITIONS_MAX, `must be at most ${CONDITIONS_MAX} characters`).nullish().transform((value) => value || null),
    limitGranted: z.number({ error: "must be a whole number of pounds" }).int("must be a whole number of pounds").min(0, "must not be negative")
      .max(LIMIT_MAX, `must be at most ${LIMIT_MAX}`).nullish().transform((value) => value ?? null),
    currency: z.literal("GBP", { error: "must be GBP" }).default("GBP"),
    reviewDate: z.string({ error: "is required: a day written yyyy-mm-dd" })
      .refine(isRealDay, "must be a real calendar day written yyyy-mm-dd")
      .refine((value) => value >= today, `must be today (${today}) or later`),
    rationale: z.string({ error: "is required: why this decision" }).trim().min(1, "must not be empty").max(RATIONALE_MAX, `must be at most ${RATIONALE_MAX} characters`),
    // Whether one is required depends on the policy's verdict, which the server works out (lib/decisions/serve).
    overrideReason: z.string({ error: "must be text" }).trim().max(OVERRIDE_REASON_MAX, `must be at most ${OVERRIDE_REASON_MAX} characters`)
      .nullish().transform((value) => value || null),
  }).superRefine((value, context) => {
    if (value.outcome === "approve-with-conditions" && !value.conditions) {
      context.addIssue({ code: "custom", path: ["conditions"], message: "are required when approving with conditions" });
    }
    if ((value.outcome === "approve" || value.outcome === "approve-with-conditions") && value.limitGranted == null) {
      context.addIssue({ code: "custom", path: ["limitGranted"], message: "is required when approving: the limit granted in pounds" });
    }
  });
}

export type DecisionInput = z.infer<ReturnType<typeof decisionInputSchema>>;
export type NoteInput = z.infer<typeof noteInputSchema>;

// What the routes answer (a note, a decision and its approval): written once as schemas in ./decision-answers.ts.
export type CompanyNote = z.infer<typeof companyNoteSchema>;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
export type DecisionApproval = z.infer<typeof decisionApprovalSchema>;
export type CompanyDecision = z.infer<typeof companyDecisionSchema>;
export type NotesAnswer = z.infer<typeof notesAnswerSchema>;
export type DecisionsAnswer = z.infer<typeof decisionsAnswerSchema>;

/** Whether a decision can be the one in force: not waiting for, nor refused by, its second approver. */
export function inForce(decision: Pick<CompanyDecision, "approval">): boolean {
  return decision.approval.status === "not-required" || decision.approval.status === "approved";
}
