// The lookups each company tab opens on (its default view), so the tab's data can be asked for as soon as an analyst
// shows the intent to open it, alongside the route change instead of after it. The panels ask with the same query
// options, so they find the answer in the cache (or in flight) and no lookup is made twice.
import type { QueryClient } from "@tanstack/react-query";
import { preloadWindowing } from "@/components/ui/windowing";
import {
  companyChargesQuery, companyDocumentsQuery, companyOfficersQuery, companyPropertyQuery, companyPscQuery, companyTradingAddressQuery,
} from "@/lib/queries/company-queries";
import type { CompanyTabId } from "./company-tabs";

type Prefetch = (client: QueryClient, crn: string) => Array<Promise<void>>;

/** The tabs whose tables run long for large companies: the windowing code is fetched with their data. */
const LONG_TABLES: ReadonlySet<CompanyTabId> = new Set(["officers", "charges", "filings", "psc"]);

// The other tabs' lookups depend on choices the panel reads (CCJ status, ownership depth) or come with the profile.
const TAB_DATA: Partial<Record<CompanyTabId, Prefetch>> = {
  overview: (client, crn) => [client.prefetchQuery(companyTradingAddressQuery(crn)), client.prefetchQuery(companyDocumentsQuery(crn))],
  officers: (client, crn) => [client.prefetchQuery(companyOfficersQuery(crn))],
  charges: (client, crn) => [client.prefetchQuery(companyChargesQuery(crn))],
  filings: (client, crn) => [client.prefetchQuery(companyDocumentsQuery(crn))],
  psc: (client, crn) => [client.prefetchQuery(companyPscQuery(crn))],
  shares: (client, crn) => [client.prefetchQuery(companyOfficersQuery(crn)), client.prefetchQuery(companyPscQuery(crn))],
  property: (client, crn) => [client.prefetchQuery(companyPropertyQuery(crn))],
};

/** Starts the tab's lookups unless already cached and fresh; failures are left for the panel to show when it asks. */
export function prefetchTabData(client: QueryClient, crn: string, tab: CompanyTabId): void {
  TAB_DATA[tab]?.(client, crn);
  if (LONG_TABLES.has(tab)) preloadWindowing();
}
