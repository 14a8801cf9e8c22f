// Chromium-measured LCP and CLS of pages, and the time from submitting a company number to its header, each from a
// fresh browser context (cold cache) against the production BFF on localhost.
import { chromium, type Browser, type Page } from "@playwright/test";
import { CHROMIUM_ARGS } from "../../scripts/lib/chromium";
import { type PageVitals, VITALS_OBSERVERS } from "../../scripts/lib/vitals-observers";
import { rotate } from "../stats";

export interface PageToMeasure {
  id: string;
  path: string;
  /** A selector that is visible once the page shows its content (not its skeleton). */
  ready: string;
  /** What the page fetches in the browser before its largest content can paint, if anything. */
  clientData?: string;
}

export interface VitalsSample {
  page: string;
  run: number;
  lcpMs: number;
  cls: number;
  ttfbMs: number;
  /** The element LCP settled on, and the elements that shifted (with each shift's score). */
  lcpElement: string;
  shifted: string[];
  fcpMs: number;
  /** The JavaScript files the page loaded, by path. */
  scripts: string[];
}

export async function launchChromium(executablePath: string): Promise<Browser> {
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(500);
}

export async function measureVitals(browser: Browser, baseUrl: string, pages: readonly PageToMeasure[], runs: number): Promise<VitalsSample[]> {
  const samples: VitalsSample[] = [];
  // Run -1 is a warm-up, discarded: `next start` loads each route's server code on its first request, which is the
  // cost of a fresh server rather than of the page.
  for (let run = -1; run < runs; run += 1) {
    for (const target of rotate(pages, run)) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      try {
        const page = await context.newPage();
        await page.addInitScript(VITALS_OBSERVERS);
        const scripts: string[] = [];
        page.on("response", (response) => {
          if (response.request().resourceType() === "script") scripts.push(new URL(response.url()).pathname);
        });
        await page.goto(`${baseUrl}${target.path}`, { waitUntil: "load" });
        await page.locator(target.ready).first().waitFor({ state: "visible", timeout: 30_000 });
        await settle(page);
        const measured = await page.evaluate(() => {
          const vitals = (window as unknown as { __vitals: PageVitals }).__vitals;
          const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
          const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN;
          return { ...vitals, fcp, ttfb: navigation?.responseStart ?? Number.NaN };
        });
        if (run >= 0) samples.push({
          page: target.id,
          run,
          lcpMs: measured.lcp,
          cls: measured.cls,
          ttfbMs: measured.ttfb,
          lcpElement: measured.lcpElement,
          shifted: measured.shifted,
          fcpMs: measured.fcp,
          scripts,
        });
      } finally {
        await context.close();
      }
    }
  }
  return samples;
}

/** Milliseconds from pressing Enter on a company number on the home page to that company's header being visible. */
export async function measureOpenCompany(browser: Browser, baseUrl: string, companyNumber: string, runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl}/`, { waitUntil: "load" });
      await settle(page);
      const input = page.getByRole("combobox").first();
      await input.fill(companyNumber);
      const started = Date.now();
      await input.press("Enter");
      await page.locator("main header h1").first().waitFor({ state: "visible", timeout: 30_000 });
      times.push(Date.now() - started);
    } finally {
      await context.close();
    }
  }
  return times;
}

/** The tabs of the very large company whose switch is timed, with the test id of a row that makes each usable. */
export const TABS_TO_SWITCH = [
  { name: "Officers", row: "officer-row" },
  { name: "Charges", row: "charge-row" },
  { name: "Filings", row: "filing-row" },
] as const;

/**
 * Milliseconds from clicking a tab of a company page (opened on its Overview and settled) to that tab's first row
 * being visible: when the tab is usable. Each run is a fresh context; the BFF has served the company before (warm-up).
 */
export async function measureTabSwitch(browser: Browser, baseUrl: string, companyNumber: string, runs: number): Promise<Record<string, number[]>> {
  const times: Record<string, number[]> = Object.fromEntries(TABS_TO_SWITCH.map((tab) => [tab.name, []]));
  for (let run = -1; run < runs; run += 1) {
    for (const tab of TABS_TO_SWITCH) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      try {
        const page = await context.newPage();
        await page.goto(`${baseUrl}/companies/${companyNumber}`, { waitUntil: "load" });
        await page.locator("main header h1").first().waitFor({ state: "visible", timeout: 30_000 });
        await settle(page);
        const started = Date.now();
        await page.getByRole("tab", { name: tab.name, exact: true }).click();
        await page.getByRole("tabpanel").getByTestId(tab.row).first().waitFor({ state: "visible", timeout: 30_000 });
        if (run >= 0) times[tab.name].push(Date.now() - started);
      } finally {
        await context.close();
      }
    }
  }
  return times;
}
