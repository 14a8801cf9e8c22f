// Opening a company page, nothing moves as its parts arrive: the register's dates, the watch control, the risk summary
// and the assessment badge hold their places from the first drawing (the server's stand-ins, reserved lines). The
// layout shift is the bench's CLS (scripts/lib/vitals-observers.ts), with the elements that moved.
import { demoCompany } from "../sandbox/demo-companies";
import { type PageVitals, VITALS_OBSERVERS } from "../scripts/lib/vitals-observers";
import { expect, test } from "./support/test";

// The bench's company (bench/arms/pages.ts) and a company with every kind of risk item and a long name.
const COMPANIES = [demoCompany("ten-years-accounts").number, demoCompany("charges-every-kind").number];

for (const crn of COMPANIES) {
  for (const tab of ["", "/financials"]) {
    test(`/companies/${crn}${tab} does not move as its parts arrive`, async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.addInitScript(VITALS_OBSERVERS);
      await page.goto(`/companies/${crn}${tab}`);
      await expect(page.getByTestId("header-assessment")).toBeVisible({ timeout: 20_000 });
      await expect(page.getByTestId("risk-summary")).toBeVisible();
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(500);
      const { cls, shifted } = await page.evaluate(() => (window as unknown as { __vitals: PageVitals }).__vitals);
      expect(cls, `layout shifts: ${JSON.stringify(shifted)}`).toBeLessThan(0.01);
    });
  }
}
