// First-load JavaScript per route, read from the production build the suite runs against (global-setup builds it
// when the sources changed): every page's root files plus its own entry chunks, gzipped, within the budget, and no
// chart library among them. The bench's arm 3 reports the same figures; this fails the suite when a change to a page
// or a client import pushes a route over.
import { describe, expect, it } from "vitest";
import { MAX_FIRST_LOAD_KB, routeBundles } from "../../bench/arms/bundles";

const bundles = routeBundles();
const kB = (bytes: number) => (bytes / 1000).toFixed(1);
/** Route groups ("/(dashboard)") are not part of the URL. */
const url = (route: string) => route.replace(/\/\([^/]+\)/g, "") || "/";

describe("first-load JavaScript", () => {
  it("is measured for every page, the company tabs, search screens, compare and watchlists among them", () => {
    const routes = bundles.map((bundle) => url(bundle.route));
    for (const route of ["/", "/signin", "/companies/[crn]", "/companies/[crn]/assessment", "/companies/[crn]/financials", "/search/charges", "/compare", "/watchlists/[id]"]) {
      expect(routes).toContain(route);
    }
    for (const bundle of bundles) expect(bundle.gzipBytes, bundle.route).toBeGreaterThan(50_000);
  });

  it(`is at most ${MAX_FIRST_LOAD_KB} kB gzipped on every route`, () => {
    const over = bundles
      .filter((bundle) => bundle.gzipBytes > MAX_FIRST_LOAD_KB * 1000)
      .map((bundle) => `${url(bundle.route)}: ${kB(bundle.gzipBytes)} kB (largest: ${bundle.largest.map((chunk) => `${chunk.chunk} ${kB(chunk.gzipBytes)} kB`).join(", ")})`);
    expect(over).toEqual([]);
  });

  it("never includes the chart library, which loads with the first chart", () => {
    expect(bundles.filter((bundle) => bundle.rechartsChunks.length).map((bundle) => url(bundle.route))).toEqual([]);
  });
});
