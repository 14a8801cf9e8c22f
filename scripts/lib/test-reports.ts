// What a Vitest or Playwright JSON report says of a run: its tally, and the name and first error line of each test
// that failed. npm test prints the names last, and CI adds them up across Node versions (.ci/total.mjs), so that the
// end of a long log says which test failed, not only that one did.
import { stripVTControlCharacters } from "node:util";

export interface Tally {
  passed: number;
  failed: number;
  skipped: number;
  /** "file › test: first line of its error", one per failed test (or file that failed outside its tests). */
  failures: string[];
  /** What passing tests reported of themselves as worth a reader's eye (Playwright annotations of NOTICED kinds). */
  notices?: string[];
}

/** Annotations a spec makes when it met and got past something it should not have (e2e/support/tabs.ts). */
const NOTICED = new Set(["tab navigation stalled"]);

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults?: {
    name: string;
    status: string;
    message?: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: {
    title: string;
    tests: {
      projectName: string;
      status: string;
      annotations?: { type: string; description?: string }[];
      results: { error?: { message?: string }; annotations?: { type: string; description?: string }[] }[];
    }[];
  }[];
  suites?: PlaywrightSuite[];
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites?: PlaywrightSuite[];
  errors?: { message?: string }[];
}

/** A failure's first meaningful line, without the terminal's colour codes. */
export function firstLine(text: string | undefined): string {
  const plain = stripVTControlCharacters(text ?? "");
  return plain.split("\n").map((line) => line.trim()).find(Boolean)?.slice(0, 240) ?? "no message";
}

const relative = (file: string, root: string) => (file.startsWith(`${root}/`) ? file.slice(root.length + 1) : file);

export function readVitestReport(json: VitestReport, root: string): Tally {
  const failures: string[] = [];
  for (const file of json.testResults ?? []) {
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === "failed");
    for (const test of failedTests) failures.push(`${relative(file.name, root)} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    // A file that failed with no failed test (it did not load, or a hook outside the tests threw).
    if (file.status === "failed" && failedTests.length === 0) failures.push(`${relative(file.name, root)}: ${firstLine(file.message)}`);
  }
  return {
    passed: json.numPassedTests,
    failed: json.numFailedTests,
    skipped: json.numPendingTests + json.numTodoTests,
    failures,
  };
}

export function readPlaywrightReport(json: PlaywrightReport): Tally {
  const failures: string[] = [];
  const notices: string[] = [];
  const visit = (suite: PlaywrightSuite, titles: string[], file: string) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const name = `${file} › [${test.projectName}] ${[...titles, spec.title].join(" › ")}`;
        if (test.status === "unexpected") failures.push(`${name}: ${firstLine(test.results.map((result) => result.error?.message).find(Boolean))}`);
        const annotations = [...(test.annotations ?? []), ...test.results.flatMap((result) => result.annotations ?? [])];
        const noticed = annotations.filter((annotation) => NOTICED.has(annotation.type));
        for (const line of new Set(noticed.map((annotation) => `${name}: ${annotation.type}: ${annotation.description ?? ""}`))) notices.push(line);
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title], file);
  };
  for (const suite of json.suites ?? []) visit(suite, [], suite.file ?? suite.title);
  for (const error of json.errors ?? []) failures.push(`playwright: ${firstLine(error.message)}`);
  return {
    passed: json.stats.expected + json.stats.flaky,
    failed: json.stats.unexpected,
    skipped: json.stats.skipped,
    failures,
    notices,
  };
}
