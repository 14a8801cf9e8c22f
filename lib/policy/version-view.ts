// A credit policy version as the API answers it (GET|PUT /api/policy, /api/policy/versions, /versions/{version}): the
// version, the rule in words, and in the history what it changed from the version before. Written once as schemas:
// the types (for the browser's screens too) come from them and the API's description reads them.
import { z } from "zod";
import { creditPolicySchema } from "./policy";

const fieldValue = z.union([z.number(), z.string(), z.boolean()]).nullable();

/** One field that differs from the version before. */
export const policyFieldChangeSchema = z.object({
  path: z.string().describe('The field\'s path in the policy, e.g. "caps.ceiling"'),
  words: z.string(),
  from: fieldValue,
  to: fieldValue,
  text: z.string().describe("Both values as people read them (a share as a percentage, an amount in pounds)"),
});
export type PolicyFieldChange = z.infer<typeof policyFieldChangeSchema>;

export const policyVersionViewSchema = z.object({
  version: z.int().min(1),
  at: z.iso.datetime().describe("When it was made, ISO 8601 in UTC"),
  username: z.string(),
  author: z.string(),
  reason: z.string().describe("Why it was made"),
  policy: creditPolicySchema,
  rule: z.string().describe("The limit's rule in words"),
  changes: z.array(policyFieldChangeSchema).optional().describe("The fields that differ from the version before; empty for version 1"),
});
export type PolicyVersionView = z.infer<typeof policyVersionViewSchema>;

/** GET /api/policy/versions: every version, newest first. */
export const policyHistorySchema = z.object({ items: z.array(policyVersionViewSchema) });
export type PolicyHistory = z.infer<typeof policyHistorySchema>;
