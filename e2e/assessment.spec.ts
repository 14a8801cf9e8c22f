// The Assessment tab: a demo company's scores as the API derives them, the limit and its rule, the inputs' table,
// keyboard and axe clean at 375 px and 1440 px; and a decision recorded in the browser that appears in the history,
// in the header's tab and in the PDF report.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { expect, test } from "./support/test";
import { demoCompany } from "../sandbox/demo-companies";
import type { Assessment } from "../lib/assessment/assessment";
import type { CreditPolicy } from "../lib/policy/policy";
import { policyTruth } from "./policy-truth";
import { clickTab } from "./support/tabs";

test.describe.configure({ timeout: 240_000 });

const crn = demoCompany("ten-years-accounts").number;

test("the Assessment tab shows the demo company's scores, limit and inputs", async ({ page }) => {
  const answer = await page.request.get(`/api/assessments/${crn}`);
  expect(answer.status()).toBe(200);
  const assessment = (await answer.json()) as Assessment;
  const [taffler, altman] = assessment.models;
  // The limit and band worked out again from the sandbox's raw accounts and the policy in force's figures.
  const raw = await page.request.get(`${process.env.E2E_SANDBOX_URL}/companies/${crn}`, { headers: { "x-api-key": process.env.E2E_UPSTREAM_KEY ?? "" } });
  const policy = ((await (await page.request.get("/api/policy")).json()) as { policy: CreditPolicy }).policy;
  const truth = policyTruth((await raw.json()) as Record<string, unknown>, policy);
  expect(truth?.limit, "the case needs accounts the models score and a limit").toEqual(expect.any(Number));
  expect(assessment.creditLimit?.amount).toBe(truth!.limit);
  expect(assessment.verdict.band).toBe(truth!.band);

  await page.goto(`/companies/${crn}`);
  await expect(page.getByRole("tab", { name: "Assessment", exact: true })).toBeVisible({ timeout: 30_000 });
  await clickTab(page, "Assessment");
  await expect(page).toHaveURL(new RegExp(`/companies/${crn}/assessment$`));

  const latest = (model: typeof taffler) => model.years.at(-1)!.score!.toFixed(2);
  await expect(page.getByTestId("latest-taffler")).toContainText(latest(taffler), { timeout: 30_000 });
  await expect(page.getByTestId("latest-altman-z2")).toContainText(latest(altman));
  await expect(page.getByTestId("credit-limit")).toHaveText(`£${truth!.limit!.toLocaleString("en-GB")}`);
  await expect(page.getByText(assessment.creditLimit!.basis.rule)).toBeVisible();
  await expect(page.getByTestId("header-assessment")).toContainText(`£${assessment.creditLimit!.amount.toLocaleString("en-GB")}`);
  await expect(page.getByTestId("header-assessment")).toContainText({ low: "Low risk", moderate: "Moderate risk", high: "High risk" }[truth!.band!]);
  await expect(page.getByRole("table", { name: /Taffler.*inputs for the year ended/ })).toContainText("profitBeforeTax");

  // The score's trend as a table too (the chart's alternative), one row per year.
  await page.getByText("Table of scores").first().click();
  await expect(page.getByRole("table", { name: /Taffler.*by year end/ }).getByTestId("series-row")).toHaveCount(taffler.years.length);

  await expectNoSeriousAxeViolations(page, "assessment tab at 1440 px");
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByTestId("credit-limit")).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await expectNoSeriousAxeViolations(page, "assessment tab at 375 px");
});

test("a decision recorded in the browser appears in the history and the PDF", async ({ page }, testInfo) => {
  const rationale = `Steady filings; reviewed in the browser ${Date.now()}`;
  await page.goto(`/companies/${crn}/assessment`);
  const form = page.getByRole("form", { name: "Record a decision" });
  await expect(form).toBeVisible({ timeout: 30_000 });

  // No outcome is preselected: the server refuses the form without one, naming the field.
  const outcomes = form.getByRole("radio");
  await expect(outcomes).toHaveCount(4);
  for (const radio of await outcomes.all()) await expect(radio).not.toBeChecked();
  await form.getByRole("button", { name: "Record decision" }).click();
  await expect(form.getByText(/must be one of/)).toBeVisible();

  // The suggestion and its policy version as the API gives them; granting more asks for an override reason.
  const assessment = (await (await page.request.get(`/api/assessments/${crn}`)).json()) as Assessment;
  const suggested = assessment.creditLimit!.amount;
  await expect(form.getByTestId("decision-suggestion")).toContainText(`Suggested £${suggested.toLocaleString("en-GB")} (credit policy v${assessment.verdict.policyVersion})`);
  await form.getByRole("radio", { name: "Approve with conditions" }).check();
  await form.getByLabel("Limit granted (£)").fill(String(suggested + 100));
  await expect(form.getByLabel("Override reason")).toBeVisible();
  await form.getByLabel("Limit granted (£)").fill(String(suggested));
  await expect(form.getByLabel("Override reason")).toHaveCount(0);

  await form.getByLabel("Limit granted (£)").fill("15000");
  if (15_000 > suggested) await form.getByLabel("Override reason").fill("Parent company guarantee");
  await form.getByLabel("Conditions", { exact: true }).fill("Monthly management accounts");
  await form.getByLabel("Rationale").fill(rationale);
  await form.getByLabel("Rationale").press("Tab");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Decision recorded." })).toBeVisible();
  await expect(page.getByTestId("current-decision")).toContainText("Approve with conditions, limit £15,000");
  await expect(page.getByTestId("decision-history")).toContainText(rationale);
  // The evidence frozen with it, beside it in the history.
  const newest = page.getByTestId("decision-history").getByRole("listitem").first();
  await newest.getByText("Evidence when decided").click();
  await expect(newest.getByTestId("decision-evidence")).toContainText(`credit policy v${assessment.verdict.policyVersion}`);
  await expect(newest.getByTestId("decision-evidence")).toContainText(`£${suggested.toLocaleString("en-GB")}`);

  await page.getByLabel("Add a note").fill("Spoke to the credit controller.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByTestId("notes")).toContainText("Spoke to the credit controller.");

  const pdf = await page.request.get(`/api/reports/${crn}?format=pdf`, { timeout: 200_000 });
  expect(pdf.status()).toBe(200);
  const dir = testInfo.outputPath();
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "report.pdf");
  writeFileSync(file, await pdf.body());
  const text = execFileSync("pdftotext", [file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
  expect(text).toContain("Approve with conditions, limit granted £15,000");
  expect(text).toContain(rationale);
  expect(text).toContain("Spoke to the credit controller.");
});
