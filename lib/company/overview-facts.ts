// The Overview tab's facts that the report repeats: the description, principal activities, website, recent events
// and trading addresses, each read from the profile one way.
import { formatAddress } from "@/lib/format/address";
import { dateSortKey } from "@/lib/format/dates";
import type { OperationResult } from "@/lib/upstream/operations";
import type { CompanyProfile } from "@/lib/upstream/schemas/company";

/** How many events the Overview tab and the report list. */
export const RECENT_EVENTS_SHOWN = 10;

export interface RecentEvent {
  /** Null when the upstream gives neither a description nor a code. */
  description: string | null;
  date: string | null;
}

/** Newest first, dated by when the status was filed, else when it was registered. */
export function recentEvents(profile: CompanyProfile): RecentEvent[] {
  const dated = profile.companyEvents.map((event) => ({
    description: event.statusCodeDesc ?? event.statusCode,
    date: event.statusFiledDate ?? event.registeredDate,
  }));
  return dated.sort((a, b) => dateSortKey(b.date) - dateSortKey(a.date)).slice(0, RECENT_EVENTS_SHOWN);
}

/** A blank "about us" counts as no description. */
export function companyDescription(profile: CompanyProfile): string | null {
  return profile.companyDescription?.aboutUs?.trim() || null;
}

export function principalActivities(profile: CompanyProfile): string[] {
  return profile.principalActivityDetails.map((item) => item.description).filter((text): text is string => Boolean(text));
}

/** Either block may carry a website; the contact-information block's leads, as on the Overview tab. */
export function companyWebsite(profile: CompanyProfile): string | null {
  return profile.companyContactInformation?.website ?? profile.contactDetails?.website ?? null;
}

type TradingAddress = OperationResult<"companyTradingAddress">["tradingAddres"][number];

export function tradingAddressLine(address: TradingAddress): string {
  return formatAddress(address, ["district", "county", "postcode", "country"]) ?? "Address not given";
}
