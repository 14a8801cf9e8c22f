// The what-if: an analyst's draft or stressed figures for one year, put in place of that year's filed figures (or
// added as a new year), and the assessment they would give under the policy in force. Bounded so that it stays a
// question about this company's accounts: only the figures the models and the policy read, finite amounts within
// ±£10tn, and a year end between the oldest filed one and 18 months after the latest. Pure: nothing is recorded.
import { addMonths } from "date-fns";
import { z } from "zod";
import { isRealDay } from "@/lib/decisions/decision-terms";
import type { StatutoryAccounts } from "@/lib/financials/years";
import { accountYears } from "@/lib/financials/years";
import { STATUTORY_ACCOUNTS_NUMBER_FIELDS, STATUTORY_ACCOUNTS_TEXT_FIELDS } from "@/lib/upstream/schemas/accounts";
import type { CompanyProfile } from "@/lib/upstream/schemas/company";
import type { whatIfAssessmentSchema } from "./assessment-answer";
import { WHAT_IF_FIELDS, WHAT_IF_FIGURE_MAX, WHAT_IF_MONTHS_AHEAD } from "./what-if-fields";

const figure = z.number({ error: "must be a number of pounds" })
  .min(-WHAT_IF_FIGURE_MAX, `must be at least -${WHAT_IF_FIGURE_MAX}`).max(WHAT_IF_FIGURE_MAX, `must be at most ${WHAT_IF_FIGURE_MAX}`);

export const whatIfInputSchema = z.strictObject({
  yearEnded: z.string({ error: "is required: the year end written yyyy-mm-dd" }).refine(isRealDay, "must be a real calendar day written yyyy-mm-dd"),
  figures: z.strictObject(Object.fromEntries(WHAT_IF_FIELDS.map((field) => [field, figure.optional()])) as Record<string, z.ZodOptional<typeof figure>>, { error: "is required: an object of figures in pounds" })
    .refine((figures) => Object.values(figures).some((value) => value !== undefined), "must hold at least one figure"),
});

export type WhatIfInput = z.infer<typeof whatIfInputSchema>;

/** What the what-if answers: the assessment those figures would give, marked as one, with the year it changed. */
// Its schema: ./assessment-answer.ts.
export type WhatIfAssessment = z.infer<typeof whatIfAssessmentSchema>;

/** Why the year end is out of bounds for this company's accounts, or null when it is within them. */
export function whatIfYearRefusal(yearEnded: string, profile: CompanyProfile, now: Date): string | null {
  const years = accountYears(profile.statutoryAccounts);
  const oldest = years[0]?.key;
  const latest = years.at(-1);
  // With no accounts filed, the draft is a first year: bounded by today instead of a latest year end.
  const from = latest ? latest.date : now;
  const limit = addMonths(from, WHAT_IF_MONTHS_AHEAD).toISOString().slice(0, 10);
  if (yearEnded > limit) {
    return `must not be more than ${WHAT_IF_MONTHS_AHEAD} months after ${latest ? `the latest filed year end (${latest.key})` : "today"}: ${limit} at the latest`;
  }
  if (oldest && yearEnded < oldest) return `must not be before the oldest filed year end (${oldest})`;
  return null;
}

/** The profile with the year's filed figures replaced by those sent (the others stay as filed), or the year added. */
export function profileWithWhatIf(profile: CompanyProfile, input: WhatIfInput): { profile: CompanyProfile; added: boolean } {
  const figures = definedFigures(input.figures);
  const isYear = (record: StatutoryAccounts) => accountYears([record])[0]?.key === input.yearEnded;
  const added = !profile.statutoryAccounts.some(isYear);
  const statutoryAccounts = added
    ? [...profile.statutoryAccounts, { ...emptyYear(), yearEndDate: input.yearEnded, ...figures }]
    : profile.statutoryAccounts.map((record) => (isYear(record) ? { ...record, ...figures } : record));
  return { profile: { ...profile, statutoryAccounts }, added };
}

export function definedFigures(figures: WhatIfInput["figures"]): Record<string, number> {
  return Object.fromEntries(Object.entries(figures).filter(([, value]) => value !== undefined)) as Record<string, number>;
}

/** A year of accounts with every field the upstream's schema reads left empty. */
function emptyYear(): StatutoryAccounts {
  return Object.fromEntries([...STATUTORY_ACCOUNTS_TEXT_FIELDS, ...STATUTORY_ACCOUNTS_NUMBER_FIELDS].map((field) => [field, null])) as StatutoryAccounts;
}
