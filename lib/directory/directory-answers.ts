// What the directory's search routes answer (GET /api/search/companies and /api/search/subsidiaries), written once:
// the search's and the subsidiaries' types come from these schemas (z.infer) and the API's description
// (lib/api/openapi) reads them. Nothing parses an answer with them: they describe, the types bind.
import { z } from "zod";

const day = z.string().describe("A day, yyyy-mm-dd, as the register gives it");
const companyStatus = z.string().nullable().describe("The register's status (active, dissolved, liquidation…); null when not known");

export const MATCHED_FIELDS = ["number", "name", "previousName", "postcode"] as const;

export const searchHitSchema = z.object({
  number: z.string().describe("The company number"),
  name: z.string(),
  status: companyStatus,
  postcode: z.string().nullable(),
  town: z.string().nullable(),
  incorporationDate: day.nullable(),
  matched: z.enum(MATCHED_FIELDS).describe("What the query matched"),
  matchedText: z.string().optional().describe("The former name or postcode that matched, when not the current name or number"),
});

export const searchResultSchema = z.object({
  query: z.string().describe("The query as read (trimmed)"),
  hits: z.array(searchHitSchema).describe("Closest first"),
  offset: z.int().min(0).optional().describe("Paged requests only (offset given): where this page starts"),
  total: z.int().min(0).optional().describe("Paged requests only: how many companies matched in all"),
  totalIsLowerBound: z.boolean().optional().describe("The matches were cut at 500 per lookup, so total is \"at least\""),
});

/**
 * Where the relation a subsidiary is listed by comes from: the operator's import (the register's groups, shown to
 * everyone) or the viewer's own lookups (shown to that viewer alone).
 */
export const subsidiarySourceSchema = z.enum(["import", "lookups"]);

export const subsidiarySchema = z.object({
  number: z.string().describe("The company number"),
  name: z.string(),
  status: companyStatus,
  incorporationDate: day.nullable(),
  source: subsidiarySourceSchema.describe("import: the operator's import of the register, seen by everyone; lookups: the caller's own lookups"),
});

export const subsidiariesAnswerSchema = z.object({
  parent: z.string().describe("The parent's company number, normalised"),
  subsidiaries: z.array(subsidiarySchema).describe("By name; only relations from the operator's import or the caller's own lookups"),
  truncated: z.boolean().describe("More were seen than limit allowed"),
  limit: z.int().min(1),
});
