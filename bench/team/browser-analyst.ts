// An analyst in Chromium: the session's steps done as a person does them (typing, clicking the suggestion and the
// tabs), timed from the action to the moment the page shows what was asked for, by the marks the e2e tests wait on;
// a tab on the page's own clock (tab-marks.ts), the other steps as Playwright's wait for them saw it.
import type { BrowserContext, Locator, Page } from "@playwright/test";
import type { Session, SessionTab, Step } from "./script";
import { TYPEAHEAD_DEBOUNCE_MS } from "./script";
import { isNotRecordedAnswer, type BrowserTiming } from "./samples";
import { summaryPdfPath } from "./requests";
import { readTabMarks, watchTabMarks, type TabMarks } from "./tab-marks";

/** The test id of a row that makes each tab usable (bench/arms/page-vitals.ts's TABS_TO_SWITCH). */
const TAB_ROWS: Record<SessionTab, { name: string; row: string }> = {
  officers: { name: "Officers", row: "officer-row" },
  charges: { name: "Charges", row: "charge-row" },
  filings: { name: "Filings", row: "filing-row" },
};
/** A panel that has answered: its rows, or its "nothing recorded" state (a status that is not the loading one). */
const ANSWERED = (row: string) => `[data-testid="${row}"], [role="status"]:not([aria-busy="true"])`;
/** The Assessment tab is usable once it states its verdict (or its summary, where there is no score). */
const ASSESSMENT_ANSWERED = '[data-testid="verdict-sentence"], [data-testid="assessment-summary"]';
const STEP_TIMEOUT_MS = 30_000;

export interface BrowserRun {
  timings: BrowserTiming[];
  /** Same-origin responses that were neither 2xx nor 304, by path. */
  errors: string[];
}

async function visible(locator: Locator): Promise<void> {
  await locator.filter({ visible: true }).first().waitFor({ state: "visible", timeout: STEP_TIMEOUT_MS });
}

export function watchErrors(page: Page, baseUrl: string, errors: string[]): void {
  page.on("response", async (response) => {
    const url = new URL(response.url());
    if (url.origin !== baseUrl) return;
    const status = response.status();
    if ((status >= 200 && status < 300) || status === 304) return;
    // A body the browser dropped on leaving the page cannot be read; the HTTP analysts read every such answer in full.
    const body: unknown = status === 404 ? await response.json().catch(() => "unread") : null;
    if (body !== "unread" && !isNotRecordedAnswer(status, body)) errors.push(`${status} ${url.pathname}${url.search}`);
  });
}

/** Does one step; answers how long the page took to show its result (the think time is the caller's). */
export async function browserStep(page: Page, context: BrowserContext, baseUrl: string, step: Step, watchlistId: string, pointerRestMs = 0): Promise<BrowserTiming> {
  let started = performance.now();
  // A hand brings the pointer onto a tab, then presses it: the page may use the moment between (the tabs prefetch on
  // intent). The tab is timed from the press, on the page's clock (tab-marks.ts). The page's answers so far are
  // cleared from its Resource Timing, so that what it records next are the answers that arrive after the press (one
  // still in flight included).
  const press = async (tab: Locator, name: string, answered: string) => {
    await tab.hover();
    await page.waitForTimeout(pointerRestMs);
    await page.evaluate(() => performance.clearResourceTimings());
    await watchTabMarks(page, name, answered);
    started = performance.now();
    await tab.click();
  };
  const done = (measure: string, detail?: string): BrowserTiming => ({ step: step.kind, measure, ms: performance.now() - started, ok: true, detail, at: started });
  const tabDone = async (detail: string): Promise<BrowserTiming> => {
    const polled = done("usable tab", detail);
    const marks = await readTabMarks(page);
    return { ...polled, ms: marks.shownAt - marks.pressedAt, polledMs: polled.ms, networkMs: await networkWait(page, baseUrl, marks) };
  };
  switch (step.kind) {
    case "home":
      await page.goto(`${baseUrl}/`, { waitUntil: "commit" });
      await visible(page.getByRole("combobox"));
      return done("home usable");
    case "typeahead": {
      const input = page.getByRole("combobox").first();
      await input.click();
      let typed = "";
      let lastPause = performance.now();
      for (const [index, pause] of step.pauses.entries()) {
        await input.pressSequentially(pause.slice(typed.length), { delay: step.keystrokes[index] });
        typed = pause;
        lastPause = performance.now();
        await page.waitForTimeout(TYPEAHEAD_DEBOUNCE_MS + 50);
      }
      const option = page.getByRole("option").filter({ hasText: step.crn });
      const found = await option.first().waitFor({ state: "visible", timeout: 5000 }).then(() => true, () => false);
      if (!found) {
        // The name's first letters did not rank this company among six: the analyst types its number instead, and the
        // suggestion is timed from that input (the 5 s spent looking among the names is the script's, not the page's).
        lastPause = performance.now();
        await input.fill(step.crn);
        await visible(page.getByRole("option").filter({ hasText: step.crn }));
      }
      return { step: step.kind, measure: "typeahead suggestion", ms: performance.now() - lastPause, ok: true, detail: found ? "by name" : "by number", at: started };
    }
    case "overview":
      await page.getByRole("option").filter({ hasText: step.crn }).first().click();
      await visible(page.locator("main header h1"));
      return done("open company");
    case "tab": {
      const tab = TAB_ROWS[step.tab];
      await press(page.getByRole("tab", { name: tab.name, exact: true }), tab.name, ANSWERED(tab.row));
      await visible(page.getByRole("tabpanel").locator(ANSWERED(tab.row)));
      return tabDone(tab.name);
    }
    case "assessment":
      await press(page.getByRole("tab", { name: "Assessment", exact: true }), "Assessment", ASSESSMENT_ANSWERED);
      await visible(page.getByRole("tabpanel").locator(ASSESSMENT_ANSWERED));
      return tabDone("Assessment");
    case "compare":
      await page.goto(`${baseUrl}/compare?companies=${step.crns.join(",")}`, { waitUntil: "commit" });
      await visible(page.getByRole("table", { name: "Companies side by side" }).locator(`a[href="/companies/${step.crns.at(-1)}"]`));
      return done("compare usable");
    case "watchlist":
      await page.goto(`${baseUrl}/watchlists/${watchlistId}`, { waitUntil: "commit" });
      await visible(page.getByTestId("portfolio-row"));
      return done("watchlist usable");
    case "pdf": {
      const response = await context.request.get(`${baseUrl}${summaryPdfPath(step.crn)}`);
      await response.body();
      return { ...done("pdf export", response.ok() ? undefined : `answered ${response.status()}`), ok: response.ok() };
    }
  }
}

/**
 * How long after the press the page's last same-origin answer ended, as the page's Resource Timing records it (an
 * answer that ended after the frame that showed the tab, a poll say, is not the tab's).
 */
async function networkWait(page: Page, baseUrl: string, marks: TabMarks): Promise<number> {
  return page.evaluate(({ origin, pressedAt, shownAt }) => {
    const ends = (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
      .filter((entry) => entry.name.startsWith(origin) && entry.responseEnd <= shownAt)
      .map((entry) => entry.responseEnd - pressedAt);
    return Math.max(0, ...ends);
  }, { origin: baseUrl, pressedAt: marks.pressedAt, shownAt: marks.shownAt });
}

/** A whole session: think, then act, for every step; a step that fails is recorded and ends the session. */
export async function browserSession(page: Page, context: BrowserContext, baseUrl: string, session: Session, watchlistId: string, until: () => boolean, pointerRestMs: number): Promise<BrowserTiming[]> {
  const timings: BrowserTiming[] = [];
  for (const [index, step] of session.steps.entries()) {
    if (until()) break;
    await page.waitForTimeout(session.thinkMs[index] ?? 0);
    try {
      timings.push(await browserStep(page, context, baseUrl, step, watchlistId, pointerRestMs));
    } catch (error) {
      timings.push({ step: step.kind, measure: "failed", ms: Number.NaN, ok: false, detail: (error as Error).message.split("\n")[0], at: performance.now() });
      break;
    }
  }
  return timings;
}
