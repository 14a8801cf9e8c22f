// The company's screening in its risk summary: a demo company the sandbox's list aims matches at (the group child,
// whose corporate PSC, shareholder and parents are listed) shows the matches awaiting review as a warning counted from
// GET /api/screening's answer, linking to the Screening tab, and the report's summary gives the same flags in the
// same words. No other spec reviews this company's matches.
import type { ReviewedScreening } from "../lib/screening/reviewed-screening";
import { expect, test } from "./support/test";
import { expectReportRisksMatch, reportOf, shownRisks } from "./verdict-screens";

const CRN = "09990020";

test("matches awaiting review are a warning in the risk summary, as the report says", async ({ page }) => {
  const answer = await page.request.get(`/api/screening/${CRN}`);
  expect(answer.status(), await answer.text()).toBe(200);
  const screening = (await answer.json()) as ReviewedScreening;
  const waiting = screening.subjects.flatMap((subject) => subject.matches).filter((match) => match.review === null).length;
  expect(waiting, "the case needs matches awaiting review").toBeGreaterThan(0);

  await page.goto(`/companies/${CRN}`);
  const item = page.getByTestId("risk-summary").locator('[data-flag="screening-unreviewed"]');
  await expect(item).toHaveAttribute("data-level", "medium");
  await expect(item).toContainText(`${waiting} screening match${waiting === 1 ? " awaits" : "es await"} review`);
  await expect(item).toContainText(`list version ${screening.listVersion}`);
  await expect(item.getByRole("link")).toHaveAttribute("href", `/companies/${CRN}/screening`);

  expectReportRisksMatch(await reportOf(page, CRN), await shownRisks(page));
});
