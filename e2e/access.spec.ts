// Local mode (no users configured): no sign-in, the audit page lists this browser's lookups and exports them, and
// API tokens are created and revoked (their use is tested with users, in tests/integration); both screens pass axe and work by keyboard.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/test";

test("local mode needs no sign-in: /signin goes home", async ({ page }) => {
  await page.goto("/signin");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("navigation", { name: "Account" })).toContainText("Local mode");
});

test("the audit page lists a lookup, filters by company and exports CSV", async ({ page }) => {
  const lookup = await page.request.get("/api/companies/09990002");
  expect(lookup.status()).toBe(200);
  await page.goto("/audit");
  await expect(page.getByRole("heading", { level: 1, name: "Audit trail" })).toBeVisible();
  await page.getByLabel("Company number").fill("09990002");
  await page.getByLabel("Company number").press("Enter");
  await expect(page).toHaveURL(/company=09990002/);
  const table = page.getByRole("table", { name: "Audit trail, newest first" });
  await expect(table.getByRole("cell", { name: "09990002" }).first()).toBeVisible();
  await expect(table.getByRole("cell", { name: lookup.headers()["x-request-id"]! })).toBeVisible();
  const exported = await page.request.get(await page.getByRole("link", { name: "Export as CSV" }).getAttribute("href") ?? "");
  expect(exported.headers()["content-type"]).toContain("text/csv");
  expect(await exported.text()).toContain(lookup.headers()["x-request-id"]!);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test("a token is created once, then revoked", async ({ page }) => {
  await page.goto("/account/tokens");
  await page.getByLabel("What the token is for").fill("e2e script");
  await page.getByRole("button", { name: "Create token" }).press("Enter");
  const token = await page.getByLabel("Token", { exact: true }).inputValue();
  expect(token).toMatch(/^ddt_/);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.getByRole("button", { name: "Revoke token e2e script" }).first().click();
  await expect(page.getByRole("cell", { name: /^Revoked/ }).first()).toBeVisible();
});
