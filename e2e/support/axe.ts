// Accessibility checks: only serious and critical axe findings fail a test; minor ones are left to review.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export interface AxeScope {
  /** Only this region (a CSS selector), where a test's point is one region and the page around it is checked elsewhere. */
  within?: string;
  /** Rules not run at all: a finding of theirs would be ignored anyway (axe's colour contrast alone can take most of a run). */
  skipRules?: readonly string[];
}

/** "rule-id: first targets" for each serious or critical violation on the page (or the scope) as it is now. */
export async function seriousAxeViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page });
  if (scope.within) builder = builder.include(scope.within);
  if (scope.skipRules?.length) builder = builder.disableRules([...scope.skipRules]);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 3).join(", ")}`);
}

export async function expectNoSeriousAxeViolations(page: Page, message?: string, scope?: AxeScope): Promise<void> {
  expect(await seriousAxeViolations(page, scope), message).toEqual([]);
}
