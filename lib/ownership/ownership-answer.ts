// What GET /api/companies/{crn}/ownership answers, written once: the graph's types come from these schemas (z.infer,
// re-exported by ./ownership-graph.ts) and the API's description (lib/api/openapi) reads them. Nothing parses an
// answer with them: they describe, the types bind.
import { z } from "zod";

export const NODE_KINDS = ["company", "person", "entity", "shareholder", "unknown", "no-psc"] as const;
export const EDGE_RELATIONS = ["control", "shareholding", "parent", "ultimate-parent", "subsidiary", "statement"] as const;

const day = z.string().describe("A day, yyyy-mm-dd, as the data service gives it");

export const ownershipNodeSchema = z.object({
  id: z.string(),
  kind: z.enum(NODE_KINDS).describe("no-psc: the company notified no person with significant control; unknown: an owner the data does not name"),
  name: z.string(),
  crn: z.string().nullable().describe("A UK company number the dashboard can open"),
  status: z.string().nullable(),
  depth: z.int().min(0).describe("Steps from the company asked about (0) towards its owners"),
  gap: z.string().nullable().describe("Where the data stops at this node (ceased, registered abroad, not followed…); null when nothing is missing"),
  detail: z.string().nullable().describe("Registration, birth month or nationality: what tells this owner apart"),
});

export const ownershipEdgeSchema = z.object({
  id: z.string(),
  from: z.string().describe("The owner, controller or parent: a node's id"),
  to: z.string().describe("The company owned or controlled: a node's id"),
  relation: z.enum(EDGE_RELATIONS),
  label: z.string().describe("What the edge is, in words: \"Ownership of shares – 75% or more\", \"Parent company\"…"),
  natureCodes: z.array(z.string()).describe("The PSC's natures of control as the register codes them"),
  percent: z.number().nullable().describe("The share held, 0 to 100; null when not known"),
  ceased: day.nullable(),
  notified: day.nullable(),
});

/** format=json (the default): the graph. */
export const ownershipGraphSchema = z.object({
  root: z.string().describe("The company asked about"),
  depth: z.int().min(1).describe("How many steps towards the owners were followed"),
  lookups: z.int().min(0).describe("Company profiles looked up"),
  maxLookups: z.int().min(1).describe("Profiles one graph may look up, whatever the depth"),
  nodes: z.array(ownershipNodeSchema),
  edges: z.array(ownershipEdgeSchema),
  notFollowed: z.array(z.string()).describe("Companies that would have been followed but were not: beyond the depth or the lookup cap"),
});

/** format=bods: Beneficial Ownership Data Standard 0.4 statements, whose shape is the standard's own. */
export const bodsStatementsSchema = z.array(z.record(z.string(), z.unknown()))
  .describe("format=bods: BODS 0.4 statements (entity, person and relationship records), as the standard's schemas define them");

export const ownershipAnswerSchema = z.union([ownershipGraphSchema, bodsStatementsSchema]);
