// What GET /api/compare answers as JSON, written once: a comparison's row type comes from these schemas (z.infer,
// re-exported by ./compare-row.ts) and the API's description (lib/api/openapi) reads them. The CSV and the workbook
// are made from the same rows. Nothing parses an answer with them: they describe, the types bind.
import { z } from "zod";
import { DECISION_OUTCOMES } from "@/lib/decisions/decision-terms";
import { STATUTORY_ACCOUNTS_NUMBER_FIELDS } from "@/lib/upstream/schemas/accounts";

const day = z.string().describe("A day, yyyy-mm-dd");
const pounds = z.number().describe("Pounds sterling");

const keyFigureSchema = z.object({
  field: z.enum(STATUTORY_ACCOUNTS_NUMBER_FIELDS).describe("The accounts' figure, by the data service's field name"),
  label: z.string(),
  kind: z.enum(["money", "count"]).describe("Pounds, or a plain count (employees)"),
  value: z.number().nullable().describe("The latest year's figure; null when not filed"),
  previous: z.number().nullable().describe("The year before's figure"),
  change: z.number().nullable().describe("Year-on-year change as a fraction; null when it cannot be computed or is not meaningful"),
  changeNotMeaningful: z.string().nullable().describe("Why the change is not meaningful (a zero or negative previous year, a sign change)"),
});

export const compareYearSchema = z.object({
  yearEnded: day.describe("The year end"),
  values: z.record(z.string(), z.number().nullable())
    .describe("turnover, profitBeforeTax, netWorth, totalAssets, cash and numberOfEmployees of that year; null when not filed"),
});

/** One company's line: derived from its profile by the same functions as its own pages. */
export const compareRowSchema = z.object({
  crn: z.string().describe("The company number as asked"),
  missing: z.string().nullable().describe("Why this company has no data here (not found, the service failing); null when it has"),
  name: z.string().nullable(),
  status: z.string().nullable().describe("In Companies House's words (\"In Administration\"), as the company's own header shows it"),
  incorporated: day.nullable(),
  band: z.enum(["low", "moderate", "high"]).nullable().describe("The credit policy's risk band"),
  policyVersion: z.int().nullable().describe("The credit policy version the band and limit come from"),
  bandYearEnded: day.nullable().describe("The accounts year the band rests on"),
  limit: pounds.nullable().describe("The suggested credit limit"),
  limitWithheld: z.string().nullable().describe("Why there is no limit, when there is none"),
  decision: z.object({ outcome: z.enum(DECISION_OUTCOMES), limitGranted: pounds.nullable(), override: z.boolean() }).nullable()
    .describe("The team's decision in force; null when none is"),
  flags: z.object({ high: z.int().min(0), medium: z.int().min(0), info: z.int().min(0), titles: z.array(z.string()) })
    .describe("How many risk flags of each severity, and their titles"),
  latestYearEnded: day.nullable(),
  figures: z.array(keyFigureSchema).describe("The key figures of the latest year with their change"),
  years: z.array(compareYearSchema).describe("Each year's figures, for the trend charts"),
});

/** GET /api/compare (format=json): the companies in the order asked. */
export const compareAnswerSchema = z.object({ companies: z.array(compareRowSchema) });
