import { describe, expect, it } from "vitest";
import { requestsFor, type StepContext } from "./requests";

// Recorded from Chromium against the production build by bench/team/record.ts (Next.js 16.4.6): what the browser sent.
const RECORDED = {
  homeTree: "%5B%22%22%2C%7B%22children%22%3A%5B%22(dashboard)%22%2C%7B%22children%22%3A%5B%22__PAGE__%22%2C%7B%7D%2Cnull%2Cnull%2C0%5D%7D%2Cnull%2Cnull%2C0%5D%7D%2Cnull%2Cnull%2C16%5D",
  companyTree: "%5B%22%22%2C%7B%22children%22%3A%5B%22(dashboard)%22%2C%7B%22children%22%3A%5B%22companies%22%2C%7B%22children%22%3A%5B%5B%22crn%22%2C%2201073572%22%2C%22d%22%2Cnull%5D%2C%7B%22children%22%3A%5B%22__PAGE__%22%2C%7B%7D%2Cnull%2Cnull%2C0%5D%7D%2Cnull%2Cnull%2C0%5D%7D%2Cnull%2Cnull%2C0%5D%7D%2Cnull%2Cnull%2C0%5D%7D%2Cnull%2Cnull%2C16%5D",
  overview: "/companies/01073572?_rsc=9UxACX9C9nUnCGJ8",
  chargesTab: "/companies/01073572/charges?_rsc=Y9lojVsfqr9RGP32",
  chargesTabPrefetchTree: "/companies/01073572/charges?_rsc=f574ImXDoEwMiP-M",
  people: "/api/people?company=01073572&pnr=1487000%2C1487001%2C1487002",
};
const crn = "01073572";
const context: StepContext = { watchlistId: "w1", directorPnrs: () => [1487002, 1487000, 1487001, 1487000] };

describe("the requests the HTTP analysts replay", () => {
  it("navigates to a company as the browser did: the same state tree and _rsc", async () => {
    const [navigation, ...rest] = await requestsFor({ kind: "overview", crn }, context);
    expect(navigation).toMatchObject({ kind: "rsc", wave: 0, path: RECORDED.overview });
    expect(navigation?.headers?.["next-router-state-tree"]).toBe(RECORDED.homeTree);
    expect(rest.map((request) => request.path)).toContain(RECORDED.people);
    expect(rest.find((request) => request.method === "POST")?.path).toBe(`/api/companies/${crn}/views`);
  });

  it("switches tabs as the browser did: the clicked tab's route tree prefetched beside the navigation and its lookup", async () => {
    const [prefetch, tab, ...rest] = await requestsFor({ kind: "tab", crn, tab: "charges" }, context);
    expect(prefetch).toMatchObject({ kind: "rsc", wave: 0, path: RECORDED.chargesTabPrefetchTree });
    expect(tab?.path).toBe(RECORDED.chargesTab);
    expect(tab?.headers?.["next-router-state-tree"]).toBe(RECORDED.companyTree);
    expect(rest.map((request) => [request.kind, request.wave, request.path])).toEqual([["api", 0, `/api/charges/${crn}`]]);
    const officers = await requestsFor({ kind: "tab", crn, tab: "officers" }, context);
    expect(officers.filter((request) => request.kind === "api").map((request) => request.path)).toEqual([`/api/companies/${crn}/officers`]);
    // The filings list was asked for by the overview: the Filings tab finds it in the page's cache.
    expect((await requestsFor({ kind: "tab", crn, tab: "filings" }, context)).filter((request) => request.kind === "api")).toEqual([]);
  });

  it("prefetches no link in view: a page drawn from its document asks for itself and its lookups alone", async () => {
    expect((await requestsFor({ kind: "home" }, context)).map((request) => request.path)).toEqual(["/", "/api/alerts/unread-count"]);
    const watchlist = (await requestsFor({ kind: "watchlist" }, context)).map((request) => request.path);
    expect(watchlist).toEqual(["/watchlists/w1", "/api/alerts/unread-count"]);
    const overview = await requestsFor({ kind: "overview", crn }, context);
    expect(overview.filter((request) => request.kind === "rsc").map((request) => request.path)).toEqual([RECORDED.overview]);
  });

  it("sends one search per pause in typing", async () => {
    const search = await requestsFor({ kind: "typeahead", crn, pauses: ["atl"], keystrokes: [100] }, context, "atlas fu");
    expect(search.map((request) => request.path)).toEqual(["/api/search/companies?q=atlas+fu&limit=6&status=all"]);
  });
});

describe("the PDF export", () => {
  it("asks for the export dialog's default: the summary, no appendix", async () => {
    const [pdf] = await requestsFor({ kind: "pdf", crn }, context);
    expect(pdf?.path).toBe(`/api/reports/${crn}?format=pdf&appendices=none`);
  });
});
