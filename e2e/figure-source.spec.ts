// A source for every accounts figure: the Financials tab names, for each year, the accounts filing its figures come
// from (made up to the year end, its filing date, its document), and the chart tooltips carry the same sentence.
import { expect, test } from "./support/test";
import { demoCompany } from "../sandbox/demo-companies";

test("the Financials tab names each year's source filing and links to its document", async ({ page }) => {
  const crn = demoCompany("typical-active").number;
  await page.goto(`/companies/${crn}/financials`);
  const sources = page.getByRole("region", { name: "Accounts by year" });
  const latest = sources.getByTestId("accounts-year").first();
  await expect(latest).toContainText(/Accounts for the year ended .*, filed on /);
  await expect(latest.getByRole("link", { name: /Open the filed accounts/ })).toHaveAttribute("href", new RegExp(`^/api/companies/${crn}/documents/`));
  const href = await latest.getByRole("link").getAttribute("href");
  const document = await page.request.get(href!);
  expect(document.status()).toBe(200);
  expect(document.headers()["content-type"]).toContain("application/pdf");
});

test("the Overview's key figures and the assessment's inputs name the filing they come from", async ({ page }) => {
  const crn = demoCompany("typical-active").number;
  await page.goto(`/companies/${crn}`);
  const source = page.getByTestId("key-figures-source");
  await expect(source).toContainText(/^Source: Accounts for the year ended .+, filed on .+\./);
  const link = source.getByRole("link", { name: /Open the filed accounts for the year ended/ });
  await expect(link).toHaveAttribute("href", new RegExp(`^/api/companies/${crn}/documents/`));
  expect((await page.request.get((await link.getAttribute("href"))!)).headers()["content-type"]).toContain("application/pdf");

  await page.goto(`/companies/${crn}/assessment`);
  const input = page.getByTestId("assessment-input-source").first();
  await expect(input).toContainText(/Accounts for the year ended .+, filed on /);
  await expect(input.getByRole("link", { name: /Open the filed accounts/ })).toHaveAttribute("href", new RegExp(`^/api/companies/${crn}/documents/`));
});
