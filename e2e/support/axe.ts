// Accessibility checks: only serious and critical axe findings fail a test; minor ones are left to review.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** "rule-id: first targets" for each serious or critical violation on the page as it is now. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 3).join(", ")}`);
}

export async function expectNoSeriousAxeViolations(page: Page, message?: string): Promise<void> {
  expect(await seriousAxeViolations(page), message).toEqual([]);
}
