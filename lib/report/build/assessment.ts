// The report's assessment and decision sections: the same lib/assessment derivation as the Assessment tab, and the
// team's decisions and notes as the database holds them.
import { assessCompany } from "@/lib/assessment/assessment";
import { accountsSourceLink } from "@/lib/financials/accounts-source";
import { inForce, type CompanyDecision, type CompanyNote } from "@/lib/decisions/decision-input";
import { policyRule } from "@/lib/policy/limit";
import type { PolicyVersion } from "@/lib/policy/policy";
import type { CompanyProfile } from "@/lib/upstream/schemas/company";
import type { SectionData } from "../model";
import type { SourceContext } from "./sources";

export interface TeamRecords {
  decisions: CompanyDecision[];
  notes: CompanyNote[];
}

export function assessment(profile: CompanyProfile, crn: string, policy: PolicyVersion, now: Date, sources?: SourceContext): SectionData<"assessment"> {
  const { overall, basis, notScored, models, verdict, creditLimit, creditLimitWithheld, summary, summaryClauses, caveats } = assessCompany(profile, crn, { policy, now, filings: sources?.filings });
  // Each year's filing as the report carries it: the sentence and an absolute link, no document object to re-derive.
  const withLinks = models.map(({ years, ...model }) => ({
    ...model,
    years: years.map(({ filing, ...year }) => ({ ...year, filing: accountsSourceLink(filing, crn, sources?.origin ?? null) })),
  }));
  const { limit: _limit, withheld: _withheld, ...verdictWords } = verdict;
  return { overall, basis, notScored, models: withLinks, verdict: verdictWords, policy: reportPolicy(policy), creditLimit, creditLimitWithheld, summary, summaryClauses, caveats };
}

/** The policy version as the report states it: who made it and why, its rule in words and its figures. */
export function reportPolicy({ version, at, author, reason, policy }: PolicyVersion): SectionData<"assessment">["policy"] {
  return { version, at, author, reason, rule: policyRule(policy), parameters: policy };
}

/** Each decision with its frozen evidence, override and approval; in force: the newest not awaiting nor rejected. */
export function decisions(records: TeamRecords): SectionData<"decisions"> {
  const strip = ({ company: _company, ...decision }: CompanyDecision) => decision;
  const current = records.decisions.find(inForce);
  return {
    current: current ? strip(current) : null,
    history: records.decisions.map(strip),
    notes: records.notes.map(({ company: _company, ...note }) => note),
  };
}
