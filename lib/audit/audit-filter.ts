// The audit page's and the audit API's filters, read from the query string; strict, like every BFF input.
import { z } from "zod";

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a date written yyyy-mm-dd").refine((value) => !Number.isNaN(Date.parse(value)), "a real date");
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

export const auditFilterSchema = z.strictObject({
  user: optional(z.string().trim().max(100)),
  company: optional(z.string().trim().max(10).regex(/^[A-Za-z0-9]+$/, "a company number")),
  operation: optional(z.string().trim().max(100)),
  from: optional(day),
  to: optional(day),
  format: optional(z.enum(["json", "csv"])),
});
export type AuditFilterInput = z.infer<typeof auditFilterSchema>;

export function readAuditFilter(search: URLSearchParams | Record<string, string | string[] | undefined>) {
  const entries = search instanceof URLSearchParams ? [...search.entries()] : Object.entries(search);
  const flat: Record<string, string> = {};
  for (const [name, value] of entries) {
    if (value === undefined) continue;
    if (Array.isArray(value) || name in flat) return { success: false as const, error: `'${name}' is given more than once` };
    flat[name] = value;
  }
  const parsed = auditFilterSchema.safeParse(flat);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { success: false as const, error: `'${issue?.path.join(".") || "query"}': ${issue?.message ?? "invalid"}` };
  }
  return { success: true as const, data: parsed.data };
}
