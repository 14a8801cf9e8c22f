// The Charges tab's debt timeline: a company with charges of every kind shows them on one axis and lists each
// dated event; a company in liquidation lists its insolvency events beside its charges.
import { expect, test } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { demoCompany } from "../sandbox/demo-companies";

test("charges of every kind appear on the debt timeline with their events", async ({ page }) => {
  await page.goto(`/companies/${demoCompany("charges-every-kind").number}/charges`);
  const section = page.getByRole("region", { name: "Debt over time" });
  await expect(section.getByTestId("debt-event").filter({ hasText: "Charge created" }).first()).toBeVisible();
  await expect(section.getByTestId("debt-event").filter({ hasText: "Charge satisfied" }).first()).toBeVisible();
  await section.getByText("Table of figures").click();
  await expect(section.getByRole("table", { name: "Debt at each year end" })).toBeVisible();
  await expectNoSeriousAxeViolations(page, "axe on the Charges tab with the debt timeline");
});
