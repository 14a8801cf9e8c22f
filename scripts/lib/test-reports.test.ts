import { describe, expect, it } from "vitest";
import { readPlaywrightReport, readVitestReport } from "./test-reports";

describe("reading a test report", () => {
  it("names each failed Vitest test and each file that failed outside its tests", () => {
    const tally = readVitestReport({
      numPassedTests: 3, numFailedTests: 1, numPendingTests: 1, numTodoTests: 1,
      testResults: [
        {
          name: "/repo/lib/a.test.ts", status: "failed",
          assertionResults: [
            { fullName: "a sums", status: "passed" },
            { fullName: "a divides", status: "failed", failureMessages: ["\u001b[31mAssertionError: expected 2 to be 3\u001b[39m\n    at a.test.ts:9"] },
          ],
        },
        { name: "/repo/lib/b.test.ts", status: "failed", message: "\nFailed to load ./missing", assertionResults: [] },
        { name: "/repo/lib/c.test.ts", status: "passed", assertionResults: [{ fullName: "c", status: "passed" }] },
      ],
    }, "/repo");
    expect(tally).toEqual({
      passed: 3, failed: 1, skipped: 2,
      failures: ["lib/a.test.ts › a divides: AssertionError: expected 2 to be 3", "lib/b.test.ts: Failed to load ./missing"],
    });
  });

  it("names each unexpected Playwright test with its project, describes and first error line, the run's own errors, and notices", () => {
    const tally = readPlaywrightReport({
      stats: { expected: 4, unexpected: 1, flaky: 1, skipped: 2 },
      suites: [{
        title: "people.spec.ts", file: "people.spec.ts",
        specs: [{
          title: "lists officers",
          tests: [{
            projectName: "chromium", status: "expected",
            annotations: [{ type: "tab navigation stalled", description: "Officers: clicked again" }, { type: "issue", description: "#1" }],
            results: [{ annotations: [{ type: "tab navigation stalled", description: "Officers: clicked again" }] }],
          }],
        }],
        suites: [{
          title: "screening",
          specs: [{
            title: "finds a match",
            tests: [{ projectName: "chromium", status: "unexpected", results: [{ error: { message: "Error: expect(locator).toBeVisible() failed\n\nLocator: ..." } }] }],
          }],
        }],
      }],
      errors: [{ message: "Error: Timed out waiting 300000ms from config.webServer." }],
    });
    expect(tally).toEqual({
      passed: 5, failed: 1, skipped: 2,
      failures: [
        "people.spec.ts › [chromium] screening › finds a match: Error: expect(locator).toBeVisible() failed",
        "playwright: Error: Timed out waiting 300000ms from config.webServer.",
      ],
      // A passing test's notice of a kind worth reading, once however many places the report repeats it.
      notices: ["people.spec.ts › [chromium] lists officers: tab navigation stalled: Officers: clicked again"],
    });
  });
});
