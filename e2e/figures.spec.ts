// Derived figures that could mislead, and the screens that show them: ratios over a negative base are n/m with the
// reason and leave a gap in the chart (its marks counted), ratio changes read in percentage points, risk levels
// follow the flags table, the site menu and tab strip work at 375 px, the page lines up at 1440 px, and a printed
// tab holds the header and the tab only. The PDF and the JSON report say n/m too.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { demoCompany } from "../sandbox/demo-companies";
import { ratioReadingRows } from "../lib/financials/ratios";
import { accountYears } from "../lib/financials/years";
import { companyProfileSchema } from "../lib/upstream/schemas/company";
import { reportSchema } from "../lib/report/model";

test.describe.configure({ timeout: 180_000 });

const negative = demoCompany("negative-net-worth").number;

async function settled(page: Page) {
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0, { timeout: 30_000 });
}

test("09990023's financials: n/m with its reason, no chart mark in those years, changes in percentage points", async ({ page, request }) => {
  const profile = companyProfileSchema.parse(await (await request.get(`/api/companies/${negative}`)).json());
  const years = accountYears(profile.statutoryAccounts);
  const readings = ratioReadingRows(years, profile.financialRatios);
  const roceShown = readings.filter((reading) => "value" in reading.roce).length;
  const roceWithheld = readings.flatMap((reading, index) => ("notMeaningful" in reading.roce ? [{ year: years[index].label, reason: reading.roce.notMeaningful }] : []));
  // The case exists to show this: a loss-making company with negative capital employed in some year.
  expect(roceWithheld.length).toBeGreaterThan(0);

  await page.goto(`/companies/${negative}/financials`);
  await settled(page);
  const returns = page.locator("#chart-returns");
  await expect(returns.getByTestId("trend-chart").locator(".recharts-wrapper > svg.recharts-surface")).toBeVisible();
  // One mark per year with a meaningful ROCE, none where it is n/m.
  await expect(returns.locator('circle[data-series="roce"]')).toHaveCount(roceShown);

  const note = returns.getByTestId("not-meaningful-note");
  for (const { year, reason } of roceWithheld) {
    const item = note.getByRole("listitem").filter({ hasText: `Return on capital employed, ${year}:` });
    await expect(item).toContainText(reason);
    const hint = item.locator("abbr");
    await expect(hint).toHaveText("n/m");
    await expect(hint).toHaveAttribute("title", `Not meaningful: ${reason}`);
    await hint.focus();
    await expect(hint).toBeFocused();
  }
  expect(roceWithheld[0].reason).toMatch(/^Capital employed is (negative|zero)/);

  // The table of figures says n/m with the reason too, and each change is in percentage points.
  await returns.getByText("Table of figures").click();
  const table = returns.getByRole("table");
  await expect(table.getByTestId("not-meaningful").first()).toBeVisible();
  const cells = await table.locator("tbody td").allTextContents();
  const changes = cells.filter((_, index) => index % 2 === 1);
  expect(changes.length).toBeGreaterThan(0);
  for (const change of changes) expect(change).toMatch(/^(—|0\.0 pp|[+−]\d[\d,]*\.\d pp)$/);
  await expect(page.getByText(/\+317/)).toHaveCount(0);

  // A plain ratio changes by a plain difference.
  const liquidity = page.locator("#chart-liquidity");
  await liquidity.getByText("Table of figures").click();
  const liquidityChanges = (await liquidity.getByRole("table").locator("tbody td").allTextContents()).filter((_, index) => index % 2 === 1);
  for (const change of liquidityChanges) expect(change).toMatch(/^(—|0\.00|[+−]\d[\d,]*\.\d\d)$/);
  // The tab's panel: the page around it has its whole-page check in company.spec.ts.
  await expectNoSeriousAxeViolations(page, "axe on the Financials tab with n/m figures", { within: "[role=tabpanel]" });
});

test("09990023's PDF and JSON report withhold the same ratios", async ({ request }, testInfo) => {
  const json = reportSchema.parse(await (await request.get(`/api/reports/${negative}?format=json`, { timeout: 120_000 })).json());
  const withheld = json.financials.data.years.filter((year) => year.notMeaningful.roce);
  expect(withheld.length).toBeGreaterThan(0);
  for (const year of withheld) expect(year.ratios.roce).toBeNull();

  const pdf = await request.get(`/api/reports/${negative}?format=pdf`, { timeout: 170_000 });
  expect(pdf.status()).toBe(200);
  const dir = testInfo.outputPath();
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "report.pdf");
  writeFileSync(file, await pdf.body());
  const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
  // Table cells wrap, so the reason is read in pieces; the upstream's +317.4% for a year of losses is nowhere.
  const nmRows = text.split("\n").filter((line) => /^\d{2} \w{3} \d{4}\s.*\bn\/m\b/.test(line.trim()));
  expect(nmRows.length).toBeGreaterThanOrEqual(withheld.length);
  // The reasons in reading order (a cell's wrapped lines together), each year's withheld return named with its base.
  const read = execFileSync("pdftotext", [file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
  expect(read.match(/Capital employed is negative \(-£[\d.]+[km]?\)/g)?.length ?? 0).toBeGreaterThanOrEqual(withheld.length);
  expect(text).not.toContain("317.4");
  expect(read).toContain("n/m when capital employed is missing, zero or negative");
});

test("risk levels: ended and insolvent companies are high, settled judgments are information", async ({ page }) => {
  const high = [
    { crn: demoCompany("dissolved").number, flag: "dissolved" },
    { crn: demoCompany("liquidation").number, flag: "liquidation" },
    { crn: demoCompany("administration").number, flag: "administration" },
  ];
  for (const { crn, flag } of high) {
    await page.goto(`/companies/${crn}`);
    const item = page.getByTestId("risk-summary").locator(`[data-flag="${flag}"]`);
    await expect(item).toHaveAttribute("data-level", "high");
    await expect(item).toContainText("High risk");
    // Red: the danger token, not the warning one.
    await expect(item.getByText("High risk")).toHaveClass(/text-danger/);
  }
  for (const crn of [demoCompany("ccj-satisfied").number, demoCompany("ccj-set-aside").number]) {
    await page.goto(`/companies/${crn}`);
    const summary = page.getByTestId("risk-summary");
    const item = summary.locator('[data-flag="ccjs-settled"]');
    await expect(item).toHaveAttribute("data-level", "info");
    await expect(item).toContainText("Information");
    await expect(item).toContainText("1 county court judgment, all satisfied or set aside");
    await expect(summary.locator('[data-flag="ccjs"]')).toHaveCount(0);
    await expect(summary.getByText(/0 unsatisfied/)).toHaveCount(0);
  }
});

test("375 px: the navigation folds into a menu and the tab strip shows that it scrolls", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/companies/${negative}`);
  await settled(page);
  const menu = page.getByRole("button", { name: "Menu" });
  const procurement = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Procurement" });
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(procurement).toBeHidden();
  await menu.focus();
  await page.keyboard.press("Enter");
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expect(procurement).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(menu).toBeFocused();
  await expect(procurement).toBeHidden();
  // Following a link closes the menu.
  await menu.click();
  await procurement.click();
  await expect(page).toHaveURL(/\/search\/procurement/);
  await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");

  await page.goto(`/companies/${negative}`);
  await settled(page);
  const strip = page.getByTestId("tab-strip");
  await expect(strip).toHaveAttribute("data-more-right", "true");
  await expect(page.getByTestId("tab-scroll-hint-right")).toBeVisible();
  await expect(page.getByTestId("tab-scroll-hint-left")).toHaveCount(0);
  // Keyboard to the last tab: the strip scrolls, and now shows more to its left.
  await page.getByRole("tab", { name: "Overview" }).focus();
  await page.keyboard.press("End");
  await expect(page.getByRole("tab", { name: "Filings" })).toBeFocused();
  await expect(strip).toHaveAttribute("data-more-left", "true");
  await expect(page.getByTestId("tab-scroll-hint-left")).toBeVisible();
  // The page itself does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousAxeViolations(page, "axe at 375 px");
});

test("1440 px: the company page lines up with the site header", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/companies/${negative}`);
  await settled(page);
  const brand = await page.getByRole("link", { name: "Company due diligence" }).boundingBox();
  const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
  const headerBox = await page.getByTestId("site-header-inner").boundingBox();
  const main = await page.locator("main").boundingBox();
  expect(Math.abs((brand?.x ?? 0) - (heading?.x ?? -100))).toBeLessThanOrEqual(1);
  expect(Math.abs((headerBox?.width ?? 0) - (main?.width ?? -100))).toBeLessThanOrEqual(1);
});

test("printing a tab prints the company header, its risk summary and that tab only, each figure once", async ({ page }) => {
  await page.goto(`/companies/${negative}/financials`);
  await settled(page);
  await expect(page.locator("#chart-returns .recharts-wrapper > svg.recharts-surface")).toBeVisible();
  // Open a chart's table on screen: on paper it would repeat the chart's figures.
  await page.locator("#chart-profit").getByText("Table of figures").click();
  await expect(page.locator("#chart-profit").getByRole("table")).toBeVisible();

  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("risk-summary")).toBeVisible();
  await expect(page.getByRole("tabpanel")).toBeVisible();
  for (const hidden of [
    page.getByRole("navigation", { name: "Main" }),
    page.getByRole("navigation", { name: "Breadcrumb" }),
    page.getByRole("navigation", { name: "Download report" }),
    page.getByRole("tablist"),
    page.locator("#chart-profit").getByRole("table"),
    page.getByRole("button", { name: "Copy figures" }).first(),
  ]) await expect(hidden).toBeHidden();
  await expect(page.locator("#chart-profit .recharts-wrapper > svg.recharts-surface")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Turnover and profit" })).toHaveCount(1);
  // Each reason for n/m is printed once, under its chart.
  const printedReasons = await page.getByTestId("not-meaningful").evaluateAll((nodes) => nodes.filter((node) => (node as HTMLElement).offsetParent !== null).length);
  expect(printedReasons).toBe(await page.getByTestId("not-meaningful-note").getByRole("listitem").count());

  await page.emulateMedia({ media: "screen" });
  await expect(page.getByRole("tablist")).toBeVisible();
});

test("charts: whole-number ticks for counts, labels inside the chart, equal series both shown, tooltips name the year end", async ({ page }) => {
  // Three employees every year: a scale left to itself ticks 0.75, 1.5, 2.25 and prints them rounded, twice over.
  await page.goto(`/companies/${demoCompany("typical-active").number}/financials`);
  await settled(page);
  const employeeTicks = page.locator("#chart-employees .recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value");
  await expect(employeeTicks.first()).toBeVisible();
  const ticks = await employeeTicks.allTextContents();
  for (const tick of ticks) expect(tick).toMatch(/^\d[\d,]*$/);
  expect(new Set(ticks).size).toBe(ticks.length);

  await page.goto(`/companies/${negative}/financials`);
  await settled(page);
  for (const id of ["profit", "worth", "returns", "employees"]) {
    const chart = page.locator(`#chart-${id} .recharts-wrapper > svg.recharts-surface`);
    await expect(chart).toBeVisible();
    const box = (await chart.boundingBox())!;
    for (const label of await page.locator(`#chart-${id} .recharts-cartesian-axis-tick-value`).all()) {
      const tick = (await label.boundingBox())!;
      expect(tick.x, `${id}: "${await label.textContent()}" starts inside the chart`).toBeGreaterThanOrEqual(box.x - 0.5);
      expect(tick.x + tick.width, `${id}: "${await label.textContent()}" ends inside the chart`).toBeLessThanOrEqual(box.x + box.width + 0.5);
    }
  }

  // Net worth and shareholders' equity are the same figures here: the second is named so and drawn hollow and dashed.
  const worth = page.locator("#chart-worth");
  await expect(worth.locator(".recharts-legend-item-text", { hasText: "Shareholders' equity (same as Net worth)" })).toBeVisible();
  await expect(worth.locator('circle[data-series="totalShareholdersEquity"]').first()).toHaveAttribute("fill", "none");
  const profile = companyProfileSchema.parse(await (await page.request.get(`/api/companies/${negative}`)).json());
  const years = accountYears(profile.statutoryAccounts);
  const known = years.filter((year) => year.accounts.netWorth != null).length;
  await expect(worth.locator('circle[data-series="netWorth"]')).toHaveCount(known);
  await expect(worth.locator('circle[data-series="totalShareholdersEquity"]')).toHaveCount(known);

  await worth.locator(".recharts-wrapper").scrollIntoViewIfNeeded();
  const last = (await worth.locator('circle[data-series="netWorth"]').last().boundingBox())!;
  await page.mouse.move(last.x + last.width / 2, last.y + last.height / 2);
  const lastYearEnd = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(years.at(-1)!.date);
  await expect(worth.locator(".recharts-tooltip-wrapper")).toContainText(`Year ended ${lastYearEnd}`);
});
