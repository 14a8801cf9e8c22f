import { describe, expect, it } from "vitest";
import { parseTeamEnv } from "./config";
import { isPrefetch } from "./http-analyst";
import { requestsFor, type StepContext } from "./requests";

// Recorded from Chromium against the production build by bench/team/record.ts (Next.js 16.4.6): what the browser sent.
const RECORDED = {
  homeTree: "%5B%22%22%2C%7B%22children%22%3A%5B%22(dashboard)%22%2C%7B%22children%22%3A%5B%22__PAGE__%22%2C%7B%7D%2Cnull%2Cnull%2C0%5D%7D%2Cnull%2Cnull%2C0%5D%7D%2Cnull%2Cnull%2C16%5D",
  companyTree: "%5B%22%22%2C%7B%22children%22%3A%5B%22(dashboard)%22%2C%7B%22children%22%3A%5B%22companies%22%2C%7B%22children%22%3A%5B%5B%22crn%22%2C%2201073572%22%2C%22d%22%2Cnull%5D%2C%7B%22children%22%3A%5B%22__PAGE__%22%2C%7B%7D%2Cnull%2Cnull%2C0%5D%7D%2Cnull%2Cnull%2C0%5D%7D%2Cnull%2Cnull%2C0%5D%7D%2Cnull%2Cnull%2C0%5D%7D%2Cnull%2Cnull%2C16%5D",
  overview: "/companies/01073572?_rsc=9UxACX9C9nUnCGJ8",
  chargesTab: "/companies/01073572/charges?_rsc=Y9lojVsfqr9RGP32",
  homePrefetchTree: "/search/companies?_rsc=5CB68i4pnAekjehf",
  homePrefetchMetadata: "/search/companies?_rsc=tXyZJ52UQVBCVsD3",
  people: "/api/people?company=01073572&pnr=1487000%2C1487001%2C1487002",
};
const crn = "01073572";
const context: StepContext = { watchlistId: "w1", watchlistCompanies: ["01015479", "01057528"], directorPnrs: () => [1487002, 1487000, 1487001, 1487000] };

describe("the requests the HTTP analysts replay", () => {
  it("navigates to a company as the browser did: the same state tree and _rsc", async () => {
    const [navigation, ...rest] = await requestsFor({ kind: "overview", crn }, context);
    expect(navigation).toMatchObject({ kind: "rsc", wave: 0, path: RECORDED.overview });
    expect(navigation?.headers?.["next-router-state-tree"]).toBe(RECORDED.homeTree);
    expect(rest.map((request) => request.path)).toContain(RECORDED.people);
    expect(rest.find((request) => request.method === "POST")?.path).toBe(`/api/companies/${crn}/views`);
  });

  it("switches tabs and prefetches the header's links as the browser did", async () => {
    const [tab] = await requestsFor({ kind: "tab", crn, tab: "charges" }, context);
    expect(tab?.path).toBe(RECORDED.chargesTab);
    expect(tab?.headers?.["next-router-state-tree"]).toBe(RECORDED.companyTree);
    const home = (await requestsFor({ kind: "home" }, context)).map((request) => request.path);
    expect(home[0]).toBe("/");
    expect(home).toEqual(expect.arrayContaining(["/api/alerts/unread-count", RECORDED.homePrefetchTree, RECORDED.homePrefetchMetadata]));
    expect(home.filter((path) => path.startsWith("/?"))).toEqual([]);
  });

  it("sends one search per pause in typing, and the watchlist page prefetches its companies", async () => {
    const search = await requestsFor({ kind: "typeahead", crn, pauses: ["atl"], keystrokes: [100] }, context, "atlas fu");
    expect(search.map((request) => request.path)).toEqual(["/api/search/companies?q=atlas+fu&limit=6&status=all"]);
    const watchlist = (await requestsFor({ kind: "watchlist" }, context)).map((request) => request.path);
    expect(watchlist[0]).toBe("/watchlists/w1");
    expect(watchlist.some((path) => path.startsWith("/companies/01057528?_rsc="))).toBe(true);
  });
});

describe("TEAM_PREFETCH=0", () => {
  it("leaves out the router's prefetches and nothing else", async () => {
    expect(parseTeamEnv({}).TEAM_PREFETCH).toBe(true);
    expect(parseTeamEnv({ TEAM_PREFETCH: "0" }).TEAM_PREFETCH).toBe(false);
    const home = (await requestsFor({ kind: "home" }, context)).filter((request) => !isPrefetch(request));
    expect(home.map((request) => request.path)).toEqual(["/", "/api/alerts/unread-count"]);
    const overview = (await requestsFor({ kind: "overview", crn }, context)).filter((request) => !isPrefetch(request));
    expect(overview[0]?.path).toBe(RECORDED.overview);
    expect(overview.filter((request) => request.kind === "rsc")).toHaveLength(1);
  });
});
