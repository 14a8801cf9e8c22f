import { randomBytes } from "node:crypto";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, HEADLESS_SHELL } from "./scripts/lib/chromium";

// The sandbox key `npm start` uses during the run, known here so that every page can check that no response carries
// it (e2e/support/test.ts). Set once in the runner; its workers inherit it.
process.env.E2E_UPSTREAM_KEY ??= `e2e-${randomBytes(18).toString("base64url")}`;

const chromium = { executablePath: process.env.CHROMIUM_PATH ?? HEADLESS_SHELL, args: CHROMIUM_ARGS };

const port = Number(process.env.E2E_PORT ?? 3100);
// The sandbox behind the main project's dashboard, for specs that must read the data without going through the
// dashboard (whose answers teach its directory the companies they name).
process.env.E2E_SANDBOX_URL ??= `http://127.0.0.1:${port + 10}`;

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results/e2e",
  // Spec files run two at a time (a file's tests in order, in one worker). Every spec may share the one local user:
  // each creates its own watchlists, tokens and notes, and the decisions it records are on companies whose history no
  // other spec reads at the same time; the one setting every screen reads, the credit policy, is changed only by the
  // policy project, which runs after the rest.
  fullyParallel: false,
  workers: 2,
  // Two shared cores: a cold production page with charts can take several seconds; budgets live in npm run bench.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // No retries: a flaky test fails, so that it is seen and fixed.
  retries: 0,
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    // A failed test's trace holds its steps, the console, the network and the error; nothing else is saved. It is
    // recorded for every test and kept only for a failure, so it holds no screenshots (their screencast cost about a
    // third of the suite's wall and CPU) and no copy of the DOM at each step (15% of the tests' time:
    // bench/changes-bought.md): the page at a failure is in its error-context.md, as its accessibility tree.
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: false },
    screenshot: "off",
  },
  projects: [
    { name: "chromium", testIgnore: /sparse-upstream|policy\.spec/, use: { ...devices["Desktop Chrome"], launchOptions: chromium } },
    // The same dashboard in front of a sandbox answering as a loose implementation of the spec would.
    {
      name: "sparse-upstream",
      testMatch: /sparse-upstream|upstream-styles/,
      use: { ...devices["Desktop Chrome"], launchOptions: chromium, baseURL: `http://127.0.0.1:${port + 1}` },
    },
    // And in front of a sandbox that adds Companies House's own filing values (made_up_date, charge_number…).
    {
      name: "companies-house",
      testMatch: /upstream-styles/,
      use: { ...devices["Desktop Chrome"], launchOptions: chromium, baseURL: `http://127.0.0.1:${port + 2}` },
    },
    // The credit policy screen saves a new policy version (and puts the old figures back): alone, once every other
    // project has finished, since the assessment, compare, report and badge specs read the policy in force.
    // (Playwright runs a project after its dependencies, and not at all when one of them failed.)
    {
      name: "policy",
      testMatch: /policy\.spec/,
      dependencies: ["chromium", "sparse-upstream", "companies-house"],
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
    },
  ],
  // One entry for the three dashboards the projects browse (main on `port`, sparse on +1, Companies House on +2), so
  // that they start at once: Playwright starts a list's entries one after another. scripts/e2e-servers.ts refuses a
  // port already in use (a server left over from an earlier run would serve that run's build and settings) and
  // prints its ready line once all three answer. `npm test` builds before Playwright runs.
  webServer: {
    command: "npx tsx scripts/e2e-servers.ts",
    wait: { stdout: /e2e dashboards ready/ },
    timeout: 300_000,
    env: { E2E_PORT: String(port) },
  },
});
