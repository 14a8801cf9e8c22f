// Companies side by side: three demo companies through a shareable URL (facts, flags, figures, charts absolute and
// indexed, each with its table), the screen in the site's layout with statuses in Companies House's words, and a
// 200-company comparison gathered with progress and exported to Excel with the right numbers.
import { readFileSync } from "node:fs";
import ExcelJS from "exceljs";
import { parse } from "yaml";
import { expect, test } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { atEachWidth } from "./support/widths";
import { makePlans } from "../sandbox/generate/plans";
import type { CreditPolicy } from "../lib/policy/policy";
import { policyTruth } from "./policy-truth";

test.describe.configure({ timeout: 180_000 });

const THREE = ["09990001", "09990008", "09990023"];

test("three demo companies side by side through the URL, charts absolute and indexed", async ({ page }) => {
  await page.goto(`/compare?companies=${THREE.join(",")}`);
  const table = page.getByRole("table", { name: "Companies side by side" });
  for (const crn of THREE) await expect(table.locator(`a[href="/companies/${crn}"]`)).toBeVisible();
  await expect(page.getByTestId("compare-fact-band").getByRole("cell")).toHaveCount(3);
  // Each band is the credit policy's (the models' made worse by overrides), worked out again from the raw answer.
  const policy = ((await (await page.request.get("/api/policy")).json()) as { policy: CreditPolicy }).policy;
  for (const [index, crn] of THREE.entries()) {
    const raw = await page.request.get(`${process.env.E2E_SANDBOX_URL}/companies/${crn}`, { headers: { "x-api-key": process.env.E2E_UPSTREAM_KEY ?? "" } });
    const truth = policyTruth((await raw.json()) as Record<string, unknown>, policy);
    if (!truth?.band) continue;
    await expect(page.getByTestId("compare-fact-band").getByRole("cell").nth(index)).toHaveText({ low: "Low risk", moderate: "Moderate risk", high: "High risk" }[truth.band]);
  }
  await expect(page.getByTestId("compare-fact-flags").getByRole("cell").nth(2)).toContainText("Negative net worth");
  // A chart is drawn as the reader scrolls near it: the last is a placeholder until then, and drawn once scrolled to.
  const employees = page.getByRole("region", { name: "Employees" });
  await expect(employees.getByTestId("chart-waiting")).toBeVisible();
  await expect(employees.getByTestId("trend-chart")).toHaveCount(0);
  // Waiting still: once the page has settled nothing animates, so an open, idle page costs the browser no frames.
  await expect.poll(() => page.evaluate(() => document.getAnimations().filter((animation) => animation.playState === "running").length)).toBe(0);
  await employees.scrollIntoViewIfNeeded();
  await expect(employees.locator(".recharts-wrapper > svg.recharts-surface")).toBeVisible();
  const turnover = page.getByRole("region", { name: "Turnover" });
  await turnover.scrollIntoViewIfNeeded();
  await expect(turnover.locator(".recharts-wrapper > svg.recharts-surface")).toBeVisible();

  await page.getByLabel("Charts show").selectOption("indexed");
  await expect(page).toHaveURL(/view=indexed/);
  const indexed = page.getByRole("region", { name: /^Turnover \(\d{4} = 100\)$/ });
  await indexed.getByText("Table of figures").click();
  await expect(indexed.getByRole("table").getByRole("cell", { name: "100.0" }).first()).toBeVisible();

  await atEachWidth(page, "compare-three", async () => {
    await expect(table).toBeVisible();
    await expectNoSeriousAxeViolations(page, "axe on the comparison");
  });
});

test("200 companies gather with progress into a sortable table and export to Excel with the right numbers", async ({ page, request }) => {
  const numbers = makePlans(20261122, 400).slice(0, 200).map((plan) => plan.number);
  await page.goto("/compare");
  await page.getByLabel(/Company numbers/).fill(numbers.join("\n"));
  await page.getByRole("button", { name: "Compare" }).click();
  await expect(page.getByText("Gathered all 200 companies")).toBeVisible({ timeout: 120_000 });
  await expect(page.locator("progress")).toHaveAttribute("value", "200");
  await page.getByRole("button", { name: /Turnover$/ }).click();
  await expect(page.getByRole("columnheader", { name: /Turnover$/ })).toHaveAttribute("aria-sort", /ascending|descending/);

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export to Excel" }).click()]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync(await download.path()) as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet("Comparison")!;
  expect(sheet.rowCount).toBe(201);
  const headings = (sheet.getRow(1).values as unknown[]).slice(1);
  for (const index of [3, 150]) {
    const row = sheet.getRow(index + 2);
    expect(row.getCell(1).value).toBe(numbers[index]);
    const profile = await (await request.get(`/api/companies/${numbers[index]}`)).json();
    const years = [...(profile.statutoryAccounts ?? [])].sort((a: { yearEndDate: string }, b: { yearEndDate: string }) => a.yearEndDate.localeCompare(b.yearEndDate));
    expect(row.getCell(headings.indexOf("Net worth") + 1).value ?? null).toBe(years.at(-1)?.netWorth ?? null);
  }
});

test("ticked name-search results open their comparison, in the order ticked", async ({ page }) => {
  await page.goto("/search/companies?q=services");
  const ticks = page.getByTestId("compare-tick");
  await expect(ticks.first()).toBeVisible();
  const compare = page.getByRole("button", { name: /^Compare selected/ });
  await expect(compare).toBeDisabled();
  await expect(page.getByRole("status").filter({ hasText: "Tick 2 to 10 companies" })).toBeVisible();
  const numbers: string[] = [];
  for (const index of [2, 0, 1]) {
    const tick = ticks.nth(index);
    numbers.push(/\((\w+)\)$/.exec((await tick.getAttribute("aria-label")) ?? "")?.[1] ?? "");
    await tick.check();
  }
  await expect(compare).toHaveText("Compare selected (3)");
  await compare.click();
  await expect(page).toHaveURL(`/compare?companies=${numbers.join(",")}`);
  const table = page.getByRole("table", { name: "Companies side by side" });
  for (const crn of numbers) await expect(table.locator(`a[href="/companies/${crn}"]`)).toBeVisible();
});

test("the comparison sits in the site's layout, one main landmark, statuses in Companies House's words", async ({ page, request }) => {
  // Active, dissolved, in liquidation and in administration: the upstream sends codes ("administration").
  const numbers = ["09990001", "09990003", "09990004", "09990005"];
  const constants = parse(readFileSync(new URL("../reference/companies-house-enumerations/constants.yml", import.meta.url), "utf8")) as { company_status: Record<string, string> };
  const expected: string[] = [];
  for (const crn of numbers) {
    const { companyStatus } = (await (await request.get(`/api/companies/${crn}`)).json()) as { companyStatus: string };
    expected.push(constants.company_status[companyStatus.toLowerCase()] ?? companyStatus);
  }
  expect(expected).toContain("In Administration");

  await page.goto(`/compare?companies=${numbers.join(",")}`);
  await expect(page.locator("main#main")).toHaveCount(1);
  await expect(page.getByRole("main")).toHaveCount(1);
  await expect(page.getByRole("main").getByRole("heading", { level: 1, name: "Compare companies" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Compare" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("compare-fact-status").getByRole("cell")).toHaveText(expected);
  await expectNoSeriousAxeViolations(page, "axe on the comparison in its layout");

  // The workbook and the CSV give the same words.
  const csv = await (await request.get(`/api/compare?companies=${numbers.join(",")}&format=csv`)).text();
  const [header, ...lines] = csv.trim().split("\r\n");
  const cells = (line: string) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].map((match) => match[1].replace(/^"|"$/g, "").replace(/""/g, '"'));
  const statusColumn = cells(header).indexOf("Status");
  expect(lines.map((line) => cells(line)[statusColumn])).toEqual(expected);
});
