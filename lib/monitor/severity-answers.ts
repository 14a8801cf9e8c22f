// What GET and PUT /api/alert-severity answer, written once: the store's type comes from this schema (z.infer) and
// the API's description (lib/api/openapi) reads it.
import { z } from "zod";
import { severityMappingSchema } from "./severity-change-input";

/** A version of the severity mapping: every alert cause to red, amber or green, with who set it, when and why. */
export const severityMappingVersionSchema = z.object({
  version: z.int().min(0).describe("0: the shipped default, never changed; send it back as basedOn to change the mapping"),
  at: z.iso.datetime().nullable().describe("When an admin set it, ISO 8601 in UTC; null for the shipped default"),
  author: z.string().nullable().describe("The admin's name; null for the shipped default"),
  reason: z.string().nullable().describe("Why it was changed; null for the shipped default"),
  mapping: severityMappingSchema,
});
export type SeverityMappingVersion = z.infer<typeof severityMappingVersionSchema>;
