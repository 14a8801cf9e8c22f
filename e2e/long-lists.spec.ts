// Long lists on the very large company and the search screens: what each table shows is compared with the BFF's own
// JSON. Officers open on the current ones, sorting changes the order the data says, filters, sort and page survive a
// reload, charges filter by status, lender and lending tag, the header stays in view while scrolling, procurement
// results mark the matched CPV code and label their value, every search counts its results, and the name search
// pages past its first 50.
import { expect, test, type APIRequestContext, type Locator, type Page } from "./support/test";
import { demoCompany, DEMO_CPV_CODE } from "../sandbox/demo-companies";
import { chargeRows, type ChargeRow } from "../lib/company/charge-rows";
import { dateSortKey, formatDate } from "../lib/format/dates";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { collectConsoleErrors } from "./support/console-errors";

test.describe.configure({ timeout: 180_000 });

const CRN = demoCompany("very-large").number;

async function bff<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

async function settled(page: Page) {
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0, { timeout: 30_000 });
}

/** The texts of one column, by its header's name, in the order shown. */
async function columnTexts(table: Locator, header: string, rows: string): Promise<string[]> {
  const headers = await table.locator("thead th").allInnerTexts();
  const index = headers.findIndex((text) => text.replace(/[▲▼↕]/g, "").trim().toLowerCase() === header.toLowerCase());
  expect(index, `column ${header} in ${headers.join(" | ")}`).toBeGreaterThanOrEqual(0);
  return table.getByTestId(rows).locator(`td:nth-child(${index + 1})`).allInnerTexts();
}

interface Director { fromDate: string | null; toDate: string | null }

test("officers open on the current ones, sort as the data says, and keep filter and sort across a reload", async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  const { directorsData } = await bff<{ directorsData: Director[] }>(request, `/api/companies/${CRN}/officers`);
  const now = Date.now();
  const current = directorsData.filter((director) => !director.toDate || dateSortKey(director.toDate) > now);
  expect(current.length).toBeGreaterThan(0);
  expect(current.length).toBeLessThan(directorsData.length);

  await page.goto(`/companies/${CRN}/officers`);
  await settled(page);
  const table = page.getByRole("table", { name: "Officers" });
  await expect(page.getByLabel("Show")).toHaveValue("current");
  await expect(table.getByTestId("officer-row")).toHaveCount(current.length);
  await expect(page.getByTestId("shown-count")).toHaveText(`${current.length} of ${directorsData.length} officers shown`);
  await expect(table.getByTestId("officer-row").getByText("Resigned", { exact: true })).toHaveCount(0);

  // Sorting by appointment: newest first on the first click, as the data orders it.
  const appointed = table.getByRole("columnheader", { name: /Appointed/ });
  await appointed.getByRole("button").click();
  await expect(appointed).toHaveAttribute("aria-sort", "descending");
  await expect(page).toHaveURL(/sort=appointed&dir=desc/);
  const newestFirst = [...current].sort((a, b) => dateSortKey(b.fromDate) - dateSortKey(a.fromDate)).map((director) => formatDate(director.fromDate));
  expect(await columnTexts(table, "Appointed", "officer-row")).toEqual(newestFirst);
  await appointed.getByRole("button").click();
  await expect(appointed).toHaveAttribute("aria-sort", "ascending");
  expect(await columnTexts(table, "Appointed", "officer-row")).toEqual([...newestFirst].reverse());

  // Filter to everyone and sort; a reload keeps both.
  await page.getByLabel("Show").selectOption("all");
  await expect(page).toHaveURL(/status=all/);
  await expect(page.getByTestId("shown-count")).toHaveText(`${directorsData.length} officers`);
  await table.getByRole("columnheader", { name: /Resigned/ }).getByRole("button").click();
  await expect(page).toHaveURL(/sort=resigned&dir=desc/);
  await page.reload();
  await settled(page);
  await expect(page.getByLabel("Show")).toHaveValue("all");
  await expect(table.getByRole("columnheader", { name: /Resigned/ })).toHaveAttribute("aria-sort", "descending");
  await expect(page.getByTestId("shown-count")).toHaveText(`${directorsData.length} officers`);
  const latestResignation = directorsData.map((director) => director.toDate).filter((date) => date && dateSortKey(date) <= now)
    .sort((a, b) => dateSortKey(b) - dateSortKey(a))[0];
  expect((await columnTexts(table, "Resigned", "officer-row"))[0]).toBe(formatDate(latestResignation));
  await expectNoSeriousAxeViolations(page, "officers, all, sorted");
  expect(errors).toEqual([]);
});

test("charges filter by status, lender and lending tag to exactly the rows the data gives, with the header in view while scrolling", async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  const profile = await bff<{ mortgages: Parameters<typeof chargeRows>[0] }>(request, `/api/companies/${CRN}`);
  const detailed = await bff<Parameters<typeof chargeRows>[1][number]>(request, `/api/charges/${CRN}`);
  const all = chargeRows(profile.mortgages, [detailed]);
  expect(all.length).toBeGreaterThan(500);

  await page.goto(`/companies/${CRN}/charges`);
  await settled(page);
  const region = page.getByRole("region", { name: "Charges" });
  const table = page.getByRole("table", { name: "Charges" });
  await expect(page.getByTestId("shown-count")).toHaveText(`${all.length} charges`);
  // 500+ rows are windowed: far fewer are in the page than the list holds, yet it scrolls its whole height.
  const drawn = await table.getByTestId("charge-row").count();
  expect(drawn).toBeGreaterThan(5);
  expect(drawn).toBeLessThan(all.length);

  // The header stays at the top of the scroll region after scrolling far down.
  await region.scrollIntoViewIfNeeded();
  // Scrolled again on each poll: one CI run of the whole suite saw the region still at the top 15 s after a single
  // scroll (twice, retry included; never reproduced alone or under CPU load), as if that scroll had landed on a region
  // drawn again since. A region that never scrolls still fails here.
  await expect.poll(() => region.evaluate((element) => {
    element.scrollTo({ top: 8_000 });
    return element.scrollTop;
  })).toBeGreaterThan(7_000);
  const regionBox = await region.boundingBox();
  const headBox = await table.getByTestId("table-head").boundingBox();
  expect(regionBox && headBox).toBeTruthy();
  expect(Math.abs(headBox!.y - regionBox!.y)).toBeLessThan(3);
  await expect(table.getByRole("columnheader", { name: /Charge code/ })).toBeInViewport();

  // Lender: the one holding the most charges; then narrowed to outstanding.
  const byLender = new Map<string, number>();
  for (const row of all) for (const lender of row.entitled) byLender.set(lender, (byLender.get(lender) ?? 0) + 1);
  const lender = [...byLender.entries()].sort((a, b) => b[1] - a[1])[0][0];
  const expectRows = async (rows: ChargeRow[]) => {
    await expect(page.getByTestId("shown-count")).toHaveText(rows.length === all.length ? `${all.length} charges` : `${rows.length} of ${all.length} charges shown`);
    if (rows.length <= 100) {
      const codes = await columnTexts(table, "Charge code", "charge-row");
      expect(codes.sort()).toEqual(rows.map((row) => row.code ?? "—").sort());
    }
  };
  await page.getByLabel("Lender (person entitled)").selectOption(lender);
  await expect(page).toHaveURL(/lender=/);
  await expectRows(all.filter((row) => row.entitled.includes(lender)));
  await page.getByLabel("Status").selectOption("Outstanding");
  const outstandingFromLender = all.filter((row) => row.entitled.includes(lender) && row.status === "Outstanding");
  await expectRows(outstandingFromLender);
  await expect(page).toHaveURL(/status=Outstanding/);

  // Sort the filtered rows by registration, newest first, and keep it across a reload.
  await table.getByRole("columnheader", { name: /Registered/ }).getByRole("button").click();
  await expect(page).toHaveURL(/sort=registered&dir=desc/);
  await page.reload();
  await settled(page);
  await expect(page.getByLabel("Lender (person entitled)")).toHaveValue(lender);
  await expect(page.getByLabel("Status")).toHaveValue("Outstanding");
  await expectRows(outstandingFromLender);
  const newest = [...outstandingFromLender].sort((a, b) => dateSortKey(b.registered) - dateSortKey(a.registered))[0];
  expect((await columnTexts(table, "Registered", "charge-row"))[0]).toBe(formatDate(newest.registered));

  // Lending tag, on all statuses and lenders.
  await page.getByLabel("Status").selectOption("");
  await expect(page).not.toHaveURL(/status=/);
  await page.getByLabel("Lender (person entitled)").selectOption("");
  await expect(page).not.toHaveURL(/lender=/);
  const tag = all.flatMap((row) => row.tags)[0];
  expect(tag, "a lending tag in the company's charges").toBeTruthy();
  await page.getByLabel("Lending tag").selectOption(tag);
  const tagged = all.filter((row) => row.tags.includes(tag));
  await expectRows(tagged);
  // Only operation 11's one record carries lending tags (the profile's mortgages never do): the tab says the filter
  // speaks for that many charges only and links to the lending search for the others, never "no other carries it".
  const known = page.getByTestId("lending-tags-known");
  await expect(known).toContainText(`${tagged.length} of the 1 charge whose lending tags the service gives here ${tagged.length === 1 ? "carries" : "carry"} “${tag}”; the other ${(all.length - 1).toLocaleString("en-GB")} may carry it too.`);
  await expect(known.getByRole("link", { name: `Search all charges tagged “${tag}”` }))
    .toHaveAttribute("href", `/search/charges?${new URLSearchParams({ mode: "unsecured", lendingTag: tag, size: "100", page: "0" })}`);
  await expectNoSeriousAxeViolations(page, "charges filtered");
  expect(errors).toEqual([]);
});

test("the filings page, filter and sort survive a reload", async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  const documents = await bff<{ items: Array<{ date: string | null; category: string | null }> }>(request, `/api/companies/${CRN}/documents`);
  const category = "officers";
  const officerFilings = documents.items.filter((item) => item.category === category);
  expect(officerFilings.length).toBeGreaterThan(75);

  await page.goto(`/companies/${CRN}/filings`);
  await settled(page);
  await page.getByLabel("Category").selectOption(category);
  await expect(page).toHaveURL(/category=officers/);
  await page.getByRole("table", { name: "Filing history" }).getByRole("columnheader", { name: /Date/ }).getByRole("button").click();
  await expect(page).toHaveURL(/sort=date&dir=asc/);
  const pager = page.getByRole("navigation", { name: "Filing history pages" });
  await pager.getByRole("link", { name: /Next/ }).click();
  await expect(page).toHaveURL(/page=2/);
  await pager.getByRole("link", { name: /Next/ }).click();
  await expect(page).toHaveURL(/page=3/);
  const pages = Math.ceil(officerFilings.length / 25);
  await expect(pager).toContainText(`Page 3 of ${pages}`);

  await page.reload();
  await settled(page);
  await expect(page.getByLabel("Category")).toHaveValue(category);
  await expect(pager).toContainText(`Page 3 of ${pages}`);
  const oldestFirst = [...officerFilings].sort((a, b) => dateSortKey(a.date) - dateSortKey(b.date));
  const table = page.getByRole("table", { name: "Filing history" });
  expect(await columnTexts(table, "Date", "filing-row")).toEqual(oldestFirst.slice(50, 75).map((item) => formatDate(item.date)));
  expect(errors).toEqual([]);
});

interface Notice { status: string | null; notice_type: string | null; awarded_date: string | null; suppliers: unknown[]; cpv_codes: Array<{ code: string }> }

test("procurement results show CPV codes with the matched one marked, status, stage and a labelled value, and count the results", async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  const { items } = await bff<{ items: Notice[] }>(request, `/api/govt-procurement?cpv-codes=${DEMO_CPV_CODE}&page=0&size=25`);
  expect(items.length).toBeGreaterThan(0);
  await page.goto(`/search/procurement?cpv-codes=${DEMO_CPV_CODE}&page=0&size=25`);
  const rows = page.getByTestId("notice-row");
  await expect(rows).toHaveCount(items.length);
  await expect(page.getByTestId("results-count")).toContainText(items.length < 25 ? `${items.length} notices` : "Notices 1–25");

  const prefix = DEMO_CPV_CODE.replace(/0+$/, "");
  for (const [index, notice] of items.entries()) {
    const row = rows.nth(index);
    const matched = row.locator("[data-matched]");
    const expectedMatched = notice.cpv_codes.filter((cpv) => cpv.code.startsWith(prefix));
    await expect(matched).toHaveCount(expectedMatched.length);
    await expect(matched.first()).toContainText("Matched");
    await expect(row.getByTestId("notice-cpvs").locator("li")).toHaveCount(notice.cpv_codes.length);
    const awarded = /award/i.test(notice.status ?? "") || /award|contract/i.test(notice.notice_type ?? "") || Boolean(notice.awarded_date) || notice.suppliers.length > 0;
    await expect(row.getByTestId("notice-value")).toContainText(awarded ? "Awarded value" : "Estimated value");
    if (notice.notice_type) await expect(row).toContainText(`Stage: ${notice.notice_type}`);
  }
  // Dates read as on the company page, never raw ISO.
  await expect(rows.first()).not.toContainText(/\d{4}-\d{2}-\d{2}/);

  // A search without a CPV code marks nothing and labels unawarded notices as estimates.
  const open = await bff<{ items: Notice[] }>(request, "/api/govt-procurement?status=open&page=0&size=10");
  await page.goto("/search/procurement?status=open&page=0&size=10");
  await expect(rows).toHaveCount(open.items.length);
  await expect(page.locator("[data-matched]")).toHaveCount(0);
  if (open.items.length) await expect(rows.first().getByTestId("notice-value")).toContainText("Estimated value");
  expect(errors).toEqual([]);
});

test("the charge search says what its counts count", async ({ page }) => {
  await page.goto("/search/charges?mode=unsecured&lendingTag=unsecured+lending&size=25&page=0");
  await expect(page.getByTestId("results-count")).toBeVisible();
  await expect(page.getByTestId("charges-count-meaning")).toContainText("charges carrying the lending tag “unsecured lending”");
  await expect(page.getByRole("columnheader", { name: /Matching charges/ })).toBeVisible();
});

interface Hits { hits: Array<{ number: string; name: string }>; total: number; totalIsLowerBound: boolean }

test("the company name search pages past its first 50 results, as the directory ranks them", async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  // A word common in company names, so that there are more than 50 hits.
  const q = "services";
  const first = await bff<Hits>(request, `/api/search/companies?q=${q}&limit=50&offset=0`);
  expect(first.total).toBeGreaterThan(50);
  const second = await bff<Hits>(request, `/api/search/companies?q=${q}&limit=50&offset=50`);

  await page.goto(`/search/companies?q=${q}`);
  const hits = page.getByTestId("company-hit");
  await expect(hits).toHaveCount(50);
  await expect(page.getByTestId("results-count")).toContainText(`Companies 1–50 of ${first.totalIsLowerBound ? "at least " : ""}${first.total.toLocaleString("en-GB")}`);
  await page.getByRole("navigation", { name: "Pages of results" }).getByRole("link", { name: /Next/ }).click();
  await expect(page).toHaveURL(/page=1/);
  await expect(hits).toHaveCount(second.hits.length);
  await expect(hits.first().getByRole("link")).toHaveText(second.hits[0].name);
  expect(new Set([...first.hits, ...second.hits].map((hit) => hit.number)).size).toBe(first.hits.length + second.hits.length);
  await page.reload();
  await expect(hits.first().getByRole("link")).toHaveText(second.hits[0].name);
  await expect(hits.first()).not.toContainText(/\d{4}-\d{2}-\d{2}/);
  expect(errors).toEqual([]);
});
