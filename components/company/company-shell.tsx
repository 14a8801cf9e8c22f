"use client";
// The frame of every company tab: header, risk summary and tab list from the one shared profile query, and the
// active tab's panel. When the company cannot be found the frame says so and no tab fetches anything. The profile
// comes looked up by the server with the page (lib/company/profile-on-server.ts), so the header is in the HTML; it
// seeds the query cache, which the tabs read, and the browser asks again only for an answer the server could not give.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@/components/ui/link";
import { usePathname, useRouter } from "next/navigation";
import { lazy, Suspense, useCallback, useEffect, useMemo, type ReactNode } from "react";
import { CsvFileContext } from "@/components/ui/csv-file-context";
import { ErrorState } from "@/components/ui/query-state";
import { Skeleton, SkeletonRows } from "@/components/ui/skeleton";
import { LinkTabs } from "@/components/ui/tabs";
import { textLinkClassName } from "@/components/ui/text-link";
import type { ServerProfile } from "@/lib/company/profile-on-server";
import { ApiError } from "@/lib/queries/api-fetch";
import { companyProfileQuery } from "@/lib/queries/company-queries";
import { pageTitle } from "@/lib/site-title";
import { recordFreshness, useStaleSince } from "@/lib/queries/data-freshness";
import { STALE_HEADER, STORED_AT_HEADER } from "@/lib/resilience/outcome-headers";
import { COMPANY_TABS, activeTab, companyHref, type CompanyTabId } from "./company-tabs";
import { CompanyHeader } from "./header/company-header";

// The watch control and "changed since you last looked" draw nothing until their own lookups answer, so their code
// can arrive with those answers instead of in every company tab's first load (React's lazy: next/dynamic would add
// its own loader code to tabs that load nothing else on demand).
const CompanyWatch = lazy(() => import("@/components/monitor/company-watch").then((module) => ({ default: module.CompanyWatch })));
/**
 * The risk summary's rules (every flag, the models behind the score flag) are the largest code the shell draws; lazy,
 * they arrive beside the route's entry chunks instead of in them. The server still draws the summary into the HTML.
 */
const RiskSummary = lazy(() => import("./risk/risk-summary").then((module) => ({ default: module.RiskSummary })));
/** Shown only when the data service is failing and a kept answer is served. */
const StaleBanner = lazy(() => import("@/components/ui/stale-banner").then((module) => ({ default: module.StaleBanner })));

/** A refusal that asking again would not change: the browser shows the server's answer instead of repeating it. */
const FINAL_STATUSES = [400, 404];

/**
 * The server's drawings of the shell's lazy parts from the profile it looked up, shown while their code loads: they
 * hold the parts' places, so nothing moves when the code arrives. (Once a page's HTML passes 12,800 bytes, React
 * streams each further part of over 500 bytes apart from it and may reveal it after the first paint: with no
 * stand-in, the tabs jumped down by the parts' height.)
 */
export interface StandIns {
  registerDates: ReactNode;
  riskSummary: ReactNode;
}

/** The watch control's place: the height of its row (components/monitor/company-watch.tsx) before its code arrives. */
const WATCH_PLACE = <div aria-hidden="true" className="min-h-9 print:hidden" />;

/** `actions`: the header's server-drawn controls (the report's download links). */
export function CompanyShell({ crn, server, actions, standIns, children }: { crn: string; server?: ServerProfile; actions?: ReactNode; standIns?: StandIns; children: ReactNode }) {
  const answered = server?.kind === "ok" ? server : null;
  const refused = useMemo(
    () => (server?.kind === "problem" && FINAL_STATUSES.includes(server.status) ? new ApiError(server.status, server.code, server.title, server.detail) : null),
    [server],
  );
  const profile = useQuery({
    ...companyProfileQuery(crn),
    ...(answered ? { initialData: answered.profile, initialDataUpdatedAt: answered.fetchedAt } : {}),
    enabled: !refused,
  });
  // A stale answer (served from the cache while the data service fails) is flagged as the browser's fetch flags it.
  useEffect(() => {
    if (answered?.stale) recordFreshness(answered.path, new Headers({ [STALE_HEADER]: "1", [STORED_AT_HEADER]: answered.stale.storedAt }));
  }, [answered]);
  const pathname = usePathname();
  const active = activeTab(pathname);
  const number = profile.data?.companyRegistrationNumber ?? crn;
  const name = profile.data?.businessName;
  const status = profile.data?.companyStatus ?? null;
  useEffect(() => {
    // The recent list is for the home page's suggestions; this page only writes to it, after it has drawn.
    if (name) void import("@/lib/recent-companies").then((recent) => recent.rememberCompany({ number, name, status }));
  }, [number, name, status]);
  // The server's metadata knows only the number ("Company 00000042") and stays as the title until the profile
  // arrives. Next writes the route's metadata title again on a navigation, and streams it, so it can land after this
  // effect ran: the company's name is written back whenever the head's title changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not a value read
  useEffect(() => {
    if (!name) return;
    const wanted = pageTitle(name);
    const apply = () => {
      if (document.title !== wanted) document.title = wanted;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [name, pathname]);
  // The server's own stale profile is in the page's HTML from the start, before the effect above records it.
  const staleSince = useStaleSince(crn) ?? answered?.stale?.storedAt;
  const tabLabel = COMPANY_TABS.find((tab) => tab.id === active)?.label ?? "";
  // A table's CSV is named after the company and the tab it is on.
  const csvFile = useMemo(() => ({ company: { name, number }, tab: tabLabel }), [name, number, tabLabel]);
  const client = useQueryClient();
  const router = useRouter();
  // The intent to open a tab comes after the page has drawn, so the code that fetches the tab can come then too.
  const onIntent = useCallback(
    (tab: string) => void import("./tab-data").then((data) => data.prefetchTab({ client, router, crn, tab: tab as CompanyTabId, open: active })),
    [client, crn, router, active],
  );

  // The header and the risk summary read the profile alone: the same elements while only the tab (the pathname)
  // changes, so React does not draw them again on every tab switch (for the largest companies, tens of ms).
  const about = useMemo(
    () =>
      profile.data ? (
        <>
          <CompanyHeader profile={profile.data} crn={crn} actions={actions} datesStandIn={standIns?.registerDates} />
          <Suspense fallback={WATCH_PLACE}><CompanyWatch crn={crn} /></Suspense>
          {/* Printed too: a tab on paper is read without the others, so it carries the verdict the screen shows. */}
          <Suspense fallback={standIns?.riskSummary ?? null}><RiskSummary profile={profile.data} crn={crn} /></Suspense>
        </>
      ) : null,
    [profile.data, crn, actions, standIns],
  );

  const error = refused ?? (profile.isError ? profile.error : null);
  if (error) {
    const notFound = error instanceof ApiError && error.status === 404;
    const invalid = error instanceof ApiError && error.status === 400;
    return (
      <div className="space-y-4">
        <HomeCrumb />
        <h1 className="text-2xl font-semibold">{notFound ? "No company found" : invalid ? "Not a valid company number" : "The company could not be loaded"}</h1>
        <ErrorState error={error} onRetry={notFound || invalid ? undefined : () => void profile.refetch()} retrying={profile.isFetching} />
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <HomeCrumb />
      {staleSince && <Suspense fallback={null}><StaleBanner storedAt={staleSince} /></Suspense>}
      {about ?? <CompanySkeleton />}
      {/* The tabs and the panel mount at once, so the panel's own lookups run alongside the profile's, but stay
          hidden until the header above them is drawn: shown earlier, they would jump down when it arrives. */}
      <div hidden={!profile.data}>
        <LinkTabs
          label="Company sections"
          activeId={active}
          onIntent={onIntent}
          items={COMPANY_TABS.map((tab) => ({ id: tab.id, label: tab.label, href: companyHref(crn, tab.id) }))}
        >
          <CsvFileContext.Provider value={csvFile}>{children}</CsvFileContext.Provider>
        </LinkTabs>
      </div>
    </div>
  );
}

/** What stands for the header while the profile is on its way (the server's lookup streaming, or a retry). */
function CompanySkeleton() {
  return (
    <div role="status" aria-busy="true" className="space-y-3">
      <span className="sr-only">Loading company…</span>
      <Skeleton className="h-8 w-2/3" />
      <SkeletonRows rows={3} />
    </div>
  );
}

/**
 * The way back home. Drawn here rather than by the server layout: a server component's next/link is a client
 * reference of its own, which put a second copy of next/link's code in every company tab's first load.
 */
function HomeCrumb() {
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <Link href="/" className={textLinkClassName}>Home</Link>
    </nav>
  );
}
