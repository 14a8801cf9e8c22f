// The risk summary as the profile alone gives it: what RiskSummary draws first, before the officers' linked companies
// and the screening answer. The server draws it as the summary's stand-in (company-shell.tsx), so the summary holds
// its place while its code loads, and nothing below it moves when that code arrives.
import type { CompanyProfile } from "@/lib/upstream/schemas/company";
import { RiskList, summaryItems } from "./risk-list";

export function RiskSummaryFromProfile({ profile, crn }: { profile: CompanyProfile; crn: string }) {
  return <RiskList crn={crn} items={summaryItems(profile, {})} screened={false} standIn />;
}
