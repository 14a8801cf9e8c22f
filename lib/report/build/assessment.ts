// The report's assessment and decision sections: the same lib/assessment derivation as the Assessment tab, and the
// team's decisions and notes as the database holds them.
import { assessCompany } from "@/lib/assessment/assessment";
import type { CompanyDecision, CompanyNote } from "@/lib/decisions/decision-input";
import type { CompanyProfile } from "@/lib/upstream/schemas/company";
import type { SectionData } from "../model";

export interface TeamRecords {
  decisions: CompanyDecision[];
  notes: CompanyNote[];
}

export function assessment(profile: CompanyProfile, crn: string, now: Date): SectionData<"assessment"> {
  const { overall, models, creditLimit, creditLimitWithheld, summary, summaryClauses, caveats } = assessCompany(profile, crn, now);
  return { overall, models, creditLimit, creditLimitWithheld, summary, summaryClauses, caveats };
}

export function decisions(records: TeamRecords): SectionData<"decisions"> {
  const strip = ({ company: _company, ...decision }: CompanyDecision) => decision;
  return {
    current: records.decisions[0] ? strip(records.decisions[0]) : null,
    history: records.decisions.map(strip),
    notes: records.notes.map(({ company: _company, ...note }) => note),
  };
}
