"use client";
// The filing history the accounts' sources are matched in: the documents lookup's own answer (every filing, each
// with its document's place), the profile's copy of the recent filings until it arrives or when it fails. `whole`
// says the whole history is in hand (a screen given its sources by the API keeps those until then).
import { useQuery } from "@tanstack/react-query";
import { filingsOf, type FilingLike } from "@/lib/financials/accounts-source";
import { companyDocumentsQuery } from "@/lib/queries/company-queries";
import type { CompanyProfile } from "@/lib/upstream/schemas/company";

export function useAccountsFilings(crn: string, profile: Pick<CompanyProfile, "documents"> | null = null): { filings: readonly FilingLike[]; whole: boolean; failed: boolean } {
  const documents = useQuery(companyDocumentsQuery(crn));
  return { filings: filingsOf(documents.data ?? profile?.documents), whole: documents.data !== undefined, failed: documents.isError };
}
