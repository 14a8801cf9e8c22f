// When the BFF answers with a stored answer because the data service is down (x-data-stale), the company page
// says so above the header; with fresh answers it says nothing. The profile comes with the page's HTML (looked up by
// the server), so the stale answer here is one the Overview asks for from the browser: its trading address.
import { expect, test } from "./support/test";

const CRN = "09990001";

test("a stale answer shows the banner with its age", async ({ page }) => {
  const storedAt = new Date(Date.now() - 2 * 3_600_000 - 60_000).toISOString();
  await page.route(`**/api/companies/${CRN}/trading-address`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), "x-data-stale": "1", "x-data-stored-at": storedAt } });
  });
  await page.goto(`/companies/${CRN}`);
  const banner = page.getByRole("status").filter({ hasText: "the data service is not answering" });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText("Shown from 2 hours ago: the data service is not answering.");
});

test("fresh answers show no banner", async ({ page }) => {
  await page.goto(`/companies/${CRN}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("the data service is not answering")).toHaveCount(0);
});
