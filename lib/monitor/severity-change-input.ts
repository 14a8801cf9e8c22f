// What an admin sends to change the severity mapping: the whole mapping (every cause, each to red, amber or green),
// why, and the version they edited (0 while the shipped default is in force). Read by PUT /api/alert-severity.
import { z } from "zod";
import { REASON_MAX } from "../policy/policy";
import { ALERT_CAUSES, type AlertCause, SEVERITIES } from "./severity";

const levelSchema = z.enum(SEVERITIES, { error: `must be one of ${SEVERITIES.join(", ")}` });

/** A whole mapping: every cause named, each to a level, nothing else. */
export const severityMappingSchema = z.strictObject(
  Object.fromEntries(ALERT_CAUSES.map((cause) => [cause, levelSchema])) as Record<AlertCause, typeof levelSchema>,
);

const fields = z.strictObject({
  mapping: severityMappingSchema,
  reason: z.string({ error: "is required: why this change" }).trim().min(1, "must not be empty: say why this change").max(REASON_MAX, `must be at most ${REASON_MAX} characters`),
  basedOn: z.number({ error: "is required: the version you edited" }).int("must be a whole version number").min(0, "must be a version number"),
});

export type SeverityChange = z.infer<typeof fields>;

/** The strict schema, an unknown field named by its full path ("mapping.bankruptcy"), as a value's fault is. */
export const severityChangeSchema: z.ZodType<SeverityChange> = z.unknown().transform((value, context) => {
  const parsed = fields.safeParse(value);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    if (issue.code === "unrecognized_keys") {
      context.addIssue({ code: "custom", path: [...issue.path, issue.keys[0] ?? ""], message: "is not a field of the severity change" });
    } else context.addIssue({ code: "custom", path: issue.path, message: issue.message });
  }
  return z.NEVER;
});
