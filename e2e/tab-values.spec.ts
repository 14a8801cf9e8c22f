// What each company tab shows, compared with the BFF's own answer for a sample of companies (a large one, a sparse
// one and cases with judgments and property): the expected rows are derived from the JSON
// through the same lib/company builders and column specs the screens use, and every drawn cell's text must match,
// as must the totals, the counts and the risk summary. The charts are checked by counting the marks they draw.
import { expect, test, type APIRequestContext, type Locator, type Page } from "./support/test";
import { demoCompany } from "../sandbox/demo-companies";
import { cellText, columnsFor, type ColumnSpec } from "../lib/company/columns/column-spec";
import { OFFICER_COLUMNS } from "../lib/company/columns/officers";
import { CHARGE_COLUMNS } from "../lib/company/columns/charges";
import { CCJ_COLUMNS } from "../lib/company/columns/ccjs";
import { PROPERTY_COLUMNS } from "../lib/company/columns/property";
import { FILING_COLUMNS } from "../lib/company/columns/filings";
import { ACCOUNTS_COLUMNS } from "../lib/company/columns/accounts";
import { accountsRows } from "../lib/company/accounts-rows";
import { filingsOf } from "../lib/financials/accounts-source";
import { formatCell } from "../lib/format/cell";
import { SHARE_CLASS_COLUMNS, SHAREHOLDER_COLUMNS } from "../lib/company/columns/shareholders";
import { filterOfficers, officerRows, sortOfficers, type Director } from "../lib/company/officer-rows";
import { chargeRows } from "../lib/company/charge-rows";
import { sortCharges } from "../lib/company/charge-table";
import { ccjRows } from "../lib/company/ccj-summary";
import { ccjBuckets, chargeCountsText, upstreamAnswer } from "./debt-truth";
import { filterCcjs, sortCcjs } from "../lib/company/ccj-table";
import { propertyRows } from "../lib/company/property-rows";
import { filterProperties, sortProperties } from "../lib/company/property-table";
import { filingRows, FILINGS_PAGE_SIZE, filterFilings, sortFilings } from "../lib/company/filing-table";
import { wordingOf } from "../lib/company/filing-text";
import { pscRows } from "../lib/company/psc-rows";
import { filterPscs, sortPscs } from "../lib/company/psc-table";
import { companiesNumberedOnRecord } from "../lib/company/group";
import { shareholdings } from "../lib/company/shareholdings";
import { riskItems } from "../lib/company/risk";
import { RISK_LEVEL_LABELS } from "../lib/company/risk-flags";
import { FINANCIAL_CHARTS, financialChartRows } from "../lib/company/financial-charts";
import { keyFigures } from "../lib/financials/key-figures";
import { ratioReadingRows } from "../lib/financials/ratios";
import { accountYears, parseYearRange, selectYears } from "../lib/financials/years";
import { formatSterling } from "../lib/format/money";
import { formatChange, formatInteger } from "../lib/format/numbers";
import type { CompanyProfile } from "../lib/upstream/schemas/company";

test.describe.configure({ timeout: 120_000 });

// A large company, a sparse one, judgments in every status, property titles and the typical case (PSCs, shares).
const SAMPLE = ["very-large", "typical-active", "bare", "ccj-every-status", "property", "charges-every-kind"] as const;

/** Drawn rows are compared up to this many: a windowed table draws only a screenful anyway. */
const ROWS_COMPARED = 40;

const squash = (text: string) => text.replace(/\s+/g, " ").trim();

async function bff<T>(request: APIRequestContext, path: string): Promise<T | null> {
  const response = await request.get(path);
  // The record operations answer 404 for a company with none of that record: the tab says so.
  if (response.status() === 404) return null;
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

async function openTab(page: Page, name: string) {
  await page.getByRole("tab", { name, exact: true }).click();
  await expect(page.getByRole("tab", { name, exact: true })).toHaveAttribute("aria-selected", "true");
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0, { timeout: 30_000 });
  return page.getByRole("tabpanel");
}

/**
 * Every drawn row of a DataTable against the rows the lib derives, cell by cell, in the spec's columns. A row's
 * data-index says which derived row it is, so windowed tables (which draw only some rows) compare alike.
 */
async function expectTable<Row>(table: Locator, testId: string, specs: readonly ColumnSpec<Row>[], expected: readonly Row[], skip: readonly string[] = []) {
  const columns = columnsFor(specs, "screen");
  const headers = (await table.locator("thead th").allInnerTexts()).map((text) => squash(text.replace(/[▲▼↕]/g, "")).toLowerCase());
  expect(headers).toEqual(columns.map((column) => column.header.toLowerCase()));
  const rows = table.getByTestId(testId);
  if (expected.length === 0) {
    await expect(rows).toHaveCount(0);
    return;
  }
  await expect(rows.first()).toBeVisible();
  const drawn = await rows.evaluateAll((elements) => elements.map((row) => ({
    index: Number(row.getAttribute("data-index")),
    // Text as written, list items one a line (innerText would depend on layout, and on CSS capitals).
    cells: [...row.querySelectorAll("td")].map((cell) => {
      const items = [...cell.querySelectorAll("li")];
      return items.length ? items.map((item) => item.textContent).join("\n") : (cell.textContent ?? "");
    }),
  })));
  if (expected.length < 101) expect(drawn.length, `${testId} rows`).toBe(expected.length);
  for (const { index, cells } of drawn.slice(0, ROWS_COMPARED)) {
    const row = expected[index];
    columns.forEach((column, position) => {
      if (skip.includes(column.key)) return;
      expect(squash(cells[position]), `${testId} ${index + 1}, ${column.header}`).toBe(squash(cellText(column, row, "\n")));
    });
  }
}

async function expectRiskSummary(page: Page, profile: CompanyProfile) {
  const items = riskItems(profile);
  const summary = page.getByTestId("risk-summary");
  await expect(summary.getByTestId("risk-item")).toHaveCount(items.length);
  const shown = await summary.getByTestId("risk-item").evaluateAll((elements) => elements.map((item) => ({
    // textContent, not innerText: the level is set in capitals by CSS only.
    flag: item.getAttribute("data-flag"), level: item.getAttribute("data-level"), text: [...item.querySelectorAll("a > span")].map((span) => span.textContent).join(" "),
  })));
  expect(shown.map(({ flag, level }) => ({ flag, level }))).toEqual(items.map((item) => ({ flag: item.id, level: item.severity })));
  shown.forEach(({ text }, index) => {
    const item = items[index];
    expect(squash(text)).toBe(squash(`${RISK_LEVEL_LABELS[item.severity]} ${item.title} ${item.detail}`));
  });
}

for (const kase of SAMPLE) {
  const crn = demoCompany(kase).number;

  test(`${kase} (${crn}): every tab shows what the BFF answers`, async ({ page }) => {
    const request = page.request;
    // The BFF's answers, asked for at once (the page's own lookups fill the same cache meanwhile).
    const [profileAnswer, officers, psc, detailedCharges, ccjs, property, documents] = await Promise.all([
      bff<CompanyProfile>(request, `/api/companies/${crn}`),
      bff<{ directorsData: Director[]; shareDetails: Parameters<typeof shareholdings>[0] }>(request, `/api/companies/${crn}/officers`),
      bff<{ items: Parameters<typeof pscRows>[0] }>(request, `/api/psc/${crn}`),
      bff<Parameters<typeof chargeRows>[1][number]>(request, `/api/charges/${crn}`),
      bff<{ items: Parameters<typeof ccjRows>[0] }>(request, `/api/ccj/${crn}`),
      bff<{ items: Parameters<typeof propertyRows>[0] }>(request, `/api/property-register/company-number/${crn}`),
      bff<{ items: Parameters<typeof filingRows>[0] }>(request, `/api/companies/${crn}/documents`),
    ]);
    const profile = profileAnswer as CompanyProfile;
    await page.goto(`/companies/${crn}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(profile.businessName ?? crn);

    // Overview: the risk summary (shown on every tab) and the latest year's key figures.
    await expect(page.locator("[aria-busy=true]")).toHaveCount(0, { timeout: 30_000 });
    await expectRiskSummary(page, profile);
    const years = accountYears(profile.statutoryAccounts ?? []);
    const figures = keyFigures(years);
    const keyFiguresList = page.getByTestId("key-figures");
    if (!figures) await expect(keyFiguresList).toHaveCount(0);
    else {
      const shown = await keyFiguresList.locator(":scope > div").evaluateAll((items) => items.map((item) => [...item.children].map((child) => (child as HTMLElement).innerText)));
      expect(shown.map((cells) => cells.map(squash))).toEqual(figures.figures.map(({ label, kind, value, change, changeNotMeaningful }) => [
        label, kind === "money" ? formatSterling(value) : formatInteger(value),
        changeNotMeaningful ? `n/m — ${changeNotMeaningful}` : change == null ? "no change figure" : `${formatChange(change)} on the year`,
      ]));
    }

    // Financials: each chart draws one mark per year that has the figure (a gap, never a zero, where it has not).
    if (years.length > 0) {
      const panel = await openTab(page, "Financials");
      const shownYears = selectYears(years, parseYearRange(null));
      const rows = financialChartRows(shownYears, ratioReadingRows(shownYears, profile.financialRatios ?? []));
      for (const chart of FINANCIAL_CHARTS) {
        const card = panel.locator(`section#chart-${chart.id}`);
        await expect(card.getByTestId("series-row")).toHaveCount(shownYears.length);
        for (const series of chart.series) {
          const values = rows.map((row) => row[series.key]).filter((value): value is number => typeof value === "number" && Number.isFinite(value));
          const marks = chart.kind === "bar"
            // A bar of zero has no height and is not drawn.
            ? card.locator(`.recharts-bar-rectangle path`)
            : card.locator(`svg circle[data-series="${series.key}"]`);
          const expected = chart.kind === "bar" ? values.filter((value) => value !== 0).length : values.length;
          await expect(marks, `${chart.id} ${series.key} marks`).toHaveCount(expected);
        }
      }
      // Accounts by year: each year's figures and its source filing, through the accounts column spec; the document
      // cell is a link whose address the row holds. The tab matches the sources in the filing history once it has
      // arrived (the profile's copy until then, or when the history has none), so the links are awaited first.
      const accounts = accountsRows(crn, shownYears, filingsOf(documents ?? profile.documents));
      const table = panel.getByRole("region", { name: "Each year's figures and the filing they come from" });
      await expect.poll(() => table.getByTestId("accounts-year").evaluateAll((rows) => rows.map((row) => row.querySelector("a")?.getAttribute("href") ?? null)))
        .toEqual(accounts.map((row) => row.source?.documentUrl ?? null));
      await expectTable(table, "accounts-year", ACCOUNTS_COLUMNS, accounts, ["document"]);
    }

    // Officers: the current ones by name (all of them when none is current).
    {
      const panel = await openTab(page, "Officers");
      const all = officerRows(officers?.directorsData ?? []);
      if (all.length === 0) await expect(panel.getByText("No officers recorded")).toBeVisible();
      else {
        const status = all.some((row) => row.current) ? "current" : "all";
        await expectTable(panel.getByRole("region", { name: "Officers" }), "officer-row", OFFICER_COLUMNS, sortOfficers(filterOfficers(all, status, ""), "name", "asc"));
      }
    }

    // PSC: one card per controller, current ones newest notified first.
    const controllers = pscRows(psc?.items ?? []);
    {
      const panel = await openTab(page, "PSC");
      if (controllers.length === 0) await expect(panel.getByText("No persons with significant control recorded")).toBeVisible();
      else {
        const status = controllers.some((row) => row.current) ? "current" : "all";
        const expected = sortPscs(filterPscs(controllers, status, "all"), "notified", "desc");
        const cards = panel.getByTestId("psc-item");
        await expect(cards).toHaveCount(expected.length);
        expect((await cards.locator("h2").allInnerTexts()).map(squash)).toEqual(expected.map((row) => squash(row.name)));
      }
    }

    // Shares & group: classes and holders with their percentages.
    {
      const panel = await openTab(page, "Shares & group");
      const records = officers?.shareDetails ?? [];
      if (records.length === 0) await expect(panel.getByText("No share details recorded")).toBeVisible();
      else {
        const { classes, holders } = shareholdings(records, companiesNumberedOnRecord(profile.groupStructures, crn, controllers));
        const classTable = panel.getByRole("region", { name: "Share classes" });
        const classCells = await classTable.locator("tbody tr").evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll("td")].map((cell) => cell.textContent ?? "")));
        expect(classCells.map((cells) => cells.map(squash))).toEqual(classes.map((row) => columnsFor(SHARE_CLASS_COLUMNS, "screen").map((column) => squash(cellText(column, row)))));
        await expectTable(panel.getByRole("region", { name: "Shareholders" }), "shareholder-row", SHAREHOLDER_COLUMNS, holders, ["holder"]);
        // The holder cell shows the name (a link when the record numbers the company), not the printed "name (number)".
        expect((await panel.getByTestId("shareholder-row").locator("td:first-child").allTextContents()).slice(0, ROWS_COMPARED).map(squash))
          .toEqual(holders.slice(0, ROWS_COMPARED).map((row) => squash(row.name)));
      }
    }

    // Charges: the counts line and every charge, by status.
    {
      const all = chargeRows(profile.mortgages, detailedCharges ? [detailedCharges] : []);
      const panel = await openTab(page, "Charges");
      if (all.length === 0) await expect(panel.getByText("No charges registered")).toBeVisible();
      else {
        // The counts from the sandbox's own profile: a part-satisfied charge is live debt, counted with the outstanding.
        const raw = await upstreamAnswer(request, `/companies/${crn}`);
        await expect(panel.getByTestId("charge-counts")).toHaveText(chargeCountsText(raw ?? {}));
        await expectTable(panel.getByRole("region", { name: "Charges" }), "charge-row", CHARGE_COLUMNS, sortCharges(all, "status", "asc"));
      }
    }

    // CCJs: outstanding first, the totals by standing (never one sum with set-aside judgments in it) and the table's total.
    {
      const items = ccjs?.items ?? [];
      const panel = await openTab(page, "CCJs");
      if (items.length === 0) await expect(panel.getByText("No county court judgments recorded")).toBeVisible();
      else {
        const raw = await upstreamAnswer<Record<string, unknown> | Record<string, unknown>[]>(request, `/ccj/${crn}`);
        const buckets = ccjBuckets(Array.isArray(raw) ? raw : raw ? [raw] : []);
        const part = (count: number, words: string, amount: number) => `${count} ${words} totalling ${formatSterling(amount)}`;
        await expect(panel.getByTestId("ccj-summary")).toHaveText([
          `${items.length} judgment${items.length === 1 ? "" : "s"}: ${part(buckets.outstanding.count, "outstanding (unsatisfied)", buckets.outstanding.amount)}`,
          ...(buckets.satisfied.count ? [part(buckets.satisfied.count, "satisfied", buckets.satisfied.amount)] : []),
          ...(buckets.setAside.count ? [part(buckets.setAside.count, "set aside", buckets.setAside.amount)] : []),
        ].join(" · "));
        const rows = sortCcjs(filterCcjs(ccjRows(items), ""), "standing", "asc");
        const table = panel.getByRole("region", { name: "County court judgments" });
        await expectTable(table, "ccj-row", CCJ_COLUMNS, rows);
        // The footer totals the Amount column, read as that column reads.
        const amount = CCJ_COLUMNS.find((column) => column.key === "amount")!;
        await expect(table.locator("tfoot td").first()).toHaveText(formatCell(amount.kind, rows.reduce((sum, row) => sum + (row.amount ?? 0), 0)));
        // That total takes in every judgment shown, set-aside ones too, and its label says so.
        await expect(table.locator("tfoot th").first()).toHaveText(buckets.setAside.count ? `Total, ${buckets.setAside.count} set aside included` : "Total");
      }
    }

    // Property: newest added first.
    {
      const all = propertyRows(property?.items ?? []);
      const panel = await openTab(page, "Property");
      if (all.length === 0) await expect(panel.getByText("No property titles recorded")).toBeVisible();
      else await expectTable(panel.getByRole("region", { name: "Property titles" }), "property-row", PROPERTY_COLUMNS, sortProperties(filterProperties(all, null, ""), "dateAdded", "desc"));
    }

    // Filings: the first page, newest first, each description in Companies House's words.
    {
      const all = filingRows(documents?.items ?? []);
      const panel = await openTab(page, "Filings");
      if (all.length === 0) await expect(panel.getByText("No filings recorded")).toBeVisible();
      else {
        const firstPage = sortFilings(filterFilings(all, null, ""), "date", "desc").slice(0, FILINGS_PAGE_SIZE);
        const table = panel.getByRole("region", { name: "Filing history" });
        await expectTable(table, "filing-row", FILING_COLUMNS, firstPage, ["description"]);
        const words = await table.getByTestId("filing-description").allInnerTexts();
        expect(words.map(squash)).toEqual(firstPage.map((row) => squash(wordingOf(row.item).parts.map((part) => part.text).join("")
          + (wordingOf(row.item).source === "code" && wordingOf(row.item).missing.length === 0 ? ` (code “${wordingOf(row.item).key}” is not in Companies House’s descriptions)` : ""))));
      }
    }
  });
}
