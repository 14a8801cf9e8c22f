// Cross-links: a property title leads to its company's charges, and a charge-search result opens the company's
// Charges tab with that charge shown first.
import { upstreamAnswer } from "./debt-truth";
import { expect, test } from "./support/test";
import { DEMO_TITLE_NUMBER, demoCompany } from "../sandbox/demo-companies";

test("a property title leads to its company's charges", async ({ page }) => {
  await page.goto(`/search/property?title=${DEMO_TITLE_NUMBER}`);
  const owner = demoCompany("property").number;
  const link = page.getByTestId("result-row").first().getByRole("link", { name: /^Charges/ });
  await expect(link).toHaveAttribute("href", `/companies/${owner}/charges`);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/companies/${owner}/charges$`));
});

test("a charge-search result opens the Charges tab with that charge in view", async ({ page }) => {
  await page.goto("/search/charges?mode=unsecured&lendingTag=unsecured+lending&size=10&page=0");
  const link = page.getByTestId("result-row").first().getByRole("link", { name: /matching charges/ });
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\/companies\/[A-Z0-9]+\/charges\?charge=/);
  await link.click();
  const code = decodeURIComponent(new URL(href!, "http://x").searchParams.get("charge")!);
  const inView = page.getByTestId("charge-in-view");
  await expect(inView.getByRole("heading", { name: `Charge ${code}, from your search` })).toBeInViewport();
  await expect(inView).toContainText("Status");
  // The tab never contradicts the search: the charge's status is the one the search's own record gives, and its
  // lending tags either carry the searched tag or say the service gives them only through its lending searches.
  const answer = await upstreamAnswer<Array<{ mortgages: Array<Record<string, unknown>> }>>(page.request, "/charges/unsecured?lendingTag=unsecured%20lending&size=10&page=0");
  const record = (answer ?? []).flatMap((envelope) => envelope.mortgages).find((charge) => charge.chargeCode === code);
  expect(record, "the search's record of the charge").toBeTruthy();
  const nature = String(record?.memorandumNature ?? "").toLowerCase();
  const status = nature.includes("part") ? "Partially satisfied" : nature.includes("satisfied") || record?.satisfiedDate ? "Satisfied" : "Outstanding";
  const fact = (label: string) => inView.locator("dl > div").filter({ has: page.locator("dt", { hasText: label }) }).locator("dd");
  await expect(fact("Status")).toHaveText(status);
  await expect(fact("Lending tags")).toHaveText(/unsecured lending|^Given only by the lending search$/);
  const known = page.getByTestId("lending-tags-known");
  if (await known.count()) await expect(known.getByRole("link", { name: "Search charges by lending tag" })).toHaveAttribute("href", "/search/charges?mode=unsecured");
});
