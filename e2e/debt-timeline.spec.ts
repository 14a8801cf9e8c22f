// The Charges tab's debt timeline: a company with charges of every kind shows them on one axis and lists each
// dated event; a partially satisfied charge stays live, its partial satisfaction an event of its own.
import { expect, test } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { demoCompany } from "../sandbox/demo-companies";
import { liveChargesToday, partSatisfactionDays, upstreamAnswer } from "./debt-truth";

test("charges of every kind appear on the debt timeline with their events", async ({ page }) => {
  await page.goto(`/companies/${demoCompany("charges-every-kind").number}/charges`);
  const section = page.getByRole("region", { name: "Debt over time" });
  await expect(section.getByTestId("debt-event").filter({ hasText: "Charge created" }).first()).toBeVisible();
  await expect(section.getByTestId("debt-event").filter({ hasText: "Charge satisfied" }).first()).toBeVisible();
  await section.getByText("Table of figures").click();
  await expect(section.getByRole("table", { name: "Debt at each year end" })).toBeVisible();
  await expectNoSeriousAxeViolations(page, "axe on the Charges tab with the debt timeline");
});

test("a partially satisfied charge is an event of its own and stays live at the year end", async ({ page }) => {
  const crn = demoCompany("charges-every-kind").number;
  const profile = await upstreamAnswer(page.request, `/companies/${crn}`);
  const days = partSatisfactionDays(profile ?? {});
  expect(days.length, "the demo company has dated part-satisfied charges").toBeGreaterThan(0);
  await page.goto(`/companies/${crn}/charges`);
  const section = page.getByRole("region", { name: "Debt over time" });
  const events = section.getByTestId("debt-event").filter({ has: page.getByRole("cell", { name: "Charge partially satisfied", exact: true }) });
  await expect(events).toHaveCount(days.length);
  const shown = await events.evaluateAll((rows) => rows.map((row) => row.querySelector("td")?.textContent ?? ""));
  const month = new Intl.DateTimeFormat("en-US", { month: "short", timeZone: "UTC" });
  expect(shown).toEqual(days.map((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return `${date.getUTCDate()} ${month.format(date)} ${date.getUTCFullYear()}`;
  }));
  await section.getByText("Table of figures").click();
  const table = section.getByRole("table", { name: "Debt at each year end" });
  const headers = (await table.locator("thead th").allTextContents()).map((text) => text.trim());
  const column = headers.indexOf("Charges live (outstanding or partially satisfied)");
  expect(column).toBeGreaterThan(0);
  const thisYear = table.getByTestId("series-row").last();
  await expect(thisYear.locator("th, td").nth(column)).toHaveText(String(liveChargesToday(profile ?? {})));
});

test("a partially satisfied charge brought into view dates its partial satisfaction, not a satisfaction", async ({ page }) => {
  const crn = demoCompany("charges-every-kind").number;
  const profile = await upstreamAnswer<{ mortgages: Array<Record<string, string>> }>(page.request, `/companies/${crn}`);
  const charge = profile?.mortgages.find((item) => /part/i.test(item.memorandumNature ?? "") && /^\d{4}-\d{2}-\d{2}/.test(item.satisfiedDate ?? ""));
  expect(charge, "a dated part-satisfied charge").toBeTruthy();
  await page.goto(`/companies/${crn}/charges?charge=${encodeURIComponent(charge!.chargeCode)}`);
  const inView = page.getByTestId("charge-in-view");
  const fact = (label: string) => inView.locator("dl > div").filter({ has: page.getByText(label, { exact: true }) }).locator("dd");
  await expect(fact("Status")).toHaveText("Partially satisfied");
  const date = new Date(`${charge!.satisfiedDate.slice(0, 10)}T00:00:00Z`);
  const month = new Intl.DateTimeFormat("en-US", { month: "short", timeZone: "UTC" }).format(date);
  await expect(fact("Partially satisfied on")).toHaveText(`${date.getUTCDate()} ${month} ${date.getUTCFullYear()}`);
  await expect(inView.getByText("Satisfied", { exact: true })).toHaveCount(0);
});
