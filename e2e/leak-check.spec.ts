// The leak check every other spec runs (support/test.ts) must be able to fail: a response planted with the key, in
// its body or in a header, is reported. Playwright's own `test` here, so the planted key does not fail this spec.
import { expect, test } from "@playwright/test";
import { watchResponsesFor } from "./support/test";

const upstreamKey = process.env.E2E_UPSTREAM_KEY ?? "";

test("the leak check reports a key planted in a body and in a header", async ({ page }) => {
  expect(upstreamKey, "playwright.config.ts sets E2E_UPSTREAM_KEY").not.toBe("");
  await page.route("**/planted-body", (route) => route.fulfill({ contentType: "text/plain", body: `before ${upstreamKey} after` }));
  await page.route("**/planted-header", (route) => route.fulfill({ contentType: "text/plain", body: "clean", headers: { "x-planted": upstreamKey } }));
  const watch = watchResponsesFor(page, upstreamKey);
  await page.goto("/");
  await page.evaluate(async () => {
    await fetch("/planted-body").then((response) => response.text());
    await fetch("/planted-header").then((response) => response.text());
  });
  const leaks = await watch.found();
  expect(leaks.some((leak) => leak.endsWith("/planted-body (body)"))).toBe(true);
  expect(leaks.some((leak) => leak.endsWith("/planted-header (headers)"))).toBe(true);
  expect(leaks.filter((leak) => !leak.includes("/planted-"))).toEqual([]);
});
