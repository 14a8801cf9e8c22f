import { useQuery } from "@tanstack/react-query";
import type { CompanyProfile } from "@/lib/upstream/schemas/company";
import { useLinkedCompanies } from "@/lib/queries/people-queries";
import { companyScreeningQuery } from "@/lib/queries/screening-queries";
import { RiskList, summaryItems } from "./risk-list";

export function RiskSummary({ profile, crn }: { profile: CompanyProfile; crn: string }) {
  // The officers' failed companies are the directory's, not the profile's: asked beside it (the Officers tab shares the answer).
  const linkedCompanies = useLinkedCompanies(crn, profile.directorsData);
  // The screening is the dashboard's own (the Screening tab shares the answer): its flags join the profile's once it
  // answers; with no list loaded it raises none (the Screening tab says the company is not screened).
  const screening = useQuery(companyScreeningQuery(crn));
  return <RiskList crn={crn} items={summaryItems(profile, { linkedCompanies, screening: screening.data ?? null })} screened={!!screening.data} />;
}
