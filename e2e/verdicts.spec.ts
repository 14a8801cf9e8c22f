// One truth on every screen (issue 31): for companies with part-satisfied charges, set-aside judgments, dormant
// accounts, a profit that changed sign and a safe alert restating a flag, the risk summary, the tab, the debt
// timeline, the report's JSON and the watchlist give the same counts and totals, and those are what the upstream's
// own answer says (./verdict-truth.ts reads it without the dashboard's code).
import { expect, test } from "./support/test";
import { DEMO_COMPANIES, demoCompany } from "../sandbox/demo-companies";
import { ccjTruth, changeIsNotMeaningful, chargeTruth, debtYears, isDormant, latestAccounts, restatedFlag, safeAlerts } from "./verdict-truth";
import { upstreamAnswer } from "./debt-truth";
import { openTab } from "./support/tabs";
import {
  BAND_WORDS, badgeText, countsIn, expectBadgeAgrees, expectCount, expectDebtYears, expectReportRisksMatch, numbersByPath, profileOf,
  reportOf, showsAmount, shownRisks, squash, tableCells, type Json,
} from "./verdict-screens";

test.describe.configure({ timeout: 180_000 });

const crnOf = (kase: string) => demoCompany(kase).number;

test.describe("part-satisfied charges are live debt on every screen", () => {
  // Every kind of charge (16, a third part-satisfied); and charges all part-satisfied, none plainly outstanding.
  for (const kase of ["charges-every-kind", "ccj-every-status"]) {
    const crn = crnOf(kase);
    test(`${kase} (${crn})`, async ({ page }) => {
      const profile = await profileOf(page, crn);
      const charges = chargeTruth(profile);
      expect(charges.partSatisfied, "the case needs part-satisfied charges").toBeGreaterThan(0);
      // The profile's own counts say the same as its records (the screens may read either).
      expect([profile.outstandingCount, profile.partialSatisfiedCount, profile.satisfiedCount]).toEqual([charges.outstanding, charges.partSatisfied, charges.satisfied]);
      const ccjs = ccjTruth((profile.ccjDetails as Json[] | undefined) ?? []);

      await page.goto(`/companies/${crn}/charges`);
      const shown = await shownRisks(page);
      const flag = shown.find((risk) => risk.flag === "charges");
      expect(flag, "the risk summary flags the live charges").toBeDefined();
      expect(countsIn(flag?.text ?? ""), `the charges flag counts ${charges.live} live: ${flag?.text}`).toContain(charges.live);

      const panel = page.getByRole("tabpanel");
      const countsLine = squash(await panel.locator("p").filter({ hasText: /outstanding/i }).first().innerText());
      expect(countsIn(countsLine), `the Charges tab counts ${charges.live} live: ${countsLine}`).toContain(charges.live);
      expect(countsIn(countsLine), `and ${charges.partSatisfied} partially satisfied: ${countsLine}`).toContain(charges.partSatisfied);

      await expectDebtYears(page, charges, ccjs);
      const events = page.getByRole("region", { name: "Debt over time" }).getByTestId("debt-event");
      const kinds = await events.evaluateAll((rows) => rows.map((row) => (row.querySelectorAll("td")[1]?.textContent ?? "").trim()));
      expect(kinds.filter((kind) => /part/i.test(kind)).length, `part-satisfaction events among ${[...new Set(kinds)].join(", ")}`).toBe(charges.partSatisfactionEvents);
      expect(kinds.filter((kind) => /satisf/i.test(kind) && !/part/i.test(kind)).length, "satisfaction events").toBe(charges.satisfactionEvents);

      const report = await reportOf(page, crn);
      const data = report.charges.data;
      expect({ total: data.total, live: data.live, outstanding: data.outstanding, partiallySatisfied: data.partiallySatisfied, satisfied: data.satisfied }, "the report's charge counts")
        .toEqual({ total: charges.total, live: charges.live, outstanding: charges.outstanding, partiallySatisfied: charges.partSatisfied, satisfied: charges.satisfied });
      const timeline = (data.timeline as Array<{ year: string; liveCharges?: number; partSatisfiedCharges?: number }> | undefined) ?? [];
      expect(timeline.map((year) => [Number(year.year), year.liveCharges, year.partSatisfiedCharges]), "the report's debt timeline")
        .toEqual(debtYears(charges, ccjs).map((year) => [year.year, year.liveCharges, year.partSatisfiedCharges]));
      expectReportRisksMatch(report, shown);
      expectBadgeAgrees(await badgeText(page), shown);
    });
  }
});

test.describe("judgments are totalled as outstanding, satisfied and set aside", () => {
  // Two judgments in each status; and one set aside alone.
  for (const kase of ["ccj-every-status", "ccj-set-aside"]) {
    const crn = crnOf(kase);
    test(`${kase} (${crn})`, async ({ page }) => {
      const profile = await profileOf(page, crn);
      const items = (await upstreamAnswer<Json[]>(page.request, `/ccj/${crn}`)) ?? [];
      const ccjs = ccjTruth(items);
      expect(ccjs["set-aside"].count, "the case needs a set-aside judgment").toBeGreaterThan(0);
      // The risk summary and the timeline read the profile's copy: it holds the same judgments.
      expect(ccjTruth((profile.ccjDetails as Json[] | undefined) ?? []).all).toEqual(ccjs.all);
      const setAsideSaid = (words: string) => /set aside/i.test(words);

      await page.goto(`/companies/${crn}/ccjs`);
      const shown = await shownRisks(page);
      const flag = shown.find((risk) => risk.flag === (ccjs.outstanding.count > 0 ? "ccjs" : "ccjs-settled"));
      expect(flag, "the risk summary names the judgments").toBeDefined();
      const flagText = flag?.text ?? "";
      if (ccjs.outstanding.count > 0) {
        expect(countsIn(flagText), `the flag counts ${ccjs.outstanding.count} outstanding: ${flagText}`).toContain(ccjs.outstanding.count);
        expect(showsAmount(flagText, ccjs.outstanding.amount), `the flag sums the outstanding £${ccjs.outstanding.amount}: ${flagText}`).toBe(true);
      }
      if (showsAmount(flagText, ccjs.all.amount)) expect(setAsideSaid(flagText), `a total with set-aside judgments in it says so: ${flagText}`).toBe(true);

      const panel = page.getByRole("tabpanel");
      await expect(panel.getByTestId("ccj-row").first()).toBeVisible();
      const totalsLine = squash((await panel.locator("p").filter({ hasText: /£/ }).allInnerTexts()).join(" "));
      for (const state of ["outstanding", "satisfied", "set-aside"] as const) {
        const group = ccjs[state];
        if (group.count === 0) continue;
        expect(showsAmount(totalsLine, group.amount), `the CCJs tab totals ${state} judgments (£${group.amount}) apart: ${totalsLine}`).toBe(true);
        expect(countsIn(totalsLine), `and counts them (${group.count})`).toContain(group.count);
      }
      expect(setAsideSaid(totalsLine), `the CCJs tab names the set-aside ones: ${totalsLine}`).toBe(true);

      await openTab(page, "Charges");
      await expectDebtYears(page, chargeTruth(profile), ccjs);

      const report = await reportOf(page, crn);
      const figures = numbersByPath(report.ccjs.data);
      const find = (group: RegExp, measure: RegExp) => figures.filter(([path]) => group.test(path) && measure.test(path)).map(([, value]) => value);
      const groups: Record<string, RegExp> = { outstanding: /unsatisfied|outstanding/i, satisfied: /(^|[^n])satisfied/i, "set-aside": /set.?aside/i };
      for (const state of ["outstanding", "satisfied", "set-aside"] as const) {
        const label = `the report's ${state} judgments in ${JSON.stringify(figures)}`;
        expect(find(groups[state], /count/i), label).toContain(ccjs[state].count);
        expect(find(groups[state], /total|amount/i).some((value) => Math.abs(value - ccjs[state].amount) < 0.01), label).toBe(true);
      }
      expectReportRisksMatch(report, shown);
      expectBadgeAgrees(await badgeText(page), shown);
    });
  }
});

test("dormant accounts are not scored, and the badge and the risk summary agree", async ({ page }) => {
  const crn = crnOf("dormant");
  const profile = await profileOf(page, crn);
  expect(isDormant(profile), "the case needs dormant accounts").toBe(true);
  await page.goto(`/companies/${crn}`);
  const shown = await shownRisks(page);
  const badge = await badgeText(page);
  expect(badge, "the badge scores no band on dormant accounts").not.toMatch(BAND_WORDS);
  expect(badge, "and says why").toMatch(/not scored/i);
  expect(badge).toMatch(/dormant/i);
  expectBadgeAgrees(badge, shown);
  const report = await reportOf(page, crn);
  expect(report.assessment.data?.overall ?? null, "the report scores no band either").toBeNull();
  expect(JSON.stringify(report.assessment.data), "and says the accounts are dormant").toMatch(/dormant/i);
  expectReportRisksMatch(report, shown);
});

test("a profit that changed sign has its change shown as n/m with the reason", async ({ page }) => {
  test.slow();
  // The first demo companies whose pre-tax profit changed sign in their latest year, each way round.
  const cases: Array<{ crn: string; from: number; to: number }> = [];
  for (const demo of DEMO_COMPANIES) {
    const accounts = latestAccounts((await upstreamAnswer(page.request, `/companies/${demo.number}`)) ?? {});
    const [to, from] = [accounts?.latest.profitBeforeTax, accounts?.previous?.profitBeforeTax];
    if (typeof to !== "number" || typeof from !== "number" || Math.sign(to) === Math.sign(from) || !to || !from) continue;
    if (!cases.some((found) => Math.sign(found.to) === Math.sign(to))) cases.push({ crn: demo.number, from, to });
  }
  expect(cases.length, "demo companies whose profit turned to a loss and back").toBe(2);
  for (const { crn, from, to } of cases) {
    expect(changeIsNotMeaningful(to, from)).toBe(true);
    await page.goto(`/companies/${crn}`);
    const card = page.getByTestId("key-figures").locator(":scope > div").filter({ has: page.locator("dt", { hasText: /^Pre-tax profit$/ }) });
    const cardText = squash(await card.innerText());
    expect(cardText, `${crn}: pre-tax profit ${from} → ${to} on the Overview`).toMatch(/n\/m/);
    expect(cardText).toMatch(/sign/i);
    expect(cardText).not.toMatch(/%/);

    const panel = await openTab(page, "Financials");
    const chart = panel.locator("section#chart-profit");
    await chart.getByText("Table of figures").click();
    const { headers, rows } = await tableCells(chart.getByRole("table"));
    const series = headers.findIndex((header) => /^Pre-tax profit/.test(header));
    expect(series, `a Pre-tax profit column in ${headers.join(" | ")}`).toBeGreaterThan(0);
    // Each series has its value and its change; the row header comes first.
    const changeCell = rows.at(-1)?.[1 + (series - 1) * 2 + 1] ?? "";
    expect(changeCell, `${crn}: the latest year's change in the Financials table`).toMatch(/n\/m/);

    const report = await reportOf(page, crn);
    const figure = report.summary.data.keyFigures.find((item) => item.field === "profitBeforeTax");
    expect(figure?.change ?? null, `${crn}: the report gives no percentage`).toBeNull();
    expect(String(figure?.changeNotMeaningful ?? ""), "and the reason").toMatch(/sign/i);
  }
});

test.describe("a safe alert that restates a flag is shown under that flag, not as a second one", () => {
  for (const kase of ["negative-net-worth", "ccj-every-status", "dissolved"]) {
    const crn = crnOf(kase);
    test(`${kase} (${crn})`, async ({ page }) => {
      const profile = await profileOf(page, crn);
      const ccjs = ccjTruth((profile.ccjDetails as Json[] | undefined) ?? []);
      const alerts = safeAlerts(profile);
      const restating = alerts.map((alert) => ({ alert, flag: restatedFlag(alert, profile, ccjs) })).filter(({ flag }) => flag !== null);
      expect(restating.length, "the case needs an alert restating a flag").toBeGreaterThan(0);
      const standalone = alerts.length - restating.length;

      await page.goto(`/companies/${crn}`);
      const shown = await shownRisks(page);
      for (const { alert, flag } of restating) {
        const item = shown.find((risk) => risk.flag === flag);
        expect(item, `the ${flag} flag is raised`).toBeDefined();
        expect(item?.text, `the ${flag} flag files the "${alert.title}" safe alert under it`).toMatch(/safe alert/i);
      }
      const alertsFlag = shown.filter((risk) => risk.flag === "safe-alerts");
      expect(alertsFlag.length, "a separate safe-alerts flag only for alerts that restate nothing").toBe(standalone > 0 ? 1 : 0);
      if (standalone > 0) expect(countsIn(alertsFlag[0].text)).toContain(standalone);
      expect(new Set(shown.map((risk) => risk.flag)).size, "each flag once").toBe(shown.length);

      const report = await reportOf(page, crn);
      expectReportRisksMatch(report, shown);
      expectBadgeAgrees(await badgeText(page), shown);
    });
  }
});

test("the watchlist gives each company the counts, totals and band its page gives", async ({ page }) => {
  test.slow();
  const kases = ["charges-every-kind", "ccj-every-status", "ccj-set-aside", "dormant", "negative-net-worth"];
  const numbers = kases.map(crnOf);
  await page.goto("/watchlists");
  const origin = new URL(page.url()).origin;
  const created = await page.request.post("/api/watchlists", { data: { name: `Verdicts ${Date.now()}` }, headers: { origin } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const added = await page.request.post(`/api/watchlists/${id}/companies`, { data: { companyNumbers: numbers }, headers: { origin } });
  expect(added.ok()).toBe(true);
  expect((await page.request.post(`/api/watchlists/${id}/check`, { data: {}, headers: { origin } })).status()).toBe(202);

  const table = page.getByRole("table", { name: /Companies on Verdicts/ });
  await expect.poll(async () => {
    await page.goto(`/watchlists/${id}`);
    return (await table.getByTestId("portfolio-row").allTextContents()).filter((row) => !/Not yet/.test(row)).length;
  }, { timeout: 90_000, message: "every company checked" }).toBe(numbers.length);
  const { headers, rows } = await tableCells(table, "[data-testid=portfolio-row]");
  const column = (pattern: RegExp) => headers.findIndex((header) => pattern.test(header));

  for (const crn of numbers) {
    const cells = rows.find((row) => row.some((cell) => cell.includes(crn)));
    expect(cells, `${crn} on the watchlist`).toBeDefined();
    const cell = (pattern: RegExp, what: string) => {
      const index = column(pattern);
      expect(index, `a ${what} column among ${headers.join(" | ")}`).toBeGreaterThanOrEqual(0);
      return cells?.[index] ?? "";
    };
    const profile = await profileOf(page, crn);
    const charges = chargeTruth(profile);
    const ccjs = ccjTruth((await upstreamAnswer<Json[]>(page.request, `/ccj/${crn}`)) ?? []);

    await page.goto(`/companies/${crn}`);
    const badge = await badgeText(page);
    const bandCell = cell(/band|score/i, "score band");
    expect(bandCell.match(BAND_WORDS)?.[0] ?? null, `${crn}: the watchlist's band (${bandCell}) is the badge's (${badge})`).toBe(badge.match(BAND_WORDS)?.[0] ?? null);

    const chargesCell = cell(/charge/i, "charges");
    expectCount(chargesCell, charges.live, `${crn}: ${charges.live} live charges on the watchlist`);
    const ccjCell = cell(/judgment|ccj/i, "judgments");
    expectCount(ccjCell, ccjs.outstanding.count, `${crn}: ${ccjs.outstanding.count} outstanding judgments on the watchlist`);
    if (ccjs.outstanding.count > 0) expect(showsAmount(ccjCell, ccjs.outstanding.amount), `${crn}: and their total: ${ccjCell}`).toBe(true);
    if (showsAmount(ccjCell, ccjs.all.amount) && ccjs["set-aside"].count > 0) expect(ccjCell).toMatch(/set aside/i);
  }
});
