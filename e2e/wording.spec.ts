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
    // Companies House's templates start with their bold part ("Full accounts", "Appointment", "Registration of charge").
    await expect(description.locator("strong").first(), `row ${index}`).not.toBeEmpty();
  }
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
