// The Assessment tab's credit policy verdict and the what-if, against the API's own answers: the sentence, the policy
// version (on the tab and in the header), the action as the header's description, every step of the limit; then a
// stressed pre-tax loss worked out in the form, its scores, band and limit as the what-if API answers them, shown
// beside the recorded ones, while the recorded verdict, the header and the decisions stay as they were. Axe clean,
// and no sideways scroll at 375 px.
import { expectNoSeriousAxeViolations } from "./support/axe";
import { expect, test } from "./support/test";
import { demoCompany } from "../sandbox/demo-companies";
import type { Assessment } from "../lib/assessment/assessment";
import type { WhatIfAssessment } from "../lib/assessment/what-if";

test.describe.configure({ timeout: 240_000 });

const crn = demoCompany("ten-years-accounts").number;
const BANDS = { low: "Low risk", moderate: "Moderate risk", high: "High risk" } as const;

/** Pounds as the screens write them: "£12,300", "−£4,500". */
const pounds = (value: number) => `${value < 0 ? "−" : ""}£${Math.round(Math.abs(value)).toLocaleString("en-GB")}`;

test("the Assessment tab states the verdict, the policy version and every step of the limit", async ({ page }) => {
  const assessment = (await (await page.request.get(`/api/assessments/${crn}`)).json()) as Assessment;
  const { verdict } = assessment;
  expect(assessment.creditLimit, "the case needs a limit").not.toBeNull();
  await page.goto(`/companies/${crn}/assessment`);

  await expect(page.getByTestId("verdict-sentence")).toHaveText(verdict.sentence, { timeout: 30_000 });
  expect(verdict.sentence).toContain(`credit policy v${verdict.policyVersion}`);
  const version = page.getByTestId("policy-version");
  await expect(version).toHaveText(`credit policy v${verdict.policyVersion}`);
  await expect(version).toHaveAttribute("href", "/policy");
  await expect(page.getByTestId("verdict-action")).toContainText(verdict.action);

  const badge = page.getByTestId("header-assessment");
  await expect(page.getByTestId("header-policy-version")).toHaveText(`policy v${verdict.policyVersion}`);
  await expect(badge).toContainText(verdict.band ? BANDS[verdict.band] : "Not rated");
  await expect(badge).toHaveAccessibleDescription(verdict.action);

  const limit = assessment.creditLimit!;
  const steps = page.getByTestId("limit-steps").locator("tbody tr");
  await expect(steps).toHaveCount(limit.basis.steps.length);
  for (const [index, step] of limit.basis.steps.entries()) {
    await expect(steps.nth(index).locator("th")).toHaveText(step.label);
    await expect(steps.nth(index).locator("td")).toHaveText(step.amount == null ? "does not apply" : pounds(step.amount));
  }
  const inputs = page.getByTestId("limit-inputs");
  await expect(inputs.locator('[data-row="netWorth"] td')).toHaveText(pounds(limit.basis.inputs.netWorth));
  await expect(inputs.locator('[data-row="intangibleAssets"] td')).toHaveText(limit.basis.inputs.intangiblesFiled ? pounds(limit.basis.inputs.intangibleAssets) : "none filed: £0 taken");
  await expect(inputs.locator('[data-row="tangibleNetWorth"] td')).toHaveText(pounds(limit.basis.inputs.tangibleNetWorth));
  await expect(inputs.locator('[data-row="workingCapital"] td')).toHaveText(pounds(limit.basis.inputs.workingCapital));
  await expect(page.getByTestId("policy-rule")).toContainText(limit.basis.rule);
  const overrides = page.getByTestId("verdict-overrides");
  if (verdict.overrides.length) await expect(overrides.locator("li")).toHaveCount(verdict.overrides.length);
  else await expect(overrides).toHaveText("No override of the policy applies.");
});

test("the what-if works out stressed figures beside the recorded verdict and saves nothing", async ({ page }) => {
  const assessment = (await (await page.request.get(`/api/assessments/${crn}`)).json()) as Assessment;
  const decisionsBefore = await (await page.request.get(`/api/companies/${crn}/decisions`)).json();
  const latest = assessment.models[0].years.at(-1)!;
  const turnover = latest.inputs.turnover;
  expect(turnover, "the case needs a filed turnover").toEqual(expect.any(Number));
  // A loss of a fifth of turnover: the pre-tax loss reduction applies and the Taffler score falls.
  const loss = -Math.round(turnover * 0.2);
  await page.goto(`/companies/${crn}/assessment`);
  // The same figures through the API: the form sends the latest year's as filed with the loss in place of the profit.
  const posted = await page.request.post(`/api/assessments/${crn}/what-if`, {
    data: { yearEnded: latest.yearEnded, figures: { profitBeforeTax: loss } }, headers: { origin: new URL(page.url()).origin },
  });
  expect(posted.status()).toBe(200);
  const expected = (await posted.json()) as WhatIfAssessment;

  const form = page.getByRole("form", { name: "What if" });
  await expect(form).toBeVisible({ timeout: 30_000 });
  await expect(form.getByLabel("Year ended")).toHaveValue(latest.yearEnded);
  await expect(form.getByLabel("turnover (£)")).toHaveValue(String(turnover));
  await form.getByLabel("profitBeforeTax (£)").fill(String(loss));
  await form.getByRole("button", { name: "Work it out" }).click();

  const result = page.getByTestId("what-if-result");
  await expect(result.getByRole("status")).toContainText("What-if result, not saved");
  await expect(result.getByTestId("what-if-sentence")).toHaveText(`What if: ${expected.verdict.sentence}`);
  const score = (answer: Assessment, index: number) => answer.models[index].years.find((year) => year.yearEnded === latest.yearEnded)!.score!.toFixed(4);
  await expect(result.getByTestId("what-if-taffler")).toContainText(score(expected, 0).replace("-", "−"));
  await expect(result.getByTestId("what-if-altman-z2")).toContainText(score(expected, 1).replace("-", "−"));
  await expect(result.getByTestId("what-if-band")).toHaveText(expected.verdict.band ? BANDS[expected.verdict.band] : "Not rated");
  await expect(result.getByTestId("what-if-limit")).toHaveText(expected.creditLimit ? pounds(expected.creditLimit.amount) : expected.creditLimitWithheld!);
  expect(expected.verdict.overrides.map((override) => override.id)).toContain("pretaxLoss");
  await expect(result.getByTestId("what-if-overrides").locator('[data-override="pretaxLoss"]')).toBeVisible();
  if (expected.creditLimit) await expect(result.getByTestId("what-if-steps").locator("tbody tr")).toHaveCount(expected.creditLimit.basis.steps.length);

  // The recorded verdict is untouched: on the tab, in the header and in the API; no decision was added.
  await expect(page.getByTestId("verdict-sentence")).toHaveText(assessment.verdict.sentence);
  await expect(page.getByTestId("credit-limit")).toHaveText(assessment.creditLimit ? pounds(assessment.creditLimit.amount) : assessment.creditLimitWithheld!);
  await expect(page.getByTestId("header-assessment")).toContainText(assessment.verdict.band ? BANDS[assessment.verdict.band] : "Not rated");
  const after = (await (await page.request.get(`/api/assessments/${crn}`)).json()) as Assessment;
  expect(after.verdict).toEqual(assessment.verdict);
  expect(await (await page.request.get(`/api/companies/${crn}/decisions`)).json()).toEqual(decisionsBefore);

  await expectNoSeriousAxeViolations(page, "assessment tab with a what-if at 1440 px");
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(result).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await expectNoSeriousAxeViolations(page, "assessment tab with a what-if at 375 px");
});
