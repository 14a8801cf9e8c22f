// Links fetch their page when the analyst points at them or moves the focus to them, not when they come into view:
// a company page draws a dozen header links and a dozen tabs, and a team on one server paid for every one of them.
import { expect, test, type Page, type Request } from "./support/test";
import { companyCases } from "./company-cases";

const isPrefetch = (request: Request) => request.headers()["next-router-prefetch"] === "1";

function prefetchesOf(page: Page): string[] {
  const asked: string[] = [];
  page.on("request", (request) => {
    if (isPrefetch(request)) asked.push(new URL(request.url()).pathname);
  });
  return asked;
}

test("a company page prefetches none of the links in view; pointing at one or focusing one prefetches that one", async ({ page }) => {
  const asked = prefetchesOf(page);
  const crn = companyCases.rich;
  await page.goto(`/companies/${crn}`);
  await expect(page.getByRole("tab", { name: "Charges", exact: true })).toBeVisible();
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0, { timeout: 20_000 });
  // The router's viewport prefetches start once the page is idle: wait for the network to be quiet too.
  await page.waitForLoadState("networkidle");
  expect(asked).toEqual([]);

  const watchlists = page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Watchlists", exact: true });
  const pointed = page.waitForRequest((request) => isPrefetch(request) && new URL(request.url()).pathname === "/watchlists");
  await watchlists.hover();
  await pointed;

  const compare = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Compare", exact: true });
  const focused = page.waitForRequest((request) => isPrefetch(request) && new URL(request.url()).pathname === "/compare");
  await compare.focus();
  await focused;
  expect(new Set(asked)).toEqual(new Set(["/watchlists", "/compare"]));
});
