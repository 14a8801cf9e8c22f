// What each company tab shows, compared with the sandbox's own answers for a sample of companies (a large one, a
// sparse one and cases with judgments and property): the expected rows are worked out in the test from the raw
// upstream JSON (./tab-truth.ts, plain arithmetic, never the dashboard's lib/), and every drawn cell's text must
// match, as must the totals, the counts and the risk summary's debt flags. The charts are checked by counting the
// marks they draw.
import { expect, test, type Locator, type Page } from "./support/test";
import { demoCompany } from "../sandbox/demo-companies";
import { ccjBuckets, chargeCountsText, upstreamAnswer } from "./debt-truth";
import { openTab } from "./support/tabs";
import {
  ACCOUNT_CHARTS, accountsTruth, ccjsTruth, chargesTruth, controllerNames, filingsTruth, keyFiguresTruth, numberOf, officersTruth,
  propertyTruth, RISK_LEVEL_WORDS, riskTruth, sharesTruth, shortPounds, yearsOf, type TableTruth,
} from "./tab-truth";

test.describe.configure({ timeout: 120_000 });

// A large company, a sparse one, judgments in every status, property titles and the typical case (PSCs, shares).
const SAMPLE = ["very-large", "typical-active", "bare", "ccj-every-status", "property", "charges-every-kind"] as const;

/** Drawn rows are compared up to this many: a windowed table draws only a screenful anyway. */
const ROWS_COMPARED = 40;

type Json = Record<string, unknown>;

const squash = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * Every drawn row of a DataTable against the rows worked out from the upstream, cell by cell (the first `truth`
 * columns; `skip` names headers not compared). A row's data-index says which row it is, so windowed tables (which
 * draw only some rows) compare alike.
 */
async function expectTable(table: Locator, testId: string, truth: TableTruth, skip: readonly string[] = []) {
  const headers = (await table.locator("thead th").allInnerTexts()).map((text) => squash(text.replace(/[▲▼↕]/g, "")).toLowerCase());
  expect(headers).toEqual(truth.headers.map((header) => header.toLowerCase()));
  const rows = table.getByTestId(testId);
  if (truth.rows.length === 0) {
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
  if (truth.rows.length < 101) expect(drawn.length, `${testId} rows`).toBe(truth.rows.length);
  for (const { index, cells } of drawn.slice(0, ROWS_COMPARED)) {
    truth.rows[index].forEach((expected, position) => {
      if (skip.includes(truth.headers[position])) return;
      expect(squash(cells[position]), `${testId} ${index + 1}, ${truth.headers[position]}`).toBe(squash(expected));
    });
  }
}

/** The debt and loss flags raised exactly when the upstream's figures say so, saying its counts; every level in words. */
async function expectRiskSummary(page: Page, profile: Json, years: ReturnType<typeof yearsOf>) {
  const summary = page.getByTestId("risk-summary");
  await expect(summary).toBeVisible();
  for (const [flag, words] of Object.entries(riskTruth(profile, years))) {
    const item = summary.locator(`[data-flag="${flag}"]`);
    await expect(item, `the ${flag} flag`).toHaveCount(words === null ? 0 : 1);
    for (const part of words ?? []) await expect(item, flag).toContainText(part);
  }
  const shown = await summary.getByTestId("risk-item").evaluateAll((elements) => elements.map((item) => ({
    // textContent, not innerText: the level is set in capitals by CSS only.
    flag: item.getAttribute("data-flag") ?? "", level: item.getAttribute("data-level") ?? "",
    text: [...item.querySelectorAll("a > span")].map((span) => span.textContent).join(" "),
  })));
  const levels = Object.keys(RISK_LEVEL_WORDS);
  expect(shown.map(({ level }) => levels.indexOf(level)), "levels, highest first").toEqual(shown.map(({ level }) => levels.indexOf(level)).sort((a, b) => a - b));
  for (const { flag, level, text } of shown) expect(squash(text), flag).toMatch(new RegExp(`^${RISK_LEVEL_WORDS[level as keyof typeof RISK_LEVEL_WORDS]} \\S`));
}

for (const kase of SAMPLE) {
  const crn = demoCompany(kase).number;

  test(`${kase} (${crn}): every tab shows what the upstream answers`, async ({ page }) => {
    const request = page.request;
    // The sandbox's own answers, asked for at once with the upstream key (not through the dashboard).
    const [profileAnswer, officers, psc, latestCharge, ccjs, property, documents] = await Promise.all([
      upstreamAnswer<Json>(request, `/companies/${crn}`),
      upstreamAnswer<Json>(request, `/companies/${crn}/officers`),
      upstreamAnswer<unknown>(request, `/psc/${crn}`),
      upstreamAnswer<Json>(request, `/charges/${crn}`),
      upstreamAnswer<unknown>(request, `/ccj/${crn}`),
      upstreamAnswer<unknown>(request, `/property-register/company-number/${crn}`),
      upstreamAnswer<Json>(request, `/companies/${crn}/documents`),
    ]);
    const profile = profileAnswer ?? {};
    await page.goto(`/companies/${crn}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(String(profile.businessName ?? crn));

    // Overview: the risk summary (shown on every tab) and the latest year's key figures.
    await expect(page.locator("[aria-busy=true]")).toHaveCount(0, { timeout: 30_000 });
    const years = yearsOf(profile);
    await expectRiskSummary(page, profile, years);
    const figures = keyFiguresTruth(years);
    const keyFiguresList = page.getByTestId("key-figures");
    if (!figures) await expect(keyFiguresList).toHaveCount(0);
    else {
      const shown = await keyFiguresList.locator(":scope > div").evaluateAll((items) => items.map((item) => [...item.children].map((child) => (child as HTMLElement).innerText)));
      expect(shown.map((cells) => cells.map(squash))).toEqual(figures);
    }

    // Financials: each chart draws one mark per year that has the figure (a gap, never a zero, where it has not).
    if (years.length > 0) {
      const panel = await openTab(page, "Financials");
      for (const id of ["liquidity", "returns", "days"]) await expect(panel.locator(`section#chart-${id}`).getByTestId("series-row")).toHaveCount(years.length);
      for (const chart of ACCOUNT_CHARTS) {
        const card = panel.locator(`section#chart-${chart.id}`);
        await expect(card.getByTestId("series-row")).toHaveCount(years.length);
        for (const series of chart.series) {
          const values = years.map((year) => numberOf(year.accounts[series])).filter((value) => value !== null);
          const marks = chart.kind === "bar"
            // A bar of zero has no height and is not drawn.
            ? card.locator(".recharts-bar-rectangle path")
            : card.locator(`svg circle[data-series="${series}"]`);
          await expect(marks, `${chart.id} ${series} marks`).toHaveCount(chart.kind === "bar" ? values.filter((value) => value !== 0).length : values.length);
        }
      }
      // Accounts by year: each year's figures and its source filing; the document cell is a link to the filing's
      // document. The tab matches the sources in the filing history once it has arrived (the profile's copy until
      // then), so the links are awaited first.
      const accounts = accountsTruth(crn, years, documents ?? (profile.documents as Json | undefined) ?? null);
      const table = panel.getByRole("region", { name: "Each year's figures and the filing they come from" });
      await expect.poll(() => table.getByTestId("accounts-year").evaluateAll((rows) => rows.map((row) => row.querySelector("a")?.getAttribute("href") ?? null)))
        .toEqual(accounts.links);
      await expectTable(table, "accounts-year", accounts, ["Filed document"]);
    }

    // Officers: the current ones by name (all of them when none is current).
    {
      const panel = await openTab(page, "Officers");
      const truth = officersTruth(officers);
      if (truth.rows.length === 0) await expect(panel.getByText("No officers recorded")).toBeVisible();
      else await expectTable(panel.getByRole("region", { name: "Officers" }), "officer-row", truth);
    }

    // PSC: one card per controller, current ones newest notified first.
    {
      const panel = await openTab(page, "PSC");
      const names = controllerNames(psc);
      if (names.length === 0) await expect(panel.getByText("No persons with significant control recorded")).toBeVisible();
      else {
        const cards = panel.getByTestId("psc-item");
        await expect(cards).toHaveCount(names.length);
        expect((await cards.locator("h2").allInnerTexts()).map(squash)).toEqual(names.map(squash));
      }
    }

    // Shares & group: classes and holders with their percentages.
    {
      const panel = await openTab(page, "Shares & group");
      const records = (officers?.shareDetails as unknown[] | undefined) ?? [];
      if (records.length === 0) await expect(panel.getByText("No share details recorded")).toBeVisible();
      else {
        const { classes, holders, holderNames } = sharesTruth(records);
        const classTable = panel.getByRole("region", { name: "Share classes" });
        const classCells = await classTable.locator("tbody tr").evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll("td")].map((cell) => cell.textContent ?? "")));
        expect(classCells.map((cells) => cells.map(squash))).toEqual(classes.rows);
        await expectTable(panel.getByRole("region", { name: "Shareholders" }), "shareholder-row", holders, ["Holder"]);
        // The holder cell shows the name (a link when the record numbers the company), never "name (number)".
        expect((await panel.getByTestId("shareholder-row").locator("td:first-child").allTextContents()).slice(0, ROWS_COMPARED).map(squash))
          .toEqual(holderNames.slice(0, ROWS_COMPARED).map(squash));
      }
    }

    // Charges: the counts line and every charge, by status.
    {
      const truth = chargesTruth(profile, latestCharge);
      const panel = await openTab(page, "Charges");
      if (truth.rows.length === 0) await expect(panel.getByText("No charges registered")).toBeVisible();
      else {
        // A part-satisfied charge is live debt, counted with the outstanding.
        await expect(panel.getByTestId("charge-counts")).toHaveText(chargeCountsText(profile));
        await expectTable(panel.getByRole("region", { name: "Charges" }), "charge-row", truth);
      }
    }

    // CCJs: outstanding first, the totals by standing (never one sum with set-aside judgments in it) and the table's total.
    {
      const truth = ccjsTruth(ccjs);
      const panel = await openTab(page, "CCJs");
      if (truth.rows.length === 0) await expect(panel.getByText("No county court judgments recorded")).toBeVisible();
      else {
        const buckets = ccjBuckets(Array.isArray(ccjs) ? (ccjs as Json[]) : [ccjs as Json]);
        const part = (count: number, words: string, amount: number) => `${count} ${words} totalling ${shortPounds(amount)}`;
        await expect(panel.getByTestId("ccj-summary")).toHaveText([
          `${truth.rows.length} judgment${truth.rows.length === 1 ? "" : "s"}: ${part(buckets.outstanding.count, "outstanding (unsatisfied)", buckets.outstanding.amount)}`,
          ...(buckets.satisfied.count ? [part(buckets.satisfied.count, "satisfied", buckets.satisfied.amount)] : []),
          ...(buckets.setAside.count ? [part(buckets.setAside.count, "set aside", buckets.setAside.amount)] : []),
        ].join(" · "));
        const table = panel.getByRole("region", { name: "County court judgments" });
        await expectTable(table, "ccj-row", truth);
        // The footer totals the Amount column, set-aside judgments too, and its label says so.
        await expect(table.locator("tfoot td").first()).toHaveText(truth.total);
        await expect(table.locator("tfoot th").first()).toHaveText(truth.setAside ? `Total, ${truth.setAside} set aside included` : "Total");
      }
    }

    // Property: newest added first.
    {
      const truth = propertyTruth(property);
      const panel = await openTab(page, "Property");
      if (truth.rows.length === 0) await expect(panel.getByText("No property titles recorded")).toBeVisible();
      else await expectTable(panel.getByRole("region", { name: "Property titles" }), "property-row", truth);
    }

    // Filings: the first page, newest first, each description in Companies House's words.
    {
      const truth = filingsTruth(documents);
      const panel = await openTab(page, "Filings");
      if (truth.rows.length === 0) await expect(panel.getByText("No filings recorded")).toBeVisible();
      else {
        const table = panel.getByRole("region", { name: "Filing history" });
        await expectTable(table, "filing-row", truth, ["Description"]);
        const words = await table.getByTestId("filing-description").allInnerTexts();
        expect(words.map(squash)).toEqual(truth.words.map(squash));
      }
    }
  });
}
