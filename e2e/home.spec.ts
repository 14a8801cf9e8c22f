// Home: open a company by number, the inline reason for an invalid one, recently viewed companies, the combobox by
// keyboard, axe, and no sideways scrolling at 1440 and 375 px.
import { expect, test, type Page } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { expectActiveOption } from "./support/combobox";
import { collectConsoleErrors } from "./support/console-errors";
import { atEachWidth, inDarkScheme } from "./support/widths";

// Screens are checked at two widths and two schemes with axe each time: slower than Playwright's 30 s default
// on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });

const RECENT_KEY = "dd:recent-companies:v1";

const field = (page: Page) => page.getByRole("combobox", { name: "Company number or name" });

test("a company number opens its company page, normalised", async ({ page }) => {
  await page.goto("/");
  await field(page).fill("1");
  await field(page).press("Enter");
  await page.waitForURL("**/companies/00000001");
});

test("a prefixed number typed loosely is normalised as the BFF does", async ({ page }) => {
  await page.goto("/");
  await field(page).fill(" sc 4 ");
  await page.getByRole("button", { name: "Open company" }).click();
  await page.waitForURL("**/companies/SC000004");
});

test("an invalid number says why, inline, and the field is marked invalid", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto("/");
  await field(page).fill("XX12");
  await field(page).press("Enter");
  const reason = page.getByRole("alert").filter({ hasText: "is not a company number" });
  await expect(reason).toBeVisible();
  await expect(reason).toContainText("up to 8 digits");
  await expect(field(page)).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/$/);
  await field(page).fill("12");
  await expect(reason).toBeHidden();
  expect(errors).toEqual([]);
});

test("recently viewed companies appear, are suggested in the combobox, and open by keyboard", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto("/");
  await expect(page.getByText("Companies you open appear here")).toBeVisible();
  await page.evaluate(([key]) => {
    const now = Date.now();
    localStorage.setItem(key, JSON.stringify([
      { number: "00000042", name: "Acme Widgets Ltd", status: "Active", viewedAt: now },
      { number: "SC000004", name: "Highland Holdings plc", status: "Dissolved", viewedAt: now - 1000 },
    ]));
  }, [RECENT_KEY]);
  await page.reload();
  const recent = page.getByRole("region", { name: "Recently viewed" });
  await expect(recent.getByRole("link", { name: "Acme Widgets Ltd" })).toHaveAttribute("href", "/companies/00000042");
  await expect(recent.getByRole("link", { name: "Highland Holdings plc" })).toHaveAttribute("href", "/companies/SC000004");

  await field(page).fill("highland");
  await expect(page.getByRole("option", { name: /Highland Holdings plc/ })).toBeVisible();
  await field(page).press("ArrowDown");
  await expectActiveOption(field(page), page.getByRole("option", { name: /Highland Holdings plc/ }));
  await field(page).press("Escape");
  await expect(page.getByRole("listbox")).toBeHidden();
  expect(errors).toEqual([]);
  await field(page).press("ArrowDown");
  await field(page).press("Enter");
  await page.waitForURL("**/companies/SC000004");
});

test("home passes axe and fits 375 px without sideways scrolling, in both schemes", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto("/");
  await page.evaluate(([key]) => localStorage.setItem(key, JSON.stringify([
    { number: "00000042", name: "Acme Widgets Ltd", status: "Active", viewedAt: Date.now() },
  ])), [RECENT_KEY]);
  await atEachWidth(page, "home", async () => {
    await page.reload();
    await expect(page.getByRole("link", { name: "Acme Widgets Ltd" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
  await inDarkScheme(page, () => expectNoSeriousAxeViolations(page));
  expect(errors).toEqual([]);
});

test("the site header links every screen and is usable by keyboard", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const [name, href] of [["Home", "/"], ["Companies", "/search/companies"], ["Procurement", "/search/procurement"], ["Trade", "/search/trade"], ["Charges", "/search/charges"], ["Property", "/search/property"]]) {
    await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
  await nav.getByRole("link", { name: "Charges" }).focus();
  await page.keyboard.press("Enter");
  await page.waitForURL("**/search/charges");
  await expect(nav.getByRole("link", { name: "Charges" })).toHaveAttribute("aria-current", "page");
});
