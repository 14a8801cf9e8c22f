// The header's register dates and decision in force, "None recorded" for what the service has no record of, property
// addresses with their postcode once, and the Financials tab's every line item and derived figures. Each expected
// value is worked out here from the sandbox's own answer (read with the upstream key, not through the dashboard),
// reading only the spec's fields, never by calling the dashboard's derivations.
import { expect, test, type Page } from "./support/test";
import { upstreamAnswer } from "./debt-truth";
import { demoCompany } from "../sandbox/demo-companies";
import { companyHref } from "../components/company/company-tabs";
import { STATUTORY_ACCOUNTS_NUMBER_FIELDS } from "../lib/upstream/schemas/accounts";
import { formatDate } from "../lib/format/dates";

test.describe.configure({ timeout: 120_000 });

type Json = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "");
/** A figure as the spec types it, or null where the answer leaves it out (a sparse answer sends numbers as text). */
const figure = (value: unknown): number | null => {
  if (value === null || value === undefined || value === "") return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};
const isoDay = (value: unknown): string | null => /^\d{4}-\d{2}-\d{2}/.exec(text(value))?.[0] ?? null;
const todayUtc = () => new Date().toISOString().slice(0, 10);
const squash = (value: string) => value.replace(/\s+/g, " ").trim();
const pounds = (value: number) => `${value < 0 ? "−" : ""}£${Math.round(Math.abs(value)).toLocaleString("en-GB")}`;
const fixed = (value: number, digits: number) => `${value < 0 ? "−" : ""}${Math.abs(value).toFixed(digits)}`;

async function profileOf(page: Page, crn: string): Promise<Json> {
  const profile = await upstreamAnswer<Json>(page.request, `/companies/${crn}`);
  expect(profile, `the sandbox's profile of ${crn}`).not.toBeNull();
  return profile as Json;
}

/** What a due date shows: the day, then "overdue" once a day later than it has begun, unless the company is dissolved. */
function dueText(date: unknown, dissolved: boolean): string {
  const day = text(date);
  const overdue = !dissolved && isoDay(day) !== null && (isoDay(day) as string) < todayUtc();
  return `${formatDate(day || null)}${overdue ? " overdue" : ""}`;
}

const HEADER_CASES = ["typical-active", "dissolved", "negative-net-worth", "no-accounts", "limited-partnership", "dormant"] as const;

for (const kase of HEADER_CASES) {
  const crn = demoCompany(kase).number;
  test(`${kase} (${crn}): the header gives the register's dates, overdue where past`, async ({ page }) => {
    const profile = await profileOf(page, crn);
    const dissolved = /dissolv/i.test(text(profile.companyStatus));
    await page.goto(companyHref(crn));
    const header = page.locator("header").filter({ has: page.getByRole("heading", { level: 1 }) });
    const madeUpTo = text(profile.accountsMadeUpDate) || text(profile.latestDateOfAccounts);
    await expect(header.getByTestId("accounts-made-up-to")).toHaveText(madeUpTo ? formatDate(madeUpTo) : "None filed");
    await expect(header.getByTestId("accounts-due")).toHaveText(dueText(profile.accountsDueDate, dissolved));
    await expect(header.getByTestId("confirmation-made-up-to")).toHaveText(formatDate(text(profile.latestAnnualReturnDate) || null));
    await expect(header.getByTestId("confirmation-due")).toHaveText(dueText(profile.nextAnnualReturnDate, dissolved));
    if (dissolved) {
      const events = ((profile.companyEvents as Json[] | undefined) ?? [])
        .filter((event) => text(event.statusCode).toUpperCase() === "DIS" || /dissolv/i.test(text(event.statusCodeDesc)))
        .map((event) => text(event.statusFiledDate) || text(event.registeredDate))
        .filter(Boolean)
        .sort()
        .reverse();
      expect(events.length, "the dissolved demo company has a dissolution event").toBeGreaterThan(0);
      await expect(header.getByTestId("dissolved-on")).toHaveText(formatDate(events[0]));
    } else {
      await expect(header.getByTestId("dissolved-on")).toHaveCount(0);
    }
  });
}

/** Generated companies whose deadlines have passed (the demo companies' all lie ahead); the first still so is used. */
const OVERDUE_CANDIDATES = [process.env.E2E_OVERDUE_COMPANY, "01008147", "01000345", "01000523", "01000703"].filter((crn): crn is string => Boolean(crn));

test("a deadline that has passed says overdue, and the risk summary's accounts flag agrees with the header", async ({ page }) => {
  let found: { crn: string; profile: Json } | null = null;
  for (const crn of OVERDUE_CANDIDATES) {
    const profile = await upstreamAnswer<Json>(page.request, `/companies/${crn}`);
    if (!profile || /dissolv/i.test(text(profile.companyStatus))) continue;
    const past = [profile.accountsDueDate, profile.nextAnnualReturnDate].some((date) => (isoDay(date) ?? "9999") < todayUtc());
    if (past) { found = { crn, profile }; break; }
  }
  expect(found, `none of ${OVERDUE_CANDIDATES.join(", ")} has a deadline before today: set E2E_OVERDUE_COMPANY`).not.toBeNull();
  const { crn, profile } = found as { crn: string; profile: Json };
  await page.goto(companyHref(crn));
  await expect(page.getByTestId("accounts-due")).toHaveText(dueText(profile.accountsDueDate, false));
  await expect(page.getByTestId("confirmation-due")).toHaveText(dueText(profile.nextAnnualReturnDate, false));
  const accountsOverdue = (isoDay(profile.accountsDueDate) ?? "9999") < todayUtc();
  await expect(page.getByTestId("risk-summary").locator('[data-flag="accounts-overdue"]')).toHaveCount(accountsOverdue ? 1 : 0);
});

test("the header shows the team's decision in force, the latest recorded", async ({ page }) => {
  const crn = demoCompany("one-year-accounts").number;
  await page.goto(companyHref(crn));
  const origin = new URL(page.url()).origin;
  const review = new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10);
  const limit = 10_000 + (Date.now() % 89_000);
  const posted = await page.request.post(`/api/companies/${crn}/decisions`, {
    // With a reason in case the limit is above the policy's suggestion (then an override, marked in the header).
    headers: { origin }, data: { outcome: "approve", conditions: null, limitGranted: limit, reviewDate: review, rationale: "Header check", overrideReason: "Parent guarantee" },
  });
  expect(posted.status()).toBe(201);
  const { override } = (await posted.json()) as { override: boolean };
  await page.reload();
  const shown = page.getByTestId("decision-in-force");
  await expect(shown).toContainText(`Approve, limit ${pounds(limit)}`);
  if (override) await expect(shown).toContainText("policy override");
  else await expect(shown).not.toContainText("policy override");
  await expect(shown).toContainText(`review by ${formatDate(review)}`);
  await expect(shown.getByRole("link")).toHaveAttribute("href", `${companyHref(crn, "assessment")}#decision`);
});

test("a sub-resource the service has no record of reads \"None recorded\", with no error and no Retry", async ({ page }) => {
  // The limited partnership has no officers: the service answers its officers lookup 404.
  const partnership = demoCompany("limited-partnership").number;
  expect(await upstreamAnswer(page.request, `/companies/${partnership}/officers`)).toBeNull();
  await page.goto(companyHref(partnership, "officers"));
  const officers = page.getByRole("tabpanel");
  // The one state component's neutral "nothing here" (a status, not an alert), with the service's words under it.
  await expect(officers.getByRole("status").filter({ hasText: /^None recorded/ })).toBeVisible({ timeout: 30_000 });
  await expect(officers.getByRole("button", { name: "Retry" })).toHaveCount(0);
  await expect(officers.getByRole("alert")).toHaveCount(0);

  // The bare company has no trading address: the Overview says so where the addresses would be.
  const bare = demoCompany("bare").number;
  expect(await upstreamAnswer(page.request, `/companies/${bare}/trading-address`)).toBeNull();
  await page.goto(companyHref(bare));
  const overview = page.getByRole("tabpanel");
  await expect(overview.getByRole("status").filter({ hasText: /^None recorded/ })).toBeVisible({ timeout: 30_000 });
  await expect(overview.getByRole("button", { name: "Retry" })).toHaveCount(0);
  await expect(overview.getByRole("alert")).toHaveCount(0);
});

test("property addresses print the postcode once", async ({ page }) => {
  const crn = demoCompany("property").number;
  const answer = await upstreamAnswer<Json | Json[]>(page.request, `/property-register/company-number/${crn}`);
  const titles = Array.isArray(answer) ? answer : answer ? [answer] : [];
  expect(titles.length).toBeGreaterThan(0);
  await page.goto(companyHref(crn, "property"));
  for (const title of titles) {
    const postcode = text(title.postcode);
    const row = page.getByTestId("property-row").filter({ hasText: text(title.titleNumber) });
    await expect(row).toHaveCount(1);
    const shown = squash((await row.textContent()) ?? "");
    if (postcode) expect(shown.split(postcode).length - 1, `${text(title.titleNumber)}: ${shown}`).toBe(1);
  }
});

/** The derived figures worked from one year's accounts, as the tab writes them ("n/m" where not meaningful). */
function derivedTexts(year: Json): Record<string, string> {
  const get = (field: string) => figure(year[field]);
  const worth = get("netWorth") ?? get("totalShareholdersEquity");
  const intangibles = get("intangibleAssets");
  const operating = get("operatingProfit");
  const depreciation = get("depreciation");
  const given = get("EBITDA");
  // The service's EBITDA where given; else operating profit + depreciation, said under the figure.
  const ebitda = given != null ? pounds(given) : operating != null && depreciation != null ? `${pounds(operating + depreciation)}operating profit + depreciation` : "n/m";
  const interest = get("interestExpense");
  const [assets, stock, liabilities] = [get("totalCurrentAssets"), get("stock"), get("totalCurrentLiabilities")];
  return {
    tangibleNetWorth: worth != null && intangibles != null ? pounds(worth - intangibles) : "n/m",
    ebitda,
    interestCover: operating != null && interest != null && interest > 0 ? `${fixed(operating / interest, 1)}×` : "n/m",
    quickRatio: assets != null && stock != null && liabilities != null && liabilities > 0 ? fixed((assets - stock) / liabilities, 2) : "n/m",
  };
}

for (const kase of ["typical-active", "negative-net-worth"] as const) {
  const crn = demoCompany(kase).number;
  test(`${kase} (${crn}): the Financials tab shows every line item by year and the derived figures`, async ({ page }) => {
    const profile = await profileOf(page, crn);
    const byYearEnd = new Map<string, Json>();
    for (const year of (profile.statutoryAccounts as Json[] | undefined) ?? []) {
      const day = isoDay(year.yearEndDate);
      if (day) byYearEnd.set(day, year);
    }
    const years = [...byYearEnd.entries()].sort(([a], [b]) => (a < b ? 1 : -1));
    expect(years.length).toBeGreaterThan(0);

    await page.goto(companyHref(crn, "financials"));
    const table = page.getByTestId("line-items");
    await expect(table).toBeVisible({ timeout: 30_000 });
    expect((await table.locator("thead th[data-year]").allTextContents()).map(squash)).toEqual(years.map(([day]) => formatDate(day)));

    // One row per field of the spec's statutory accounts record, each year's figure in full pounds or a dash.
    await expect(table.getByTestId("line-item")).toHaveCount(STATUTORY_ACCOUNTS_NUMBER_FIELDS.length);
    const rows = await table.getByTestId("line-item").evaluateAll((elements) => elements.map((row) => ({
      field: row.getAttribute("data-field") ?? "",
      cells: [...row.querySelectorAll("td")].map((cell) => cell.textContent ?? ""),
    })));
    expect(rows.map((row) => row.field).sort()).toEqual([...STATUTORY_ACCOUNTS_NUMBER_FIELDS].sort());
    for (const { field, cells } of rows) {
      const expected = years.map(([, year]) => {
        const value = figure(year[field]);
        if (value == null) return "—";
        return field === "numberOfEmployees" ? Math.round(value).toLocaleString("en-GB") : pounds(value);
      });
      expect(cells.map(squash), field).toEqual(expected);
    }
    // The groups, in the order a reader of accounts expects.
    expect(await table.locator("tbody").evaluateAll((groups) => groups.map((group) => group.getAttribute("data-group"))))
      .toEqual(["profit-and-loss", "balance-sheet", "cash-flow", "derived"]);

    const derived = await table.getByTestId("derived-figure").evaluateAll((elements) => elements.map((row) => ({
      key: row.getAttribute("data-key") ?? "",
      cells: [...row.querySelectorAll("td")].map((cell) => cell.textContent ?? ""),
    })));
    expect(derived.map((row) => row.key)).toEqual(["tangibleNetWorth", "ebitda", "interestCover", "quickRatio"]);
    for (const { key, cells } of derived) {
      const expected = years.map(([, year]) => derivedTexts(year)[key]);
      cells.forEach((cell, index) => {
        const want = expected[index];
        // An n/m cell carries its reason after "n/m".
        if (want === "n/m") expect(squash(cell), `${key} ${years[index][0]}`).toMatch(/^n\/m\S/);
        else expect(squash(cell), `${key} ${years[index][0]}`).toBe(want);
      });
    }

    // At 375 px the years scroll inside the table's own region, never the page.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(table).toBeVisible();
    // Polled: the charts above take a moment to draw again at the new width.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(1);
  });
}
