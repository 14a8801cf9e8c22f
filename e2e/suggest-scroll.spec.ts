// On a phone (375 px), the home search's suggestions run below the fold, so choosing one scrolls the home page; the
// company page it opens must start at its top, by pointer and by keyboard, not where the home page was scrolled to.
import { expect, test, type Page } from "./support/test";
import { companyCases } from "./company-cases";

test.use({ viewport: { width: 375, height: 560 }, isMobile: true, hasTouch: true });

const field = (page: Page) => page.getByRole("combobox", { name: "Company number or name" });

/** Types a name the directory has several companies for, and waits for its company suggestions. */
async function suggestionsFor(page: Page, text: string) {
  await page.goto("/");
  await field(page).click();
  await field(page).fill(text);
  const companies = page.getByRole("option").filter({ hasText: /\d{6,8}/ });
  await expect(companies.nth(3)).toBeVisible();
  return companies;
}

async function expectAtTop(page: Page) {
  await page.waitForURL(/\/companies\/[A-Z0-9]{8}$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // Still at the top once the header and the tab below it have drawn.
  await page.waitForLoadState("networkidle", { timeout: 15_000 }).catch(() => undefined);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}

test("choosing a suggestion with a tap opens the company page at its top", async ({ page }) => {
  const companies = await suggestionsFor(page, "services");
  // Scrolled as a thumb does to see the whole list: the field at the top of the screen.
  await field(page).evaluate((input) => input.scrollIntoView({ block: "start" }));
  expect(await page.evaluate(() => window.scrollY), "the home page was scrolled to reach the suggestions").toBeGreaterThan(0);
  await companies.last().tap();
  await expectAtTop(page);
});

test("choosing a suggestion by keyboard opens the company page at its top", async ({ page }) => {
  await suggestionsFor(page, "services");
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  for (let index = 0; index < 4; index += 1) await field(page).press("ArrowDown");
  await field(page).press("Enter");
  await expectAtTop(page);
});

test("a company number typed and opened from the plain field starts at its top too", async ({ page }) => {
  await page.goto("/");
  await field(page).fill(companyCases.rich);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await field(page).press("Enter");
  await expectAtTop(page);
});
