// The credit assessment of one company, derived from its profile alone (statutory accounts of every year, status,
// insolvency flags, CCJs, charges): the two models for every year, the overall band, the suggested limit with its
// rule, the written summary and the risk flags. Pure: the API route, the screens and the reports all read this.
import type { z } from "zod";
import { riskItems } from "@/lib/company/risk";
import { filingsOf, type FilingLike } from "@/lib/financials/accounts-source";
import { accountYears } from "@/lib/financials/years";
import type { CompanyProfile } from "@/lib/upstream/schemas/company";
import { applyPolicy } from "@/lib/policy/limit";
import type { PolicyVersion } from "@/lib/policy/policy";
import type { assessmentSchema } from "./assessment-answer";
import type { AssessedModel } from "./assessed-model";
import { assessModels, scoreVerdict } from "./overall";
import { writtenSummary } from "./summary";

export { latestOverall } from "./overall";

// What GET /api/assessments/{crn} answers (its schema: ./assessment-answer.ts).
export type Assessment = z.infer<typeof assessmentSchema>;

export interface AssessOptions {
  /** The credit policy version to apply (lib/policy/store's policyInForce, or a decision's frozen one). */
  policy: PolicyVersion;
  now?: Date;
  /** The filing history the inputs' sources are matched in; the profile's copy of its recent filings by default. */
  filings?: readonly FilingLike[];
}

export function assessCompany(profile: CompanyProfile, crn: string, options: AssessOptions): Assessment {
  const now = options.now ?? new Date();
  const filings = options.filings ?? filingsOf(profile.documents);
  const years = accountYears(profile.statutoryAccounts);
  const models: AssessedModel[] = assessModels(years, filings);
  const verdict = scoreVerdict(models);
  const overall = verdict.overall;
  const latestAccounts = overall ? years.find((year) => year.key === overall.yearEnded)?.accounts ?? null : null;
  const riskFlags = riskItems(profile, now);
  const policyVerdict = applyPolicy({
    policy: options.policy,
    flags: new Set(riskFlags.map((flag) => flag.id)),
    modelBand: overall?.band ?? null,
    latest: overall && latestAccounts ? { yearEnded: overall.yearEnded, accounts: latestAccounts } : null,
    hasAccounts: years.length > 0,
    // The latest accounts are ones the models do not fit: the reason, not "no figures", is why there is no limit.
    notScored: models[0]?.years.at(-1)?.notMeaningful ?? null,
    now,
  });
  const clauses = writtenSummary(profile, models, years, now);
  return {
    companyNumber: profile.companyRegistrationNumber ?? crn,
    companyName: profile.businessName,
    models,
    overall,
    basis: verdict.basis,
    notScored: verdict.notScored,
    verdict: policyVerdict,
    creditLimit: policyVerdict.limit,
    creditLimitWithheld: policyVerdict.withheld,
    summary: clauses.length ? `${clauses.map((clause) => clause.text).join("; ")}.`.replace(/^./, (c) => c.toUpperCase()) : "Nothing on record to summarise.",
    summaryClauses: clauses,
    riskFlags,
    caveats: caveats(years.map((year) => year.accounts.accountType)),
  };
}

function caveats(accountTypes: ReadonlyArray<string | null>): string[] {
  const kinds = new Set(accountTypes.map((type) => (type ?? "").toLowerCase()));
  const notes: string[] = [];
  const has = (pattern: RegExp) => [...kinds].some((kind) => pattern.test(kind));
  if (has(/micro/)) notes.push("Micro-entity accounts: a short balance sheet with no profit and loss in the public filing; figures the models need may be estimates or absent.");
  if (has(/fillet|abridged|exemption/)) notes.push("Filleted or abridged accounts omit the profit and loss account from the public record; scores for those years rest on whatever figures the data service holds.");
  if (has(/dormant/)) notes.push("Dormant accounts: the company has not traded, so the models (fitted on trading companies) say little.");
  if (has(/group|consolidated/)) notes.push("Group accounts: the scores describe the group, not this company alone.");
  return notes;
}
