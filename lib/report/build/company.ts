// The cover, profile and one-page summary of the report, from the company profile: the same derivations as the
// company page's header, overview and risk summary.
import { sicEntries } from "@/lib/company/sic-codes";
import { riskItems } from "@/lib/company/risk";
import { yoy } from "@/lib/financials/growth";
import { accountYears } from "@/lib/financials/years";
import { formatAddress } from "@/lib/format/address";
import { dateSortKey, yearsSince } from "@/lib/format/dates";
import type { CompanyProfile } from "@/lib/upstream/schemas/company";
import { isoDay } from "../dates";
import type { SectionData } from "../model";

const KEY_FIGURES = [
  { field: "turnover", label: "Turnover", kind: "money" },
  { field: "profitBeforeTax", label: "Pre-tax profit", kind: "money" },
  { field: "netWorth", label: "Net worth", kind: "money" },
  { field: "totalAssets", label: "Total assets", kind: "money" },
  { field: "cash", label: "Cash", kind: "money" },
  { field: "numberOfEmployees", label: "Employees", kind: "count" },
] as const;

export function companyFacts(profile: CompanyProfile, crn: string, now: Date): SectionData<"company"> {
  const contact = profile.contactDetails;
  const events = [...profile.companyEvents].sort((a, b) =>
    dateSortKey(b.statusFiledDate ?? b.registeredDate) - dateSortKey(a.statusFiledDate ?? a.registeredDate));
  return {
    number: profile.companyRegistrationNumber ?? crn,
    name: profile.businessName ?? `Company ${crn}`,
    status: profile.companyStatus,
    type: profile.companyType,
    incorporated: isoDay(profile.companyRegistrationDate),
    ageYears: profile.companyAge ?? yearsSince(profile.companyRegistrationDate, now),
    registeredAddress: formatAddress(profile.regAddress),
    contactAddress: formatAddress(contact),
    telephone: contact?.telephone ?? null,
    website: profile.companyContactInformation?.website ?? contact?.website ?? null,
    sic: sicEntries(profile),
    previousNames: profile.previousNames
      .filter((item) => item.previousName)
      .map((item) => ({ name: item.previousName ?? "", until: isoDay(item.changedDate) })),
    description: profile.companyDescription?.aboutUs?.trim() || null,
    activities: profile.principalActivityDetails.map((item) => item.description).filter((text): text is string => Boolean(text)),
    accountsDue: isoDay(profile.accountsDueDate),
    accountsMadeUp: isoDay(profile.accountsMadeUpDate ?? profile.latestDateOfAccounts),
    events: events.slice(0, 10).map((event) => ({
      description: event.statusCodeDesc ?? event.statusCode ?? "Event",
      date: isoDay(event.statusFiledDate ?? event.registeredDate),
    })),
    safeAlerts: profile.safealertsinformation.map((alert) => ({
      title: alert.alertCodeTitle ?? alert.alertCode ?? "Alert",
      date: isoDay(alert.alertDate),
      detail: alert.alertDetail1,
    })),
  };
}

export function summary(profile: CompanyProfile, now: Date): SectionData<"summary"> {
  const years = accountYears(profile.statutoryAccounts);
  const latest = years.at(-1);
  const previous = years.at(-2);
  return {
    risks: riskItems(profile, now).map(({ id, severity, title, detail }) => ({ id, severity, title, detail })),
    yearEnd: latest ? latest.key : null,
    previousYearEnd: previous ? previous.key : null,
    keyFigures: latest
      ? KEY_FIGURES.map(({ field, label, kind }) => {
        const value = latest.accounts[field];
        const before = previous ? previous.accounts[field] : null;
        return { field, label, kind, value, previous: before, change: yoy(value, before) };
      })
      : [],
  };
}
