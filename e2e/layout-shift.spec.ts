// Opening a company page, nothing moves as its parts arrive: the register's dates, the watch control, the risk summary
// and the assessment badge hold their places from the first drawing (the server's stand-ins, reserved lines). Layout
// shifts are summed from Chromium's own entries, as the bench's CLS figure counts them, with the elements that moved.
import { demoCompany } from "../sandbox/demo-companies";
import { expect, test } from "./support/test";

const SHIFTS = `
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const moved = (entry.sources || []).map((source) => source.node && source.node.nodeType === 1
        ? source.node.tagName.toLowerCase() + ' "' + (source.node.textContent || "").trim().slice(0, 40) + '"'
        : "?");
      window.__shifts.push({ value: entry.value, moved });
    }
  }).observe({ type: "layout-shift", buffered: true });
`;

// The bench's company (bench/arms/pages.ts) and a company with every kind of risk item and a long name.
const COMPANIES = [demoCompany("ten-years-accounts").number, demoCompany("charges-every-kind").number];

for (const crn of COMPANIES) {
  for (const tab of ["", "/financials"]) {
    test(`/companies/${crn}${tab} does not move as its parts arrive`, async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.addInitScript(SHIFTS);
      await page.goto(`/companies/${crn}${tab}`);
      await expect(page.getByTestId("header-assessment")).toBeVisible({ timeout: 20_000 });
      await expect(page.getByTestId("risk-summary")).toBeVisible();
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(500);
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: Array<{ value: number; moved: string[] }> }).__shifts);
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(total, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThan(0.01);
    });
  }
}
