// The Assessment tab's "Why it changed" on a demo company with years of accounts: the comparison with the previous
// accounts year names the years and the moves of working capital and tangible net worth, each amount read here from
// the sandbox's own answer (not from the dashboard's lib/); keyboard-free reading, axe clean, and whole at 375 px.
import { expectNoSeriousAxeViolations } from "./support/axe";
import { expect, test } from "./support/test";
import { upstreamAnswer } from "./debt-truth";
import { demoCompany } from "../sandbox/demo-companies";

test.describe.configure({ timeout: 240_000 });

const crn = demoCompany("ten-years-accounts").number;

type Year = Record<string, unknown>;
const num = (value: unknown) => Number(value ?? 0);
const pounds = (value: number) => `${value < 0 ? "−" : ""}£${Math.round(Math.abs(value)).toLocaleString("en-GB")}`;
const longDate = (day: string) => new Date(`${day.slice(0, 10)}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/** "Working capital fell £120,000 (£500,000 → £380,000)": the words the tab must say for a moved input. */
function moved(words: string, from: number, to: number): string {
  return `${words} ${to > from ? "rose" : "fell"} ${pounds(Math.abs(to - from))} (${pounds(from)} → ${pounds(to)})`;
}

test("Why it changed names the previous year's figures that moved, by the sandbox's own amounts", async ({ page }) => {
  const profile = await upstreamAnswer<{ statutoryAccounts: Year[] }>(page.request, `/companies/${crn}`);
  const [latest, previous] = [...profile!.statutoryAccounts].sort((a, b) => String(b.yearEndDate).localeCompare(String(a.yearEndDate)));
  const workingCapital = (year: Year) => num(year.totalCurrentAssets) - num(year.totalCurrentLiabilities);
  const tangibleNetWorth = (year: Year) => num(year.totalShareholdersEquity) - num(year.intangibleAssets);

  await page.goto(`/companies/${crn}/assessment`);
  const section = page.getByRole("region", { name: "Why it changed" });
  const block = section.getByTestId("changes-previous-year");
  await expect(block).toBeVisible({ timeout: 60_000 });
  await expect(block.getByRole("heading", { level: 3 })).toHaveText(`Since the previous accounts year (to ${longDate(String(previous!.yearEndDate))})`);
  await expect(block).toContainText(`The accounts to ${longDate(String(latest!.yearEndDate))} replace those to ${longDate(String(previous!.yearEndDate))}`);
  for (const [words, from, to] of [
    ["Working capital", workingCapital(previous!), workingCapital(latest!)],
    ["Tangible net worth", tangibleNetWorth(previous!), tangibleNetWorth(latest!)],
  ] as const) {
    if (from !== to) await expect(block.locator('[data-kind="input"]', { hasText: moved(words, from, to) })).toHaveCount(1);
  }
  await expect(block.getByRole("list", { name: "By how much" })).toContainText("Taffler z-score");

  await expectNoSeriousAxeViolations(page, "why it changed at 1440 px");
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(block).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await expectNoSeriousAxeViolations(page, "why it changed at 375 px");
});
