// The four search screens: each round-trips through its URL (search, reload, back/forward), links every company to
// its page, shows the BFF's refusal inline, an empty state, an error with retry, passes axe and fits 375 px.
import { expect, test, type Page } from "./support/test";
import { DEMO_CHARGE_DATE_RANGE, DEMO_COMMODITY_CODE, DEMO_CPV_CODE, DEMO_TITLE_NUMBER } from "../sandbox/demo-companies";
import { dayMonthYearToInputDate } from "../lib/url-state/dates";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { collectConsoleErrors } from "./support/console-errors";
import { atEachWidth, inDarkScheme } from "./support/widths";

// Screens are checked at two widths and two schemes with axe each time: slower than Playwright's 30 s default
// on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });

// Values the sandbox guarantees results for.
const DEMO = {
  cpvCode: DEMO_CPV_CODE,
  commodityCode: DEMO_COMMODITY_CODE,
  titleNumber: DEMO_TITLE_NUMBER,
  fromDate: dayMonthYearToInputDate(DEMO_CHARGE_DATE_RANGE.fromDate)!,
  toDate: dayMonthYearToInputDate(DEMO_CHARGE_DATE_RANGE.toDate)!,
};

const results = (page: Page) => page.getByRole("region", { name: "Results" });
const resultRows = (page: Page) => results(page).locator("tbody tr");

/** Every company link in the results goes to a normalised company page. */
async function expectCompanyLinks(page: Page) {
  await expect(resultRows(page).first()).toBeVisible();
  const hrefs = await results(page).locator("tbody a").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs.length).toBeGreaterThan(0);
  // A company's page, or (cross-links) its Charges tab, with the charge a charge search found in view.
  for (const href of hrefs) expect(href).toMatch(/^\/companies\/([A-Z][A-Z0-9])?\d{6,8}(\/charges(\?charge=[A-Za-z0-9]+)?)?$/);
}

async function firstRowText(page: Page): Promise<string> {
  await expect(resultRows(page).first()).toBeVisible();
  return resultRows(page).first().innerText();
}

/** Reload and back/forward reproduce the same results. */
async function expectUrlRoundTrip(page: Page, idleText: RegExp) {
  const url = page.url();
  const first = await firstRowText(page);
  await page.reload();
  expect(await firstRowText(page)).toBe(first);
  await page.goBack();
  await expect(results(page).getByText(idleText)).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(url);
  expect(await firstRowText(page)).toBe(first);
}

async function checkLayout(page: Page, name: string) {
  await atEachWidth(page, name, async () => {
    await expect(resultRows(page).first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
  await inDarkScheme(page, () => expectNoSeriousAxeViolations(page));
}

test.describe("procurement", () => {
  test("filters round-trip through the URL, dates are sent as dd/mm/yyyy, suppliers link to company pages", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto("/search/procurement");
    await expectNoSeriousAxeViolations(page);
    await page.getByLabel("CPV codes").fill(DEMO.cpvCode);
    await page.getByLabel("Closing date from").fill("2000-01-01");
    await page.getByLabel("Closing date to").fill("2099-12-31");
    const request = page.waitForRequest(/\/api\/govt-procurement\?/);
    await page.getByRole("button", { name: "Search" }).click();
    const sent = new URL((await request).url());
    expect(sent.searchParams.get("cpv-codes")).toBe(DEMO.cpvCode);
    expect(sent.searchParams.get("closingDateFrom")).toBe("01/01/2000");
    expect(sent.searchParams.get("closingDateTo")).toBe("31/12/2099");
    await expect(page).toHaveURL(new RegExp(`cpv-codes=${DEMO.cpvCode}.*closingDateFrom=2000-01-01`));
    await expectCompanyLinks(page);
    await expectUrlRoundTrip(page, /Set any filters/);
    await expect(page.getByLabel("CPV codes")).toHaveValue(DEMO.cpvCode);
    await expect(page.getByLabel("Closing date from")).toHaveValue("2000-01-01");
    await checkLayout(page, "procurement");
    expect(errors).toEqual([]);
  });

  test("a refused filter shows the BFF's reason beside the field", async ({ page }) => {
    await page.goto("/search/procurement");
    await page.getByLabel("CPV codes").fill("abc");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "This search was refused" })).toContainText("'cpv-codes'");
    await expect(page.getByLabel("CPV codes")).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#procurement-cpv-codes-error")).toContainText("8 digits");
    await expectNoSeriousAxeViolations(page);
    await inDarkScheme(page, () => expectNoSeriousAxeViolations(page));
  });

  test("status, stage and contract type are choices, and a word outside them is refused beside its field", async ({ page, request }) => {
    // The values the upstream's notices carry, each offered as a choice.
    const { items } = (await (await request.get("/api/govt-procurement?size=100")).json()) as { items: { status?: string; notice_type?: string; ojeu_contract_type?: string }[] };
    const fields = [["Notice status", "status"], ["Procurement stage", "notice_type"], ["Contract type", "ojeu_contract_type"]] as const;
    await page.goto("/search/procurement");
    for (const [label, field] of fields) {
      const select = page.getByRole("combobox", { name: label });
      await expect(select).toHaveJSProperty("tagName", "SELECT");
      const offered = await select.locator("option").allTextContents();
      for (const value of new Set(items.map((item) => item[field]).filter(Boolean))) expect(offered, label).toContain(value);
    }
    // A status and stage that some notice has together, so the search finds something.
    const sample = items.find((item) => item.status && item.notice_type)!;
    await page.getByLabel("Notice status").selectOption(sample.status!);
    await page.getByLabel("Procurement stage").selectOption(sample.notice_type!);
    const sent = page.waitForRequest(/\/api\/govt-procurement\?/);
    await page.getByRole("button", { name: "Search" }).click();
    const query = new URL((await sent).url()).searchParams;
    expect([query.get("status"), query.get("procurement-stage")]).toEqual([sample.status, sample.notice_type]);
    await expect(resultRows(page).first()).toBeVisible();
    const headers = await results(page).locator("thead th").allTextContents();
    const column = headers.findIndex((text) => /status/i.test(text)) + 1;
    expect(column).toBeGreaterThan(0);
    for (const cell of await resultRows(page).locator(`td:nth-child(${column})`).allInnerTexts()) {
      expect(cell).toContain(sample.status!);
      expect(cell).toContain(`Stage: ${sample.notice_type}`);
    }

    // A hand-edited link: the word stays in the select and the BFF's reason, with the allowed values, is beside it.
    await page.goto("/search/procurement?status=pending&page=0&size=25");
    const error = page.locator("#procurement-status-error");
    await expect(error).toContainText("'status'");
    for (const value of new Set(items.map((item) => item.status).filter(Boolean))) await expect(error).toContainText(value!);
    await expect(page.getByLabel("Notice status")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Notice status")).toHaveValue("pending");
    await expectNoSeriousAxeViolations(page);
  });

  test("a date range the wrong way round is refused by the BFF and shown", async ({ page }) => {
    await page.goto("/search/procurement?contractEndDateFrom=2025-01-01&contractEndDateTo=2024-01-01&page=0&size=25");
    await expect(page.locator("#procurement-contractEndDateFrom-error")).toContainText("must not be after");
  });
});

test.describe("trade", () => {
  test("a commodity code round-trips through the URL and pages by link", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto("/search/trade");
    await page.getByLabel("Commodity code", { exact: true }).fill(DEMO.commodityCode);
    await page.getByLabel("Results per page").selectOption("10");
    // Keyboard alone: Enter in the field submits, and focus moves to the results rather than being lost.
    await page.getByLabel("Commodity code", { exact: true }).press("Enter");
    await expect(page.getByRole("heading", { name: "Results" })).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`codes=${DEMO.commodityCode}&page=0&size=10`));
    await expectCompanyLinks(page);
    await expectUrlRoundTrip(page, /Enter a commodity code/);
    const first = await firstRowText(page);
    const pages = page.getByRole("navigation", { name: "Pages of results" });
    if (await pages.getByRole("link", { name: /Next/ }).isVisible()) {
      await pages.getByRole("link", { name: /Next/ }).click();
      await expect(page).toHaveURL(/page=1/);
      // The BFF gives no total, so a full first page may be followed by an empty one, which must say so.
      const noMore = results(page).getByText("No more companies");
      await expect(resultRows(page).first().or(noMore)).toBeVisible();
      if (!(await noMore.isVisible())) await expect(resultRows(page).first()).not.toHaveText(first);
      await page.goBack();
      await expect(page).toHaveURL(/page=0/);
      expect(await firstRowText(page)).toBe(first);
    }
    await checkLayout(page, "trade");
    expect(errors).toEqual([]);
  });

  test("a refused code shows the reason inline", async ({ page }) => {
    await page.goto("/search/trade");
    await page.getByLabel("Commodity code", { exact: true }).fill("12ab");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.locator("#trade-codes-error")).toContainText("commodity codes");
    await expect(page).toHaveURL(/codes=12ab/);
  });
});

test.describe("charges", () => {
  test("each of the three modes round-trips through the URL", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto("/search/charges");
    await page.getByLabel("Lending tag", { exact: true }).selectOption("unsecured lending");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/mode=unsecured&lendingTag=unsecured\+lending/);
    await expectCompanyLinks(page);
    await expectUrlRoundTrip(page, /Choose how to search/);

    await page.getByRole("radio", { name: "By charge type" }).check();
    await page.getByLabel("Charge type", { exact: true }).selectOption("assets finance");
    await page.getByRole("button", { name: "Search" }).click();
    // nuqs changes the parameters in place: the mode keeps its position and the new filter joins the end.
    await expect(page).toHaveURL(/mode=secured&/);
    await expect(page).toHaveURL(/[?&]chargeType=assets\+finance(&|$)/);
    await expect(page).not.toHaveURL(/lendingTag/);
    await expectCompanyLinks(page);

    await page.getByRole("radio", { name: "By registration dates" }).check();
    await page.getByLabel("Registered from").fill(DEMO.fromDate);
    await page.getByLabel("Registered to").fill(DEMO.toDate);
    const request = page.waitForRequest(/\/api\/charges\/registered-by-date\?/);
    await page.getByRole("button", { name: "Search" }).click();
    const sent = new URL((await request).url());
    expect(sent.searchParams.get("fromDate")).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect([...sent.searchParams.keys()].sort()).toEqual(["fromDate", "toDate"]);
    await expectCompanyLinks(page);
    await page.reload();
    await expect(page.getByRole("radio", { name: "By registration dates" })).toBeChecked();
    await expect(page.getByLabel("Registered from")).toHaveValue(DEMO.fromDate);
    await page.goBack();
    await expect(page).toHaveURL(/mode=secured/);
    await expect(page.getByRole("radio", { name: "By charge type" })).toBeChecked();
    await checkLayout(page, "charges");
    expect(errors).toEqual([]);
  });

  test("a size the BFF refuses (from a hand-edited link) is explained beside the control", async ({ page }) => {
    await page.goto("/search/charges?mode=unsecured&lendingTag=unsecured+lending&size=7&page=0");
    await expect(page.locator("#charges-size-error")).toContainText("one of 10, 25, 50, 100");
    await expect(page.getByRole("alert").filter({ hasText: "This search was refused" })).toBeVisible();
  });

  test("an upstream failure offers a retry, and an empty answer says so", async ({ page }) => {
    let fail = true;
    await page.route(/\/api\/charges\/secured\?/, async (route) => {
      if (fail) {
        await route.fulfill({ status: 502, contentType: "application/problem+json", body: JSON.stringify({ status: 502, code: "upstream-failed", title: "Upstream failed", detail: "The data service failed (500)." }) });
      } else {
        await route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ items: [], page: 0, size: 25 }) });
      }
    });
    await page.goto("/search/charges?mode=secured&chargeType=property+finance&size=25&page=0");
    const failure = page.getByRole("alert").filter({ hasText: "The search failed" });
    await expect(failure).toContainText("The data service failed", { timeout: 15_000 });
    fail = false;
    await expectNoSeriousAxeViolations(page);
    await failure.getByRole("button", { name: "Retry" }).click();
    await expect(results(page).getByText("No companies match this search")).toBeVisible();
  });
});

test.describe("property", () => {
  test("a title number from ?title= finds its company, and reload/back/forward keep it", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto("/search/property");
    await page.getByLabel("Title number", { exact: true }).fill(DEMO.titleNumber);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`title=${DEMO.titleNumber}`));
    await expectCompanyLinks(page);
    await expectUrlRoundTrip(page, /Enter a title number/);
    await page.goto(`/search/property?title=${DEMO.titleNumber}`);
    await expect(page.getByLabel("Title number", { exact: true })).toHaveValue(DEMO.titleNumber);
    await expectCompanyLinks(page);
    await checkLayout(page, "property");
    expect(errors).toEqual([]);
  });

  test("a malformed title number is refused inline", async ({ page }) => {
    await page.goto("/search/property?title=ABCD-1");
    await expect(page.locator("#property-title-error")).toContainText("title number");
  });

  test("a skeleton shows while the search runs", async ({ page }) => {
    await page.route(/\/api\/property-register\//, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(`/search/property?title=${DEMO.titleNumber}`);
    await expect(page.getByRole("status", { name: "Loading results" })).toBeVisible();
    await expect(resultRows(page).first()).toBeVisible();
  });
});
