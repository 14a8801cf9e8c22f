// The Policy screen (local mode: the one user is an admin): the version in force and its history, the server's
// refusal shown beside the field it names, a new ceiling saved with its reason as the next version whose change the
// history shows field by field, and a company's Assessment tab then naming that version; keyboard, axe at 1440 and
// 375 px. The policy in force before the test is put back afterwards. (An analyst's read-only screen needs users:
// tests/integration/policy.test.ts reads it as one.)
import { expectNoSeriousAxeViolations } from "./support/axe";
import { expect, test } from "./support/test";
import { demoCompany } from "../sandbox/demo-companies";
import type { PolicyVersionView } from "../lib/policy/version-view";

test.describe.configure({ timeout: 240_000 });

const crn = demoCompany("ten-years-accounts").number;

test("an admin changes the ceiling with a reason; the history shows the change and the Assessment tab names the version", async ({ page, baseURL }) => {
  const found = (await (await page.request.get("/api/policy")).json()) as PolicyVersionView;
  const ceiling = found.policy.caps.ceiling === 750_000 ? 650_000 : 750_000;
  const next = found.version + 1;
  try {
    await page.goto("/policy");
    await expect(page.getByRole("heading", { level: 1, name: "Credit policy" })).toBeVisible();
    await expect(page.getByTestId("policy-in-force-version")).toHaveText(`v${found.version}`);
    await expect(page.getByRole("heading", { name: `Version ${found.version} (in force)` })).toBeVisible();
    await expectNoSeriousAxeViolations(page, "policy screen at 1440 px");

    const form = page.getByRole("form", { name: "Change the credit policy" });
    // The server judges every value: a blank action (spaces pass the browser's own check) is refused beside its field.
    const action = form.getByLabel("Low risk", { exact: true });
    await action.fill("   ");
    await form.getByLabel("Why this change").fill("Checking the refusal");
    await form.getByRole("button", { name: "Save as a new version" }).click();
    await expect(action).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#policy-actions-low-error")).toContainText("policy.actions.low must not be empty");
    await expect(action).toBeFocused();
    await action.fill(found.policy.actions.low);

    await form.getByLabel("Absolute ceiling (£)").fill(String(ceiling));
    await form.getByLabel("Why this change").fill("A lower ceiling while the portfolio is reviewed.");
    // By keyboard: Enter in a field submits the form.
    await form.getByLabel("Absolute ceiling (£)").press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "Saved:" })).toHaveText(`Saved: version ${next} of the credit policy is now in force.`);
    await expect(page.getByTestId("policy-in-force-version")).toHaveText(`v${next}`);
    const history = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: `Version ${next} (in force)` }) });
    await expect(history).toContainText("A lower ceiling while the portfolio is reviewed.");
    const money = (value: number) => `£${value.toLocaleString("en-GB")}`;
    await expect(history.getByRole("list", { name: `Changed in version ${next}` })).toHaveText(`the absolute ceiling ${money(found.policy.caps.ceiling)} → ${money(ceiling)}`);
    await expect(form.getByLabel("Absolute ceiling (£)")).toHaveValue(String(ceiling));
    await expect(form.getByLabel("Why this change")).toHaveValue("");

    await page.setViewportSize({ width: 375, height: 800 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await expectNoSeriousAxeViolations(page, "policy screen at 375 px");
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.goto(`/companies/${crn}/assessment`);
    await expect(page.getByTestId("policy-version")).toHaveText(`credit policy v${next}`, { timeout: 30_000 });
    await page.getByTestId("policy-version").click();
    await expect(page).toHaveURL(/\/policy$/);
  } finally {
    // Put back the figures that were in force (as one more version: none is ever removed).
    const latest = (await (await page.request.get("/api/policy")).json()) as PolicyVersionView;
    if (latest.version !== found.version) {
      const restored = await page.request.put("/api/policy", {
        data: { policy: found.policy, reason: "e2e: back to the policy in force before the test.", basedOn: latest.version },
        headers: { origin: baseURL! },
      });
      expect(restored.status()).toBe(201);
    }
  }
});

test("the header links to the policy, and the screen is reachable by keyboard", async ({ page }) => {
  await page.goto("/");
  const link = page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Credit policy", exact: true });
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/policy$/);
  await expect(page.getByRole("heading", { level: 2, name: /^In force: credit policy v\d+$/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Credit policy", exact: true })).toHaveAttribute("aria-current", "page");
});
