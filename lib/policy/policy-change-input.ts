// What an admin sends to change the credit policy: the whole policy (strict: every field named, nothing else), why,
// and the version they edited. Read by PUT /api/policy; the form sends what was typed and shows the field named back.
import { z } from "zod";
import { creditPolicySchema, REASON_MAX } from "./policy";

const policyChangeFields = z.strictObject({
  policy: creditPolicySchema,
  reason: z.string({ error: "is required: why this change" }).trim().min(1, "must not be empty: say why this change").max(REASON_MAX, `must be at most ${REASON_MAX} characters`),
  basedOn: z.number({ error: "is required: the version you edited" }).int("must be a whole version number").min(1, "must be a version number"),
});

export type PolicyChange = z.infer<typeof policyChangeFields>;

/**
 * The strict schema, with an unknown field named by its full path ("policy.caps.floor"), as a value's fault is: zod
 * names an unknown key without the object it sits in, and a form or a script needs to know where it was sent.
 */
export const policyChangeSchema: z.ZodType<PolicyChange> = z.unknown().transform((value, context) => {
  const parsed = policyChangeFields.safeParse(value);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    if (issue.code === "unrecognized_keys") {
      context.addIssue({ code: "custom", path: [...issue.path, issue.keys[0] ?? ""], message: "is not a field of the policy change" });
    } else context.addIssue({ code: "custom", path: issue.path, message: issue.message });
  }
  return z.NEVER;
});
