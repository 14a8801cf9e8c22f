// Many requests at once through the BFF over the sandbox: every one answered, none crossed with another's. The
// throughput and latency under sustained load are measured by the bench (`npm run bench`: the BFF's proxy-overhead
// target at BENCH_CONNECTIONS, and the cache arm's cached against uncached), not timed here.
import { describe, expect, inject, it } from "vitest";
import { DEMO_COMPANIES } from "../../sandbox/demo-companies";

// Operations that answer 200 for every demo company (the list operations answer an empty list, not 404).
const ROUTES = ["/api/companies/", "/api/psc/", "/api/ccj/", "/api/property-register/company-number/"];
// The two very large PLCs answer megabytes each: a different test (operations) covers them.
const COMPANIES = DEMO_COMPANIES.map((company) => company.number).filter((crn) => !crn.startsWith("0099"));
const CONNECTIONS = 100;

describe("concurrent requests", () => {
  it(`${CONNECTIONS} requests at once across companies and operations: each answered 200, each profile its own company's`, async () => {
    const asks = Array.from({ length: CONNECTIONS }, (_, index) => {
      const crn = COMPANIES[index % COMPANIES.length]!;
      return { crn, route: ROUTES[Math.floor(index / COMPANIES.length) % ROUTES.length]! };
    });
    const answers = await Promise.all(asks.map(async ({ crn, route }) => {
      const response = await fetch(`${inject("bffUrl")}${route}${crn}`);
      return { crn, route, status: response.status, text: await response.text() };
    }));
    expect(answers.filter((answer) => answer.status !== 200).map(({ crn, route, status }) => `${route}${crn}: ${status}`)).toEqual([]);
    const profiles = answers.filter((answer) => answer.route === "/api/companies/");
    expect(profiles.length).toBeGreaterThan(0);
    for (const profile of profiles) expect(profile.text, profile.crn).toContain(`"${profile.crn}"`);
  }, 60_000);
});
