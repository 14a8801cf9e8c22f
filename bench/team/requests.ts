// The requests the dashboard's pages send at each step of the team's session: the one list the HTTP analysts replay.
// Found by driving the steps in Chromium and recording what it sent (bench/team/record.ts; Next.js 16.4), then
// written as templates: a page's document or its RSC payload (a client navigation), the browser's /api lookups, and
// the router's prefetch of the link the analyst clicks (links prefetch on intent, components/ui/link.tsx: the
// pointer reaches the link just before the click, so its route tree is asked for beside the navigation).
import { computeCacheBustingSearchParam } from "next/dist/shared/lib/router/utils/cache-busting-search-param";
import { pdfContentsParams } from "../../lib/report/pdf-contents";
import type { RequestKind } from "./samples";
import type { SessionTab, Step } from "./script";

export interface PageRequest {
  kind: RequestKind;
  method: "GET" | "POST";
  path: string;
  /** The step and the path's template, for the per-request figures. */
  label: string;
  /** 0: the document or navigation (and the prefetch the click's pointer set off); 1: what the page asks for once drawn. */
  wave: 0 | 1;
  headers?: Record<string, string>;
  body?: string;
}

export interface StepContext {
  watchlistId: string;
  /** The directors' person numbers of a company, as its profile lists them (the risk summary asks about them). */
  directorPnrs: (crn: string) => readonly number[];
}

export const REQUEST_LIST_NOTE =
  "HTTP analysts replay bench/team/requests.ts: per step, the document or RSC payload the browser asked for with the prefetch its click set off, then its /api lookups together (recorded from Chromium by bench/team/record.ts; the _rsc parameter computed as Next.js checks it).";

const encodeTree = (tree: unknown) => encodeURIComponent(JSON.stringify(tree));
/** The router's state tree on the home page, and on a company page: the navigation says what the browser already has. */
const HOME_TREE = encodeTree(["", { children: ["(dashboard)", { children: ["__PAGE__", {}, null, null, 0] }, null, null, 0] }, null, null, 16]);
const companyTree = (crn: string) => encodeTree(["", { children: ["(dashboard)", { children: ["companies", { children: [["crn", crn, "d", null], { children: ["__PAGE__", {}, null, null, 0] }, null, null, 0] }, null, null, 0] }, null, null, 0] }, null, null, 16]);

type Rsc = { prefetch?: "1"; segment?: string; tree?: string; nextUrl: string };

function rsc(path: string, label: string, wave: 0 | 1, headers: Rsc): PageRequest {
  const sent: Record<string, string> = { rsc: "1", "next-url": headers.nextUrl };
  if (headers.prefetch) sent["next-router-prefetch"] = headers.prefetch;
  if (headers.segment) sent["next-router-segment-prefetch"] = headers.segment;
  if (headers.tree) sent["next-router-state-tree"] = headers.tree;
  return { kind: "rsc", method: "GET", path, label, wave, headers: sent };
}

/** A click on a link within the company's pages: the prefetch of its route tree the pointer set off, and the navigation. */
function followed(path: string, label: string, from: string, crn: string): PageRequest[] {
  return [
    rsc(path, `${label}: prefetch tree`, 0, { prefetch: "1", segment: "/_tree", nextUrl: from }),
    rsc(path, `${label}: navigation`, 0, { tree: companyTree(crn), nextUrl: from }),
  ];
}

/** The export dialog's PDF as it is offered: the summary, no appendix ticked (components/company/pdf-appendices.tsx). */
export const summaryPdfPath = (crn: string) => `/api/reports/${crn}?format=pdf&${pdfContentsParams({ appendices: [] })}`;

/** The lookup each session tab opens on; the Filings tab's (the filings list) was asked for by the overview. */
const TAB_LOOKUPS: Record<SessionTab, (crn: string) => string[]> = {
  officers: (crn) => [`/api/companies/${crn}/officers`],
  charges: (crn) => [`/api/charges/${crn}`],
  filings: () => [],
};

const api = (path: string, label: string): PageRequest => ({ kind: "api", method: "GET", path, label, wave: 1 });
const doc = (path: string, label: string): PageRequest => ({ kind: "document", method: "GET", path, label, wave: 0, headers: { accept: "text/html" } });

/** A page drawn from its document: the header's unread count comes with it. */
function documentPage(path: string, label: string, lookups: PageRequest[]): PageRequest[] {
  return [doc(path, `${label}: document`), api("/api/alerts/unread-count", `${label}: GET /api/alerts/unread-count`), ...lookups];
}

function stepRequests(step: Step, context: StepContext, typed?: string): PageRequest[] {
  switch (step.kind) {
    case "home":
      return documentPage("/", "home", []);
    case "typeahead":
      return [api(`/api/search/companies?${new URLSearchParams({ q: typed ?? "", limit: "6", status: "all" })}`, "typeahead: GET /api/search/companies?q=…")];
    case "overview": {
      const c = `/api/companies/${step.crn}`;
      const pnrs = [...new Set(context.directorPnrs(step.crn))].sort((a, b) => a - b);
      return [
        rsc(`/companies/${step.crn}`, "overview: navigation", 0, { tree: HOME_TREE, nextUrl: "/" }),
        api(`${c}/trading-address`, "overview: GET /api/companies/{crn}/trading-address"),
        api(`${c}/documents`, "overview: GET /api/companies/{crn}/documents"),
        api(`/api/assessments/${step.crn}`, "overview: GET /api/assessments/{crn}"),
        { kind: "api", method: "POST", path: `${c}/views`, label: "overview: POST /api/companies/{crn}/views", wave: 1, body: "{}" },
        api(`/api/watchlists?companyNumber=${step.crn}`, "overview: GET /api/watchlists?companyNumber={crn}"),
        ...(pnrs.length ? [api(`/api/people?${new URLSearchParams({ company: step.crn, pnr: pnrs.join(",") })}`, "overview: GET /api/people?company={crn}&pnr=…")] : []),
        api(`/api/screening/${step.crn}`, "overview: GET /api/screening/{crn}"),
      ];
    }
    case "tab":
      // The pointer's intent asks for the tab's lookup beside its page (components/company/tab-data.ts).
      return [
        ...followed(`/companies/${step.crn}/${step.tab}`, `tab ${step.tab}`, `/companies/${step.crn}`, step.crn),
        ...TAB_LOOKUPS[step.tab](step.crn).map((path) => ({ ...api(path, `tab ${step.tab}: GET ${path.replace(step.crn, "{crn}")}`), wave: 0 as const })),
      ];
    case "assessment": {
      const c = `/api/companies/${step.crn}`;
      return [
        ...followed(`/companies/${step.crn}/assessment`, "assessment", `/companies/${step.crn}`, step.crn),
        api(`${c}/decisions`, "assessment: GET /api/companies/{crn}/decisions"),
        api(`/api/charges/${step.crn}`, "assessment: GET /api/charges/{crn}"),
        api(`${c}/officers`, "assessment: GET /api/companies/{crn}/officers"),
        api(`/api/assessments/${step.crn}/changes`, "assessment: GET /api/assessments/{crn}/changes"),
        api(`${c}/notes`, "assessment: GET /api/companies/{crn}/notes"),
      ];
    }
    case "compare":
      return documentPage(`/compare?companies=${step.crns.join(",")}`, "compare", [
        api(`/api/compare?companies=${step.crns.join(",")}`, "compare: GET /api/compare?companies=…"),
      ]);
    case "watchlist":
      // The list's rows are drawn on the server: the page asks for nothing of its own.
      return documentPage(`/watchlists/${context.watchlistId}`, "watchlist", []);
    case "pdf":
      return [{ kind: "pdf", method: "GET", path: summaryPdfPath(step.crn), label: "pdf: GET /api/reports/{crn}?format=pdf (the summary)", wave: 0 }];
  }
}

/** The step's requests, with each RSC request's `_rsc` parameter as the browser computes it (Next.js redirects a wrong one). */
export async function requestsFor(step: Step, context: StepContext, typed?: string): Promise<PageRequest[]> {
  return Promise.all(stepRequests(step, context, typed).map(async (request) => {
    if (request.kind !== "rsc" || !request.headers) return request;
    const h = request.headers;
    const hash = await computeCacheBustingSearchParam(h["next-router-prefetch"] as "1" | undefined, h["next-router-segment-prefetch"], h["next-router-state-tree"], h["next-url"]);
    return { ...request, path: `${request.path}${request.path.includes("?") ? "&" : "?"}_rsc=${hash}` };
  }));
}
