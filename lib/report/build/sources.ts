// The accounts' sources for the report: each year's filing (lib/financials/accounts-source, the screens' own
// derivation) as a sentence and an absolute link, matched in the whole filing history when its lookup answered,
// else in the profile's copy of the recent filings.
import { accountsSource, accountsSourceLink, filingsOf, type FilingLike } from "@/lib/financials/accounts-source";
import type { CompanyProfile } from "@/lib/upstream/schemas/company";
import type { ReportAccountsSource } from "../model";
import type { Fetched } from "./section";

export interface SourceContext {
  crn: string;
  /** The dashboard's origin the links are made absolute from; null leaves them as the BFF's paths. */
  origin: string | null;
  filings: readonly FilingLike[];
}

export function sourceContext(crn: string, origin: string | null, profile: CompanyProfile | null, documents: Fetched<{ items: readonly unknown[] }>): SourceContext {
  const filings = documents.kind === "ok" ? filingsOf(documents.body) : filingsOf(profile?.documents);
  return { crn, origin, filings };
}

export function reportSource(context: SourceContext, yearEnded: string): ReportAccountsSource {
  return accountsSourceLink(accountsSource(yearEnded, context.filings), context.crn, context.origin);
}
