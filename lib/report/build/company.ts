// The cover, profile and one-page summary of the report, from the company profile: the same derivations as the
// company page's header, overview and risk summary.
import { companyStatusWords, companyTypeWords } from "@/lib/company/ch-words";
import { sicEntries } from "@/lib/company/sic-codes";
import { riskItems } from "@/lib/company/risk";
import type { LinkedCompany } from "@/lib/people/linked-company-risk";
import { type ScreeningForFlags, withScreeningFlags } from "@/lib/screening/screening-flags";
import { companyDescription, companyWebsite, principalActivities, recentEvents } from "@/lib/company/overview-facts";
import { companyDeadlines } from "@/lib/company/deadlines";
import { keyFigures } from "@/lib/financials/key-figures";
import { accountYears } from "@/lib/financials/years";
import { formatAddress } from "@/lib/format/address";
import { yearsSince } from "@/lib/format/dates";
import type { CompanyProfile } from "@/lib/upstream/schemas/company";
import { isoDay } from "../dates";
import type { SectionData } from "../model";
import { reportSource, type SourceContext } from "./sources";

export function companyFacts(profile: CompanyProfile, crn: string, now: Date): SectionData<"company"> {
  const contact = profile.contactDetails;
  const deadlines = companyDeadlines(profile, now);
  return {
    number: profile.companyRegistrationNumber ?? crn,
    name: profile.businessName ?? `Company ${crn}`,
    status: companyStatusWords(profile.companyStatus),
    type: companyTypeWords(profile.companyType),
    incorporated: isoDay(profile.companyRegistrationDate),
    ageYears: profile.companyAge ?? yearsSince(profile.companyRegistrationDate, now),
    registeredAddress: formatAddress(profile.regAddress),
    contactAddress: formatAddress(contact),
    telephone: contact?.telephone ?? null,
    website: companyWebsite(profile),
    sic: sicEntries(profile),
    previousNames: profile.previousNames
      .filter((item) => item.previousName)
      .map((item) => ({ name: item.previousName ?? "", until: isoDay(item.changedDate) })),
    description: companyDescription(profile),
    activities: principalActivities(profile),
    accountsDue: isoDay(deadlines.accountsDue.date),
    accountsMadeUp: isoDay(deadlines.accountsMadeUpTo),
    accountsOverdue: deadlines.accountsDue.overdue,
    confirmationMadeUp: isoDay(deadlines.confirmationMadeUpTo),
    confirmationDue: isoDay(deadlines.confirmationDue.date),
    confirmationOverdue: deadlines.confirmationDue.overdue,
    dissolvedOn: isoDay(deadlines.dissolvedOn),
    // The model needs words where the Overview tab leaves the line blank.
    events: recentEvents(profile).map((event) => ({ description: event.description ?? "Event", date: isoDay(event.date) })),
    safeAlerts: profile.safealertsinformation.map((alert) => ({
      title: alert.alertCodeTitle ?? alert.alertCode ?? "Alert",
      date: isoDay(alert.alertDate),
      detail: alert.alertDetail1,
    })),
  };
}

/** `screening`: the company's screening with its reviews, whose flags join the profile's as on the company page. */
export function summary(
  profile: CompanyProfile, now: Date, sources?: SourceContext, screening: ScreeningForFlags | null = null, linkedCompanies: readonly LinkedCompany[] = [],
): SectionData<"summary"> {
  const figures = keyFigures(accountYears(profile.statutoryAccounts));
  return {
    source: figures && sources ? reportSource(sources, figures.latest.key) : null,
    previousSource: figures?.previous && sources ? reportSource(sources, figures.previous.key) : null,
    risks: withScreeningFlags(riskItems(profile, now, { linkedCompanies }), screening).map(({ id, severity, title, detail }) => ({ id, severity, title, detail })),
    yearEnd: figures ? figures.latest.key : null,
    previousYearEnd: figures?.previous ? figures.previous.key : null,
    keyFigures: figures ? figures.figures : [],
  };
}
