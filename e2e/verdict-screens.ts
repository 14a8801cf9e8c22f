// What the verdicts spec reads off the screens and the report, and the checks it makes of them: counts and sums are
// read as numbers from the words the analyst sees, so the spec compares figures rather than one wording (the screens
// say them in sentences), against ./verdict-truth.ts's reading of the upstream's answer.
import { expect, type Locator, type Page } from "./support/test";
import { debtYears, type CcjTruth, type ChargeTruth } from "./verdict-truth";
import { upstreamAnswer } from "./debt-truth";

export const squash = (value: string) => value.replace(/\s+/g, " ").trim();

/** Whole numbers written in the text (1,234 read as 1234), money and dates left out. */
export function countsIn(value: string): number[] {
  const withoutMoney = value.replace(/[−-]?£[\d,.]+(?:bn|m|k)?/g, " ").replace(/\b\d{1,2} [A-Z][a-z]+ \d{4}\b/g, " ").replace(/\b\d{4}-\d{2}-\d{2}\b/g, " ");
  return [...withoutMoney.matchAll(/\d+(?:,\d{3})*(?:\.\d+)?/g)].map((match) => Number(match[0].replace(/,/g, ""))).filter(Number.isInteger);
}

/** Sterling amounts in the text with the precision they are written to: "£58.3k" is 58,300 give or take 50. */
export function moneyIn(value: string): Array<{ amount: number; within: number }> {
  return [...value.matchAll(/([−-])?£([\d,]+(?:\.(\d+))?)(bn|m|k)?/g)].map((match) => {
    const unit = match[4] === "bn" ? 1e9 : match[4] === "m" ? 1e6 : match[4] === "k" ? 1e3 : 1;
    const decimals = match[3]?.length ?? 0;
    const amount = Number(match[2].replace(/,/g, "")) * unit * (match[1] ? -1 : 1);
    // Half the last written digit, and half a pound for whole pounds.
    return { amount, within: Math.max(0.5, (unit / 10 ** decimals) / 2) + 1e-6 };
  });
}

export const showsAmount = (value: string, expected: number) => moneyIn(value).some(({ amount, within }) => Math.abs(amount - expected) <= within);

export interface ShownRisk {
  flag: string | null;
  level: string | null;
  text: string;
}

/** The risk summary's items, each with everything it says (its title, detail and whatever it files under itself). */
export async function shownRisks(page: Page): Promise<ShownRisk[]> {
  const summary = page.getByTestId("risk-summary");
  await expect(summary).toBeVisible({ timeout: 30_000 });
  // innerText, not textContent: parts drawn as blocks stay apart ("11" over "5 partially satisfied" is not "115").
  return summary.getByTestId("risk-item").evaluateAll((items) => items.map((item) => ({
    flag: item.getAttribute("data-flag"), level: item.getAttribute("data-level"), text: (item as HTMLElement).innerText.replace(/\s+/g, " ").trim(),
  })));
}

/** The headline badge's band ("Low risk", "Moderate risk", "High risk"), or null when it shows none. */
export const BAND_WORDS = /\b(Low|Moderate|High) risk\b/;

export async function badgeText(page: Page): Promise<string> {
  const badge = page.getByTestId("header-assessment");
  await expect(badge).toBeVisible({ timeout: 30_000 });
  return squash(await badge.innerText());
}

/** A table's header cells and its body rows' cells (a row header counted as a cell), as text. */
export async function tableCells(table: Locator, rowSelector = "tbody tr"): Promise<{ headers: string[]; rows: string[][] }> {
  // Some tables arrive lazily, after their disclosure opens.
  await expect(table.locator("thead th").first()).toBeVisible();
  // textContent: header cells are set in capitals by CSS only.
  const headers = (await table.locator("thead th").allTextContents()).map(squash);
  const rows = await table.locator(rowSelector).evaluateAll((elements) => elements.map((row) =>
    [...row.querySelectorAll("th, td")].map((cell) => (cell as HTMLElement).innerText.replace(/\s+/g, " ").trim())));
  return { headers, rows };
}

/** Every (path, number) in a JSON value, e.g. ["ccjs.setAside.count", 2]: the spec finds a figure by what its path names. */
export function numbersByPath(value: unknown, path = ""): Array<[string, number]> {
  if (typeof value === "number") return [[path, value]];
  if (Array.isArray(value)) return [];
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, inner]) => numbersByPath(inner, path ? `${path}.${key}` : key));
  return [];
}

export type Json = Record<string, unknown>;
export type Report = { summary: { data: { risks: Array<{ id: string; title: string; detail: string }>; keyFigures: Json[] } }; charges: { data: Json }; ccjs: { data: Json }; assessment: { data: Json } };

export async function profileOf(page: Page, crn: string): Promise<Json> {
  const profile = await upstreamAnswer(page.request, `/companies/${crn}`);
  expect(profile, `the upstream's profile of ${crn}`).not.toBeNull();
  return profile as Json;
}

export async function reportOf(page: Page, crn: string): Promise<Report> {
  const response = await page.request.get(`/api/reports/${crn}?format=json`, { timeout: 120_000 });
  expect(response.status(), `report of ${crn}`).toBe(200);
  return (await response.json()) as Report;
}

/** The risk summary on the page and in the report's JSON are one list: same flags, same words. */
export function expectReportRisksMatch(report: Report, shown: ShownRisk[]) {
  const risks = report.summary.data.risks;
  expect(risks.map((risk) => risk.id), "report's risk flags against the risk summary's").toEqual(shown.map((risk) => risk.flag));
  risks.forEach((risk, index) => {
    expect(shown[index].text, `risk summary's ${risk.id} says what the report says`).toContain(squash(risk.title));
    expect(shown[index].text).toContain(squash(risk.detail));
  });
}

/**
 * The badge never contradicts the risk summary ("High risk" beside "Nothing to flag" is the contradiction): a band
 * of high risk has a high-level flag beside it, a moderate one at least a warning, and nothing to flag no such band.
 */
export function expectBadgeAgrees(badge: string, shown: ShownRisk[]) {
  const band = badge.match(BAND_WORDS)?.[1] ?? null;
  const levels = shown.map((risk) => risk.level);
  const message = `the badge (${badge}) against the risk summary's levels (${levels.join(", ") || "nothing to flag"})`;
  if (band === "High") expect(levels, message).toContain("high");
  if (band === "Moderate") expect(levels.some((level) => level === "high" || level === "medium"), message).toBe(true);
  if (shown.length === 0) expect(band === "High" || band === "Moderate", message).toBe(false);
}

/** Debt over time, the table under the chart: each year's live charges and unsatisfied judgments (count and £). */
export async function expectDebtYears(page: Page, charges: ChargeTruth, ccjs: CcjTruth) {
  const section = page.getByRole("region", { name: "Debt over time" });
  await section.getByText("Table of figures").click();
  const { headers, rows } = await tableCells(section.getByRole("table", { name: "Debt at each year end" }));
  const column = (test: (header: string) => boolean, what: string) => {
    const index = headers.findIndex(test);
    expect(index, `a column for ${what} in ${headers.join(" | ")}`).toBeGreaterThan(0);
    return index;
  };
  const chargeColumn = column((header) => /charge/i.test(header), "charges");
  const amountColumn = column((header) => /judgment/i.test(header) && /£|amount/i.test(header), "the judgments' amount");
  const ccjColumn = column((header) => /judgment/i.test(header) && !/£|amount/i.test(header), "judgments");
  // Of the live charges, those partially satisfied: a column of its own where the timeline gives one.
  const partColumn = headers.findIndex((header, index) => index !== chargeColumn && /partial/i.test(header));
  const read = (cell: string) => Number(cell.replace(/,/g, ""));
  const expected = debtYears(charges, ccjs);
  const shown = rows.map((cells, index) => {
    const want = expected[index];
    // The amount as written (whole pounds, or compact sterling), shown as the expected figure when it says that.
    const amount = cells[amountColumn];
    const wantAmount = want?.unsatisfiedCcjAmount ?? Number.NaN;
    const sameAmount = /£/.test(amount) ? showsAmount(amount, wantAmount) : read(amount) === Math.round(wantAmount);
    return {
      year: Number(cells[0]), liveCharges: read(cells[chargeColumn]),
      partSatisfiedCharges: partColumn > 0 ? read(cells[partColumn]) : want?.partSatisfiedCharges,
      unsatisfiedCcjs: read(cells[ccjColumn]), unsatisfiedCcjAmount: sameAmount ? Math.round(wantAmount) : amount,
    };
  });
  expect(shown, "debt at each year end").toEqual(expected.map((year) => ({ ...year, unsatisfiedCcjAmount: Math.round(year.unsatisfiedCcjAmount) })));
}

/** A count said in the words, or, for none, a cell that says no number at all ("None", "—"). */
export function expectCount(words: string, count: number, message: string) {
  const counts = countsIn(words);
  if (count === 0 && counts.length === 0) return;
  expect(counts, `${message}: ${words}`).toContain(count);
}
