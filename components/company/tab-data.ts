// The lookups each company tab opens on (its default view), so the tab's data can be asked for as soon as an analyst
// shows the intent to open it, alongside the route change instead of after it. The panels ask with the same query
// options, so they find the answer in the cache (or in flight) and no lookup is made twice.
import type { QueryClient } from "@tanstack/react-query";
import { preloadWindowing } from "@/components/ui/windowing";
import {
  companyChargesQuery, companyDocumentsQuery, companyOfficersQuery, companyPropertyQuery, companyPscQuery, companyTradingAddressQuery,
} from "@/lib/queries/company-queries";
import type { AppRouterInstance, PrefetchOptions } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { companyHref, type CompanyTabId } from "./company-tabs";

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

/** Next's own kinds of prefetch: "full" fetches the page itself, not only the layouts above its dynamic segment. */
const FULL_PREFETCH = { kind: "full" } as PrefetchOptions;

/**
 * Starts fetching a tab the analyst is about to open: its page (its server payload, and with it its chunks; a link's
 * own prefetch of a dynamic page stops short of it, so without this the route change would start only on the
 * click), unless it is the tab already open, and its lookups unless already cached and fresh. Failures are left for
 * the panel to show when it asks.
 */
export function prefetchTab({ client, router, crn, tab, open }: {
  client: QueryClient;
  router: Pick<AppRouterInstance, "prefetch">;
  crn: string;
  tab: CompanyTabId;
  open: CompanyTabId;
}): void {
  if (tab !== open) router.prefetch(companyHref(crn, tab), FULL_PREFETCH);
  TAB_DATA[tab]?.(client, crn);
  if (LONG_TABLES.has(tab)) preloadWindowing();
}
