// What an analyst sends to review a match: which subject and list entity, the verdict and why. Strict, read by the
// route; a false positive needs its reason (the next analyst must see why it was dismissed), a confirmation may say one.
import { z } from "zod";

export const REVIEW_VERDICTS = ["false-positive", "confirmed"] as const;
export type ReviewVerdict = (typeof REVIEW_VERDICTS)[number];
export const REVIEW_REASON_MAX = 2000;

export const reviewInputSchema = z.strictObject({
  subject: z.strictObject({
    kind: z.enum(["person", "company"], { error: "must be person or company" }),
    role: z.string({ error: "is required: the subject's role as screened" }).trim().min(1, "must not be empty").max(200),
    name: z.string({ error: "is required: the subject's name as screened" }).trim().min(1, "must not be empty").max(500),
  }, { error: "is required: { kind, role, name } of the subject as screened" }),
  entityId: z.string({ error: "is required: the list entity's id" }).trim().min(1, "must not be empty").max(500),
  verdict: z.enum(REVIEW_VERDICTS, { error: `must be one of: ${REVIEW_VERDICTS.join(", ")}` }),
  reason: z.string({ error: "must be text" }).trim().max(REVIEW_REASON_MAX, `must be at most ${REVIEW_REASON_MAX} characters`)
    .nullish().transform((value) => value || null),
}).superRefine((value, context) => {
  if (value.verdict === "false-positive" && !value.reason) {
    context.addIssue({ code: "custom", path: ["reason"], message: "is required for a false positive: why it is not this subject" });
  }
});

export type ReviewInput = z.infer<typeof reviewInputSchema>;
