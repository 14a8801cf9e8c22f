// What GET /api/audit and GET /api/history answer as JSON, written once: the audit trail's entry type comes from this
// schema (z.infer) and the API's description (lib/api/openapi) reads it.
import { z } from "zod";

export const auditEntryAnswerSchema = z.object({
  at: z.iso.datetime().describe("When the call was made, ISO 8601 in UTC"),
  requestId: z.string().describe("This server's own id of the request, unique per request"),
  correlationId: z.string().nullable().optional().describe("The caller's x-request-id, when it sent a well-formed one: a value to correlate with, never an identity"),
  username: z.string(),
  via: z.string().describe("How the caller proved who they are: session, token or local"),
  operation: z.string().describe("What was done: a lookup, a search, a report, a change…"),
  company: z.string().nullable().describe("The company number the call was about; null when none"),
  params: z.record(z.string(), z.union([z.string(), z.number()])).describe("The call's parameters as recorded"),
  status: z.int().describe("The HTTP status the call was answered with"),
  durationMs: z.number().min(0).describe("How long the answer took, in milliseconds"),
});
export type AuditEntryAnswer = z.infer<typeof auditEntryAnswerSchema>;

/** An entry as the trail keeps it: the answer's fields, `at` a Date (JSON writes it as its ISO string). */
export type AuditEntry = Omit<AuditEntryAnswer, "at"> & { at: Date };

/** The newest entries the filter selects, newest first, and whether older ones were left out (narrow the filter). */
export const auditPageSchema = z.object({
  items: z.array(auditEntryAnswerSchema),
  truncated: z.boolean().describe("True when older entries matched but were left out: narrow the filter, or export it as CSV"),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
