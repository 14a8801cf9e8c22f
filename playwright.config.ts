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
  fullyParallel: false,
  workers: 1,
  // Two shared cores: a cold production page with charts can take several seconds; budgets live in npm run bench.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "chromium", testIgnore: /sparse-upstream/, use: { ...devices["Desktop Chrome"], launchOptions: chromium } },
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
  ],
  // Started one after the other, so only the first can build; `npm test` builds before Playwright runs. Never a
  // server left over from an earlier run: it would serve that run's build and settings, not the ones under test.
  webServer: [
    {
      command: "npm start",
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 300_000,
      env: { PORT: String(port), SANDBOX_PORT: String(port + 10), SANDBOX_API_KEY: process.env.E2E_UPSTREAM_KEY },
    },
    {
      command: "npm start",
      url: `http://127.0.0.1:${port + 1}/api/health`,
      reuseExistingServer: false,
      timeout: 300_000,
      // No monitor worker here: with DATABASE_URL both servers share the check jobs, and this one's upstream answers
      // differently, so a check it took would see changes the other's sandbox never made.
      env: { PORT: String(port + 1), SANDBOX_PORT: String(port + 11), SANDBOX_STYLE: "sparse", SANDBOX_API_KEY: process.env.E2E_UPSTREAM_KEY, WATCH_SCHEDULER: "off" },
    },
    {
      command: "npm start",
      url: `http://127.0.0.1:${port + 2}/api/health`,
      reuseExistingServer: false,
      timeout: 300_000,
      // No monitor worker, for the same reason as the sparse server's.
      env: { PORT: String(port + 2), SANDBOX_PORT: String(port + 12), SANDBOX_STYLE: "companies-house", SANDBOX_API_KEY: process.env.E2E_UPSTREAM_KEY, WATCH_SCHEDULER: "off" },
    },
  ],
});
