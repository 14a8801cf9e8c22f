// The headline verdicts against the upstream's own answer (issue 31): the header's badge says what its band rests on
// and agrees with the risk summary, dormant accounts are not scored, a change across a sign change is n/m with its
// reason on the Overview, the Financials tab, the report's JSON and workbook, a safe alert restating a flag is shown
// under it, and a chart leaves an implausible point out of its scale. Every expectation is computed here from the
// sandbox's raw answer (fetched with the upstream key), with the models and rules written out again, never by calling
// the dashboard's lib/.
import ExcelJS from "exceljs";
import { expect, test, type APIRequestContext, type Page } from "./support/test";
import { demoCompany } from "../sandbox/demo-companies";
import { reportSchema } from "../lib/report/model";
import type { CreditPolicy } from "../lib/policy/policy";
import { policyTruth } from "./policy-truth";
import { openTab } from "./support/tabs";

test.describe.configure({ timeout: 240_000 });

type Json = Record<string, unknown>;

async function upstreamProfile(request: APIRequestContext, crn: string): Promise<Json> {
  const response = await request.get(`${process.env.E2E_SANDBOX_URL}/companies/${crn}`, { headers: { "x-api-key": process.env.E2E_UPSTREAM_KEY ?? "" } });
  expect(response.ok(), `the sandbox answers for ${crn}`).toBe(true);
  return (await response.json()) as Json;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const [day, monthYear] = [
  (iso: unknown) => { const [y, m, d] = String(iso).slice(0, 10).split("-").map(Number); return `${d} ${MONTHS[m - 1]} ${y}`; },
  (iso: unknown) => { const [y, m] = String(iso).slice(0, 10).split("-").map(Number); return `${MONTHS[m - 1]} ${y}`; },
];
const num = (value: unknown): number | null => {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string" || value.trim() === "") return null;
  const parsed = Number(value.replace(/,/g, ""));
  return Number.isFinite(parsed) ? parsed : null;
};
const squash = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();

/** The statutory accounts, oldest first. */
function accounts(profile: Json): Json[] {
  return [...((profile.statutoryAccounts as Json[] | undefined) ?? [])].sort((a, b) => String(a.yearEndDate).localeCompare(String(b.yearEndDate)));
}

/** The percentage-change rule written out: n/m over a zero or negative base, or across a sign change. */
function changeText(current: number | null, previous: number | null): string {
  if (current == null || previous == null) return "—";
  if (previous > 0 && current < 0) return "n/m Changed sign: positive to negative";
  if (previous < 0 && current > 0) return "n/m Changed sign: negative to positive";
  if (previous < 0) return "n/m Previous year is negative";
  if (previous === 0) return "n/m Previous year is zero";
  const fraction = (current - previous) / previous;
  return `${fraction > 0 ? "+" : fraction < 0 ? "−" : ""}${Math.abs(fraction * 100).toFixed(1)}%`;
}

async function openCompany(page: Page, crn: string) {
  await page.goto(`/companies/${crn}`);
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0, { timeout: 30_000 });
}

async function shownFlags(page: Page): Promise<string[]> {
  const summary = page.getByTestId("risk-summary");
  await expect(summary).toBeVisible();
  return summary.getByTestId("risk-item").evaluateAll((items) => items.map((item) => item.getAttribute("data-flag") ?? ""));
}

const BAND_WORDS = { low: "Low risk", moderate: "Moderate risk", high: "High risk" } as const;

test("the badge names what its band rests on, and a high or moderate band is in the risk summary", async ({ page, request }) => {
  const policy = ((await (await page.request.get("/api/policy")).json()) as { policy: CreditPolicy }).policy;
  let checked = 0;
  let worsened = 0;
  // very-large-second: the models say low risk, its pre-tax loss makes the policy's band moderate.
  for (const kase of ["typical-active", "one-year-accounts", "ccj-satisfied", "charges-every-kind", "bare", "scottish", "negative-net-worth", "very-large-second"]) {
    const crn = demoCompany(kase).number;
    const profile = await upstreamProfile(request, crn);
    const latest = accounts(profile).at(-1);
    // Only companies whose latest year the models fit and can score (trading accounts of £10,000 or more).
    const truth = policyTruth(profile, policy);
    if (!latest || !truth) continue;
    // The models' band drives the score flags; the badge shows the policy's band (the models' made worse by overrides).
    const expected = truth.modelsBand;
    checked += 1;
    if (truth.band !== truth.modelsBand) worsened += 1;
    await openCompany(page, crn);
    const badge = page.getByTestId("header-assessment");
    await expect(badge).toContainText(BAND_WORDS[truth.band!]);
    await expect(page.getByTestId("header-assessment-basis")).toHaveText(`Based on Taffler z-score and Altman Z'' for accounts to ${day(latest.yearEndDate)}`);
    const flags = await shownFlags(page);
    expect(flags.includes("score-high"), `${crn}: a high band is a high flag`).toBe(expected === "high");
    expect(flags.includes("score-moderate"), `${crn}: a moderate band is a warning`).toBe(expected === "moderate");
    if (expected === "high") await expect(page.locator('[data-flag="score-high"]')).toHaveAttribute("data-level", "high");
    // Whatever makes the policy's band worse than the models' is itself in the risk summary, so the badge never
    // says more than the summary backs.
    const REDUCTION_FLAGS = { pretaxLoss: ["pretax-loss"], negativeTangibleNetWorth: ["negative-tangible-net-worth", "negative-net-worth"], unsatisfiedCcj: ["ccjs"] };
    for (const id of truth.reductions) {
      expect(flags.some((flag) => REDUCTION_FLAGS[id].includes(flag)), `${crn}: the risk summary names ${id}`).toBe(true);
    }
  }
  expect(checked, "enough scored companies to check").toBeGreaterThanOrEqual(4);
  expect(worsened, "a company whose overrides make the policy's band worse than the models'").toBeGreaterThanOrEqual(1);
});

test("dormant accounts are not scored: the badge says so, no score flag, no band in the report", async ({ page, request }) => {
  const crn = demoCompany("dormant").number;
  const latest = accounts(await upstreamProfile(request, crn)).at(-1);
  expect(String(latest?.accountType), "the case needs dormant latest accounts").toMatch(/dormant/i);
  await openCompany(page, crn);
  const basis = `Not scored: dormant accounts to ${day(latest?.yearEndDate)}`;
  await expect(page.getByTestId("header-assessment-basis")).toHaveText(basis);
  await expect(page.getByTestId("header-assessment")).not.toContainText(/(Low|Moderate|High) risk/);
  const flags = await shownFlags(page);
  expect(flags.filter((flag) => flag.startsWith("score-"))).toEqual([]);
  const report = reportSchema.parse(await (await request.get(`/api/reports/${crn}?format=json`, { timeout: 170_000 })).json());
  expect(report.assessment.data.overall).toBeNull();
  expect(report.assessment.data.basis).toBe(basis);
  expect(report.assessment.data.notScored).toBe("dormant accounts");
});

test("a profit that changed sign reads n/m with its reason on the Overview, the Financials tab, the report's JSON and workbook", async ({ page, request }) => {
  const crn = demoCompany("charges-every-kind").number;
  const years = accounts(await upstreamProfile(request, crn));
  const [previous, latest] = years.slice(-2);
  const [before, after] = [num(previous.profitBeforeTax), num(latest.profitBeforeTax)];
  expect(before != null && after != null && Math.sign(before) !== Math.sign(after), "the case needs a pre-tax profit that changed sign").toBe(true);
  const reason = changeText(after, before).replace(/^n\/m /, "");

  await openCompany(page, crn);
  const figures = page.getByTestId("key-figures");
  for (const [field, label] of [["turnover", "Turnover"], ["profitBeforeTax", "Pre-tax profit"]] as const) {
    const expected = changeText(num(latest[field]), num(previous[field]));
    const card = figures.locator(":scope > div").filter({ has: page.getByText(label, { exact: true }) });
    await expect(card.locator("dd").nth(1)).toHaveText(expected.startsWith("n/m") ? `n/m — ${expected.slice(4)}` : `${expected} on the year`);
  }

  // Financials: the latest row of the profit chart's table, each series' change by the same rule.
  await openTab(page, "Financials");
  const chart = page.locator("section#chart-profit");
  await chart.getByText("Table of figures").click();
  const last = chart.getByTestId("series-row").last();
  await expect(last.locator("th")).toHaveText(monthYear(latest.yearEndDate));
  const cells = (await last.locator("td").allInnerTexts()).map(squash);
  const series = ["turnover", "grossProfit", "operatingProfit", "profitBeforeTax"];
  expect(cells.filter((_, index) => index % 2 === 1)).toEqual(series.map((field) => changeText(num(latest[field]), num(previous[field]))));

  const report = reportSchema.parse(await (await request.get(`/api/reports/${crn}?format=json`, { timeout: 170_000 })).json());
  expect(report.summary.data.keyFigures.find((figure) => figure.field === "profitBeforeTax")).toMatchObject({ change: null, changeNotMeaningful: reason });

  const xlsx = await request.get(`/api/reports/${crn}?format=xlsx`, { timeout: 170_000 });
  expect(xlsx.ok()).toBe(true);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await xlsx.body()) as unknown as ArrayBuffer);
  const sheet = book.getWorksheet("Key figures");
  let profitRow: ExcelJS.Row | undefined;
  sheet?.eachRow((row) => { if (row.getCell(1).value === "Pre-tax profit") profitRow = row; });
  expect(profitRow?.getCell(5).value).toBe("n/m");
  expect(profitRow?.getCell(6).value).toBe(reason);
});

test("a safe alert restating a flag the record raises is shown under that flag, not as a second warning", async ({ page, request }) => {
  const crn = demoCompany("liquidation").number;
  const profile = await upstreamProfile(request, crn);
  const alerts = (profile.safealertsinformation as Json[] | undefined) ?? [];
  const latest = accounts(profile).at(-1);
  const netWorth = num(latest?.netWorth) ?? num(latest?.totalShareholdersEquity);
  // Which flag each alert restates, by its code, when the record itself raises that flag.
  const restates = (alert: Json) => {
    const code = String(alert.alertCode ?? "");
    if (code === "LIQ" && /liquidat/i.test(String(profile.companyStatus))) return "liquidation";
    if (code === "NNW" && netWorth != null && netWorth < 0) return "negative-net-worth";
    return null;
  };
  expect(alerts.length, "the case needs safe alerts").toBeGreaterThan(0);
  expect(alerts.every((alert) => restates(alert) !== null), "every alert of this case restates a flag").toBe(true);
  await openCompany(page, crn);
  const flags = await shownFlags(page);
  expect(flags).not.toContain("safe-alerts");
  for (const alert of alerts) {
    await expect(page.locator(`[data-flag="${restates(alert)}"]`)).toContainText(`${String(alert.alertCodeTitle)} (${day(alert.alertDate)})`);
  }
  // The Overview still lists every alert, each saying the flag it is counted under.
  await expect(page.locator("#safe-alerts").getByTestId("alert-restates")).toHaveCount(alerts.length);
});

test("a chart leaves an implausible point out of its scale, marks it and gives its value in the table", async ({ page, request }) => {
  const crn = demoCompany("dormant").number;
  const profile = await upstreamProfile(request, crn);
  // The upstream's own gearing (its base, equity, is positive in every year, so the dashboard shows it as given).
  const ratios = [...((profile.financialRatios as Json[] | undefined) ?? [])].sort((a, b) => String(a.yearEndDate).localeCompare(String(b.yearEndDate))).slice(-5);
  const gearing = ratios.map((ratio) => num(ratio.gearingPercentage) as number);
  // The rule written out: Q1 − 5 × spread to Q3 + 5 × spread, spread = max(IQR, half the median's size).
  const sorted = [...gearing].sort((a, b) => a - b);
  const quantile = (p: number) => { const at = (sorted.length - 1) * p; const lo = Math.floor(at); return sorted[lo] + (sorted[Math.ceil(at)] - sorted[lo]) * (at - lo); };
  const spread = Math.max(quantile(0.75) - quantile(0.25), 0.5 * Math.abs(quantile(0.5)));
  const outside = ratios.flatMap((ratio, index) => (gearing[index] > quantile(0.75) + 5 * spread || gearing[index] < quantile(0.25) - 5 * spread ? [{ label: monthYear(ratio.yearEndDate), value: gearing[index] }] : []));
  expect(outside.length, "the case needs one implausible gearing").toBe(1);

  await openCompany(page, crn);
  await openTab(page, "Financials");
  const chart = page.locator("section#chart-returns");
  await expect(chart.getByTestId("chart-outliers")).toContainText(`Gearing, ${outside[0].label}: ${outside[0].value.toFixed(1)}%`);
  await expect(chart.locator('svg circle[data-series="gearing"][data-outlier="above"]')).toHaveCount(1);
  await chart.getByText("Table of figures").click();
  const row = chart.getByTestId("series-row").filter({ has: page.locator("th", { hasText: outside[0].label }) });
  // The gearing cell (its change beside it); the same year's return on capital may be outside its own scale too.
  await expect(row.getByTestId("outside-scale").filter({ hasText: `${outside[0].value.toFixed(1)}%` })).toHaveCount(1);
});
