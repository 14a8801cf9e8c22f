// The company page on the sandbox: every tab shows its data (or says what is missing), the charts have one point
// per year, unknown and invalid numbers are explained, axe finds nothing serious, and no tab scrolls sideways at 1440 or 375 px.
import { expect, test, type Page } from "./support/test";
import { pageTitle } from "../lib/site-title";
import { companyCases } from "./company-cases";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { collectConsoleErrors } from "./support/console-errors";
import { atEachWidth } from "./support/widths";
import { clickTab } from "./support/tabs";

test.describe.configure({ timeout: 180_000 });

const TABS = [
  { name: "Overview", path: "", rows: "key-figures", empty: "No accounts filed, so there are no key figures." },
  { name: "Assessment", path: "/assessment", rows: "latest-taffler", empty: "No statutory accounts, so there is no score." },
  // `npm start` loads the sandbox's own list, so the tab always has a screening to summarise.
  { name: "Screening", path: "/screening", rows: "screening-summary", empty: "No list is loaded" },
  { name: "Financials", path: "/financials", rows: "series-row", empty: "No statutory accounts filed" },
  { name: "Officers", path: "/officers", rows: "officer-row", empty: "No officers recorded" },
  { name: "PSC", path: "/psc", rows: "psc-item", empty: "No persons with significant control recorded" },
  { name: "Shares & group", path: "/shares", rows: "shareholder-row", empty: "No share details recorded" },
  { name: "Ownership", path: "/ownership", rows: "ownership-edge", empty: "No owners, controllers or group companies are recorded." },
  { name: "Charges", path: "/charges", rows: "charge-row", empty: "No charges registered" },
  { name: "CCJs", path: "/ccjs", rows: "ccj-row", empty: "No county court judgments recorded" },
  { name: "Property", path: "/property", rows: "property-row", empty: "No property titles recorded" },
  { name: "Filings", path: "/filings", rows: "filing-row", empty: "No filings recorded" },
] as const;

async function settled(page: Page) {
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0, { timeout: 20_000 });
}

test("home, then a company page where every tab shows its data, passes axe and fits both widths", async ({ page, request }) => {
  test.setTimeout(240_000);
  const crn = companyCases.rich;
  const errors = collectConsoleErrors(page);
  const profile = await (await request.get(`/api/companies/${crn}`)).json();
  // Which tabs must show rows: all of them, except where the BFF itself has nothing for this company.
  const itemCount = async (path: string) => ((await (await request.get(path)).json()) as { items: unknown[] }).items.length;
  const hasRows: Partial<Record<(typeof TABS)[number]["name"], boolean>> = {
    CCJs: (await itemCount(`/api/ccj/${crn}`)) > 0,
    Property: (await itemCount(`/api/property-register/company-number/${crn}`)) > 0,
  };

  await page.goto("/");
  await expect(page.locator("h1")).toBeVisible();
  await page.goto(`/companies/${crn}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(profile.businessName);
  // The server's "Company {crn}" title gives way to the company's name once the profile has loaded.
  await expect(page).toHaveTitle(pageTitle(profile.businessName));
  await expect(page.getByRole("tablist")).toBeVisible();
  await expect(page.getByRole("tab")).toHaveText(TABS.map((tab) => tab.name));

  for (const tab of TABS) {
    await clickTab(page, tab.name);
    await expect(page).toHaveURL(new RegExp(`/companies/${crn}${tab.path.replace("/", "\\/")}$`), { timeout: 15_000 });
    await settled(page);
    // Each tab shows its rows, or says plainly what is missing when there is nothing; never an error.
    const panel = page.getByRole("tabpanel");
    await expect(hasRows[tab.name] ?? true ? panel.getByTestId(tab.rows).first() : panel.getByText(tab.empty)).toBeAttached();
    await expect(panel.getByRole("alert")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Risk summary" })).toBeVisible();
    // The whole page once, on the first tab; on the others only the panel changed (the header, tab strip and risk
    // summary around it are the same markup).
    await expectNoSeriousAxeViolations(page, `axe on ${tab.name}`, tab === TABS[0] ? {} : { within: "[role=tabpanel]" });
    // Wide tables scroll in their own region; the page itself must not.
    await expect(page, `title on ${tab.name}`).toHaveTitle(pageTitle(profile.businessName));
    await atEachWidth(page, `company-${tab.path.slice(1) || "overview"}`);
    await page.setViewportSize({ width: 1440, height: 900 });
  }
  expect(errors).toEqual([]);
});

test("the financial chart has one point per year of accounts, for thirty years and for the year choice", async ({ page, request }) => {
  const crn = companyCases.thirtyYears;
  const errors = collectConsoleErrors(page);
  const profile = await (await request.get(`/api/companies/${crn}`)).json();
  const yearEnds = new Set<string>(profile.statutoryAccounts.map((accounts: { yearEndDate: string | null }) => accounts.yearEndDate).filter(Boolean));
  expect(yearEnds.size).toBeGreaterThanOrEqual(20);

  await page.goto(`/companies/${crn}/financials`);
  await settled(page);
  const firstChart = page.locator("section#chart-profit");
  await expect(firstChart.locator("[data-testid=series-row]")).toHaveCount(yearEnds.size);
  await page.getByLabel("Years shown").selectOption("5");
  await expect(page).toHaveURL(/years=5/, { timeout: 15_000 });
  await expect(firstChart.locator("[data-testid=series-row]")).toHaveCount(Math.min(5, yearEnds.size));
  await page.reload();
  await expect(firstChart.locator("[data-testid=series-row]")).toHaveCount(Math.min(5, yearEnds.size));
  await page.goBack();
  await expect(page).not.toHaveURL(/years=5/);
  expect(errors).toEqual([]);
});

test("the tab list follows the tabs pattern: one tab stop, arrow keys, Home and End move focus, Enter opens", async ({ page }) => {
  const crn = companyCases.rich;
  await page.goto(`/companies/${crn}/officers`);
  const tab = (name: string) => page.getByRole("tab", { name, exact: true });
  await expect(tab("Officers")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Officers" })).toBeVisible();
  // One tab stop, the selected tab: Tab leaves the list, and Shift+Tab comes back to the selected tab, not the last.
  await tab("Officers").focus();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("tab").and(page.locator(":focus"))).toHaveCount(0);
  await page.keyboard.press("Shift+Tab");
  await expect(tab("Officers")).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(tab("PSC")).toBeFocused();
  // Moving focus does not open the tab (manual activation): the URL stays.
  await expect(page).toHaveURL(new RegExp(`/companies/${crn}/officers$`));
  // Radix moves focus a task after the key (roving focus), and Chromium may take the next key first: each key is
  // pressed once the last one's focus has landed, as a person would see it land before pressing again.
  await page.keyboard.press("ArrowLeft");
  await expect(tab("Officers")).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(tab("Financials")).toBeFocused();
  await page.keyboard.press("End");
  await expect(tab("Filings")).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(tab("Overview")).toBeFocused();
  await page.keyboard.press("End");
  await expect(tab("Filings")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/companies/${crn}/filings$`));
  await expect(tab("Filings")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Filings" })).toBeVisible();
});

// A company with charges shows their rows; one with none shows that it has none: the charges operation's 404, an
// answer the page keeps like any other, so neither the click's intent nor the panel's mount asks for it again.
for (const { company, crn, shown } of [
  { company: "with charges", crn: companyCases.rich, shown: (page: Page) => page.getByRole("tabpanel", { name: "Charges" }).getByTestId("charge-row").first() },
  { company: "with none", crn: companyCases.noAccounts, shown: (page: Page) => page.getByRole("tabpanel", { name: "Charges" }).getByText("No charges registered") },
]) {
  test(`pointing at a tab asks for its page and its data, so the click that follows asks for neither again (a company ${company})`, async ({ page }) => {
    await page.goto(`/companies/${crn}`);
    await expect(page.getByRole("tab", { name: "Charges", exact: true })).toBeVisible();
    const asked: string[] = [];
    page.on("request", (request) => asked.push(new URL(request.url()).pathname));
    // The page itself, as a navigation asks for it: not Next's own prefetch of a link in view, which stops at the
    // layouts above the tab and is marked as a prefetch.
    const pagePayload = page.waitForRequest((request) => {
      const headers = request.headers();
      return new URL(request.url()).pathname === `/companies/${crn}/charges` && headers.rsc === "1" && !headers["next-router-prefetch"];
    });
    const charges = page.waitForResponse((response) => new URL(response.url()).pathname === `/api/charges/${crn}`);
    await page.getByRole("tab", { name: "Charges", exact: true }).hover();
    await (await pagePayload).response();
    await charges;
    const askedBeforeClick = asked.length;
    await clickTab(page, "Charges");
    await expect(shown(page)).toBeVisible();
    const afterClick = asked.slice(askedBeforeClick);
    expect(afterClick.filter((path) => path === `/companies/${crn}/charges` || path === `/api/charges/${crn}`)).toEqual([]);
  });
}

test("a company with no accounts renders and says so", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto(`/companies/${companyCases.noAccounts}/financials`);
  await settled(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("No statutory accounts filed")).toBeVisible();
  await clickTab(page, "Overview");
  await expect(page.getByText("No accounts filed, so there are no key figures.")).toBeVisible();
  expect(errors).toEqual([]);
});

test("an unknown company number shows No company found", async ({ page }) => {
  await page.goto(`/companies/${companyCases.unknown}`);
  await expect(page.getByRole("heading", { level: 1, name: "No company found" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(`No company found with number ${companyCases.unknown}`)).toBeVisible();
  await expect(page.getByRole("tablist")).toHaveCount(0);
});

test("an invalid company number shows the BFF's explanation", async ({ page, request }) => {
  const problem = await (await request.get("/api/companies/not-a-number")).json();
  await page.goto("/companies/not-a-number");
  await expect(page.getByRole("heading", { level: 1, name: "Not a valid company number" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(problem.detail)).toBeVisible();
});
