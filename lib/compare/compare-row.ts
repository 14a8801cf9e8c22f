// One company's line in a comparison, derived from its profile by the same functions as its own pages: the credit
// assessment (band and suggested limit), the risk flags, the key figures of the latest year with their change,
// and each year's figures for the trend charts. The screen, the CSV and the workbook all read these rows.
import type { DecisionOutcome } from "@/lib/decisions/decision-terms";
import type { PolicyVersion } from "@/lib/policy/policy";
import { assessCompany } from "@/lib/assessment/assessment";
import { keyFigures, type KeyFigure } from "@/lib/financials/key-figures";
import { companyStatusWords } from "@/lib/company/ch-words";
import { accountYears } from "@/lib/financials/years";
import type { CompanyProfile } from "@/lib/upstream/schemas/company";

export interface CompareYear {
  /** Year end, yyyy-mm-dd. */
  yearEnded: string;
  values: Record<string, number | null>;
}

export interface CompareRow {
  crn: string;
  /** Why this company has no data in the comparison (not found, the service failing); null when it has. */
  missing: string | null;
  name: string | null;
  /** In Companies House's words ("In Administration", not "administration"), as the company's own header shows it. */
  status: string | null;
  incorporated: string | null;
  band: "low" | "moderate" | "high" | null;
  /** The credit policy version the band and limit come from; null for a company that could not be read. */
  policyVersion: number | null;
  bandYearEnded: string | null;
  limit: number | null;
  limitWithheld: string | null;
  /** The team's decision in force (from the dashboard's store, not the profile); null when none is in force. */
  decision: { outcome: DecisionOutcome; limitGranted: number | null; override: boolean } | null;
  flags: { high: number; medium: number; info: number; titles: string[] };
  latestYearEnded: string | null;
  figures: KeyFigure[];
  years: CompareYear[];
}

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
