// One company's line in a comparison, derived from its profile by the same functions as its own pages: the credit
// assessment (band and suggested limit), the risk flags, the key figures of the latest year with their change,
// and each year's figures for the trend charts. The screen, the CSV and the workbook all read these rows.
import type { z } from "zod";
import type { PolicyVersion } from "@/lib/policy/policy";
import { assessCompany } from "@/lib/assessment/assessment";
import { keyFigures } from "@/lib/financials/key-figures";
import { companyStatusWords } from "@/lib/company/ch-words";
import { accountYears } from "@/lib/financials/years";
import type { CompanyProfile } from "@/lib/upstream/schemas/company";
import type { compareAnswerSchema, compareRowSchema, compareYearSchema } from "./compare-answer";

// A comparison's line as the JSON answer, the CSV and the workbook carry it (its schema: ./compare-answer.ts).
export type CompareYear = z.infer<typeof compareYearSchema>;
export type CompareRow = z.infer<typeof compareRowSchema>;
export type CompareAnswer = z.infer<typeof compareAnswerSchema>;

export const COMPARE_FIELDS = ["turnover", "profitBeforeTax", "netWorth", "totalAssets", "cash", "numberOfEmployees"] as const;

export function compareRow(profile: CompanyProfile, crn: string, policy: PolicyVersion, now: Date = new Date()): CompareRow {
  const assessment = assessCompany(profile, crn, { policy, now });
  const years = accountYears(profile.statutoryAccounts ?? []);
  const key = keyFigures(years);
  const count = (level: string) => assessment.riskFlags.filter((flag) => flag.severity === level).length;
  return {
    crn, missing: null, name: profile.businessName ?? null, status: companyStatusWords(profile.companyStatus),
    incorporated: profile.companyRegistrationDate ?? null,
    band: assessment.verdict.band, policyVersion: assessment.verdict.policyVersion, bandYearEnded: assessment.overall?.yearEnded ?? null,
    limit: assessment.creditLimit?.amount ?? null, limitWithheld: assessment.creditLimitWithheld, decision: null,
    flags: { high: count("high"), medium: count("medium"), info: count("info"), titles: assessment.riskFlags.map((flag) => flag.title) },
    latestYearEnded: key?.latest.key ?? null,
    figures: key?.figures ?? [],
    years: years.map((year) => ({ yearEnded: year.key, values: Object.fromEntries(COMPARE_FIELDS.map((field) => [field, year.accounts[field] ?? null])) })),
  };
}

export function missingRow(crn: string, reason: string): CompareRow {
  return {
    crn, missing: reason, name: null, status: null, incorporated: null, band: null, policyVersion: null, bandYearEnded: null, limit: null, limitWithheld: null, decision: null,
    flags: { high: 0, medium: 0, info: 0, titles: [] }, latestYearEnded: null, figures: [], years: [],
  };
}
