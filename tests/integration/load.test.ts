// A bounded load test: 30 s at 100 connections on loopback against the BFF over the sandbox, rotating through the
// demo companies and several operations; zero errors. Then the same mix through a BFF without a cache, to compare.
import autocannon from "autocannon";
import { describe, expect, inject, it } from "vitest";
import { DEMO_COMPANIES } from "../../sandbox/demo-companies";

// Operations that answer 200 for every demo company (the list operations answer an empty list, not 404).
const ROUTES = ["/api/companies/", "/api/psc/", "/api/ccj/", "/api/property-register/company-number/"];
// The two very large PLCs answer megabytes each: a different test (operations) covers them.
const COMPANIES = DEMO_COMPANIES.map((company) => company.number).filter((crn) => !crn.startsWith("0099"));
const PATHS = COMPANIES.flatMap((crn) => ROUTES.map((route) => `${route}${crn}`));

function run(url: string, seconds: number, connections: number) {
  return autocannon({
    url,
    connections,
    duration: seconds,
    // Generous: the suite shares two cores with the sandbox and autocannon itself; a stall is not an error.
    timeout: 60,
    requests: PATHS.map((path) => ({ method: "GET" as const, path })),
  });
}

function summary(label: string, result: autocannon.Result): string {
  return `${label}: ${result.requests.total} requests, ${Math.round(result.requests.average)} req/s, latency p50 ${result.latency.p50} ms, ` +
    `p99 ${result.latency.p99} ms, errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`;
}

describe("load", () => {
  it("30 s at 100 connections against the BFF over the sandbox: zero errors", async () => {
    const result = await run(inject("bffUrl"), 30, 100);
    console.log(summary("cached (default settings)", result));
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result.non2xx).toBe(0);
    // A floor for sanity only: throughput depends on what else the two cores are doing.
    expect(result.requests.total).toBeGreaterThan(100);
  }, 120_000);

  it("for comparison, 10 s at 20 connections each through a BFF with and without a cache: zero errors", async () => {
    const uncached = await run(inject("bffNoCacheUrl"), 10, 20);
    console.log(summary("uncached, 20 connections", uncached));
    const cached = await run(inject("bffUrl"), 10, 20);
    console.log(summary("cached, 20 connections", cached));
    for (const result of [uncached, cached]) {
      expect(result.errors).toBe(0);
      expect(result.non2xx).toBe(0);
    }
  }, 90_000);
});
