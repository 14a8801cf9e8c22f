// The Screening tab: a demo company the sandbox's list aims true matches at, each match shown with its explanation
// (every feature the API answers), lists and topics, and the other subjects screened; a review made with the keyboard
// (refused without its reason, then recorded) shows as the match's standing and in its history. Axe clean and no
// sideways scrolling at 1440 and 375 px.
import { expectNoSeriousAxeViolations } from "./support/axe";
import { expect, test } from "./support/test";
import { atEachWidth } from "./support/widths";
import type { ReviewedScreening } from "../lib/screening/reviewed-screening";
import { clickTab } from "./support/tabs";

test.describe.configure({ timeout: 240_000 });

// The individual PSC and the corporate PSC demo companies: the sandbox's list aims a sanctions match at each.
const CANDIDATES = ["09990016", "09990017"];

test("the Screening tab explains each match and records a review made with the keyboard", async ({ page }) => {
  let crn = "";
  let screening: ReviewedScreening | undefined;
  for (const candidate of CANDIDATES) {
    const answer = await page.request.get(`/api/screening/${candidate}`);
    expect(answer.status(), await answer.text()).toBe(200);
    const body = (await answer.json()) as ReviewedScreening;
    if (body.subjects.some((subject) => subject.matches.length > 0)) {
      crn = candidate;
      screening = body;
      break;
    }
  }
  expect(screening, "a demo company with a match").toBeDefined();
  const matched = screening!.subjects.filter((subject) => subject.matches.length > 0);
  const subject = matched[0]!;
  const match = subject.matches[0]!;

  await page.goto(`/companies/${crn}`);
  await expect(page.getByRole("tab", { name: "Screening", exact: true })).toBeVisible({ timeout: 30_000 });
  await clickTab(page, "Screening");
  await expect(page).toHaveURL(new RegExp(`/companies/${crn}/screening$`));

  await expect(page.getByTestId("screening-summary")).toContainText(screening!.listVersion, { timeout: 30_000 });
  const section = page.getByRole("region", { name: `${subject.role}: ${subject.name}` });
  const card = section.locator(`[data-testid="screening-match"][data-entity="${match.entity.id}"]`);
  await expect(card).toContainText(match.entity.caption);
  await expect(card.getByTestId("match-score")).toHaveText(`Score ${match.score.toFixed(2)}`);
  for (const dataset of match.entity.datasets) await expect(card).toContainText(dataset);
  for (const topic of match.entity.topics) await expect(card).toContainText(topic);
  await expect(card.getByTestId("match-feature")).toHaveCount(match.features.length);
  for (const feature of match.features) await expect(card.getByText(feature.detail, { exact: true }).first()).toBeVisible();
  const clear = screening!.subjects.filter((item) => item.matches.length === 0);
  if (clear.length) await expect(page.getByTestId("screening-clear")).toContainText(clear[0]!.name);

  await atEachWidth(page, "screening tab", async (width) => {
    await expect(card).toBeVisible();
    await expectNoSeriousAxeViolations(page, `screening tab at ${width} px`);
  });
  await page.setViewportSize({ width: 1440, height: 900 });

  // The review, by keyboard: the verdict first without a reason is refused, the reason named beside its field.
  const form = card.getByTestId("review-form");
  const falsePositive = form.getByRole("radio", { name: /False positive/ });
  await falsePositive.focus();
  await page.keyboard.press("Space");
  await expect(falsePositive).toBeChecked();
  const submit = form.getByRole("button", { name: "Record review" });
  await submit.focus();
  await page.keyboard.press("Enter");
  const reason = form.getByRole("textbox", { name: "Reason" });
  await expect(reason).toHaveAttribute("aria-invalid", "true");
  await expect(form).toContainText(/required for a false positive/);

  const why = `Another person: different middle name (e2e ${Date.now()})`;
  await reason.focus();
  await page.keyboard.type(why);
  await submit.focus();
  await page.keyboard.press("Enter");
  await expect(form.getByRole("status")).toHaveText("Review recorded.");
  const standing = card.getByTestId("review-standing");
  await expect(standing).toHaveAttribute("data-standing", "false-positive");
  await expect(standing).toContainText(why);
  await card.getByText(/Review history/).click();
  await expect(card.getByTestId("review-history")).toContainText(`against list version ${screening!.listVersion}: ${why}`);
  await expectNoSeriousAxeViolations(page, "screening tab after a review");
});
