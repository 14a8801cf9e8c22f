// Companies House's own words on the company page: every filing worded from its template with its document a
// click away (a real PDF, through the BFF), and the header's SIC codes each once with their own description.
import { expect, test } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";

test.describe.configure({ timeout: 120_000 });

const LIQUIDATION = "09990004";

test("the Filings tab words every row in Companies House's words and links its document", async ({ page, request }) => {
  await page.goto(`/companies/${LIQUIDATION}/filings`);
  const rows = page.getByTestId("filing-row");
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  const count = await rows.count();
  expect(count).toBeGreaterThan(3);
  for (let index = 0; index < count; index += 1) {
    const description = rows.nth(index).getByTestId("filing-description");
    const text = (await description.innerText()).trim();
    expect(text, `row ${index}`).not.toBe("");
    expect(text, `row ${index}`).not.toMatch(/No description given|not given|not in Companies House/);
  }
  // The default sandbox answers as the spec shows, so an accounts filing's words are the upstream's own sentence;
  // filings whose template needs only the spec's values are worded from it, its first part bold ("Appointment").
  // Every row against the upstream's answer, and the bold parts in the companies-house style: upstream-styles.spec.ts.
  await expect(page.getByTestId("filing-description").filter({ hasText: /^Appointment/ }).first().locator("strong").first()).not.toBeEmpty();
  await expect(page.getByText("Appointment of a voluntary liquidator")).toBeVisible();
  await expectNoSeriousAxeViolations(page, "filings tab");

  const link = rows.first().getByTestId("filing-document");
  const href = await link.getAttribute("href");
  expect(href).toMatch(new RegExp(`^/api/companies/${LIQUIDATION}/documents/[A-Za-z0-9_-]+$`));
  const opened = page.context().waitForEvent("response", (response) => response.url().endsWith(href!));
  await link.click();
  const response = await opened;
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  // One policy, the document's own: the API's "default-src 'none'" alone would leave the PDF viewer blank.
  expect(await response.headerValue("content-security-policy")).toBe("default-src 'none'; object-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'");
  const pdf = await request.get(href!);
  expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
});

test("the header shows each SIC 2007 code once with its own description", async ({ page, request }) => {
  const profile = (await (await request.get(`/api/companies/${LIQUIDATION}`)).json()) as {
    sicCode2: { sicNumber1: string } | null; sicCode07: { SicNumber_1: string; SicText_1: string };
  };
  await page.goto(`/companies/${LIQUIDATION}`);
  const items = page.getByTestId("sic-code");
  await expect(items.first()).toBeVisible({ timeout: 30_000 });
  const texts = await items.allInnerTexts();
  const codes = texts.map((text) => text.split(" — ")[0].trim());
  expect(new Set(codes).size).toBe(codes.length);
  for (const code of codes) expect(code).toMatch(/^\d{5}$/);
  expect(texts[0]).toBe(`${profile.sicCode07.SicNumber_1} — ${profile.sicCode07.SicText_1}`);
  if (profile.sicCode2) expect(codes).not.toContain(profile.sicCode2.sicNumber1);
});

// The sandbox sends Companies House's codes (liquidation, active, llp, llp-designated-member); the page shows its words.
test.describe("the header in Companies House's words", () => {
  const fact = (page: import("@playwright/test").Page, label: string) =>
    page.locator("dl > div").filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) }).locator("dd");
  const header = (page: import("@playwright/test").Page) => page.locator("header").filter({ has: page.getByRole("heading", { level: 1 }) });

  test("a company in liquidation reads Liquidation, as Companies House words it", async ({ page }) => {
    await page.goto(`/companies/${LIQUIDATION}`);
    await expect(header(page).getByText("Liquidation", { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(header(page).getByText(/^(liquidation|In Liquidation)$/)).toHaveCount(0);
    await expect(fact(page, "Company type")).toHaveText("Private limited company");
  });

  test("a dormant company is Active with dormant accounts", async ({ page }) => {
    await page.goto("/companies/09990002");
    await expect(header(page).getByText("Active", { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(header(page).getByText("Dormant", { exact: true })).toBeVisible();
    await expect(fact(page, "Latest accounts")).toHaveText("Dormant");
  });

  test("an LLP shows Companies House's type and member roles", async ({ page }) => {
    await page.goto("/companies/OC990001");
    await expect(fact(page, "Company type")).toHaveText("Limited liability partnership", { timeout: 30_000 });
    await page.goto("/companies/OC990001/officers");
    await expect(page.getByRole("cell", { name: "LLP Designated Member", exact: true }).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("cell", { name: /^llp-/ })).toHaveCount(0);
  });
});
