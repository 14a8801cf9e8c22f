// The team arm's figures and budgets from its raw samples: pure, so that the arithmetic is tested apart from the run.
import type { Budget } from "../results";
import { median, percentile, round } from "../stats";
import { isError, type BrowserTiming, type HttpSample } from "./samples";
import type { UsageSample } from "./usage";

export const TEAM_ARM_TITLE = "10. A team on one server";
export const MAX_USABLE_TAB_P95_MS = 300;
export const MAX_API_P95_MS = 150;
export const MIN_SESSIONS_PER_ANALYST = 2;

export interface Spread {
  count: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
}

export function spread(values: readonly number[]): Spread {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return { count: sorted.length, medianMs: round(median(sorted), 1), p95Ms: round(percentile(sorted, 95), 1), maxMs: round(sorted.at(-1) ?? Number.NaN, 1) };
}

/** Share of one core the server used over the run (CPU seconds over wall seconds), its busiest 10 s, and its memory. */
export function usageFigures(samples: readonly UsageSample[]): { cpuShareOfCore: number; busiest10sShare: number; rssPeakMiB: number; rssMedianMiB: number } {
  const first = samples[0];
  const last = samples.at(-1);
  if (!first || !last || last.atMs <= first.atMs) return { cpuShareOfCore: Number.NaN, busiest10sShare: Number.NaN, rssPeakMiB: Number.NaN, rssMedianMiB: Number.NaN };
  let busiest = 0;
  for (const [index, sample] of samples.entries()) {
    const later = samples.slice(index).find((candidate) => candidate.atMs - sample.atMs >= 10_000);
    if (later) busiest = Math.max(busiest, (later.cpuSeconds - sample.cpuSeconds) / ((later.atMs - sample.atMs) / 1000));
  }
  const rss = samples.map((sample) => sample.rssBytes / 2 ** 20);
  return {
    cpuShareOfCore: round((last.cpuSeconds - first.cpuSeconds) / ((last.atMs - first.atMs) / 1000), 3),
    busiest10sShare: round(busiest, 3),
    rssPeakMiB: round(Math.max(...rss), 1),
    rssMedianMiB: round(median(rss), 1),
  };
}

/** The slowest request templates by p95 (where to look when the API budget is missed). */
export function slowest(samples: readonly HttpSample[], count = 5): Record<string, Spread> {
  const byLabel = new Map<string, number[]>();
  for (const sample of samples) byLabel.set(sample.label, [...(byLabel.get(sample.label) ?? []), sample.ms]);
  return Object.fromEntries([...byLabel].map(([label, times]) => [label, spread(times)] as const).sort((a, b) => b[1].p95Ms - a[1].p95Ms).slice(0, count));
}

export interface TeamTally {
  analysts: number;
  browserAnalysts: number;
  http: readonly HttpSample[];
  browser: readonly BrowserTiming[];
  browserErrors: readonly string[];
  /** Whole sessions each analyst finished, by analyst. */
  sessions: readonly number[];
}

export function teamBudgets(tally: TeamTally): Budget[] {
  const arm = TEAM_ARM_TITLE;
  const tabs = spread(tally.browser.filter((timing) => timing.measure === "usable tab").map((timing) => timing.ms));
  const api = spread(tally.http.filter((sample) => sample.kind === "api").map((sample) => sample.ms));
  const errors = tally.http.filter(isError).length + tally.browserErrors.length + tally.browser.filter((timing) => !timing.ok).length;
  const fewest = Math.min(...tally.sessions);
  return [
    {
      arm, name: `p95 time to a usable tab, Chromium (${tally.browserAnalysts} analysts, ${tabs.count} tabs)`, limit: `≤ ${MAX_USABLE_TAB_P95_MS} ms`,
      measured: `${tabs.p95Ms} ms (median ${tabs.medianMs})`, met: tabs.count > 0 && tabs.p95Ms <= MAX_USABLE_TAB_P95_MS,
    },
    {
      arm, name: `p95 API answer over HTTP (${tally.analysts - tally.browserAnalysts} analysts, ${api.count} calls, PDFs apart)`, limit: `≤ ${MAX_API_P95_MS} ms`,
      measured: `${api.p95Ms} ms (median ${api.medianMs})`, met: api.count > 0 && api.p95Ms <= MAX_API_P95_MS,
    },
    { arm, name: "errors (answers other than 2xx/304 the page did not expect)", limit: "0", measured: String(errors), met: errors === 0 },
    {
      arm, name: "whole sessions per analyst", limit: `≥ ${MIN_SESSIONS_PER_ANALYST} each`,
      measured: `fewest ${Number.isFinite(fewest) ? fewest : 0}, median ${median([...tally.sessions])}`, met: fewest >= MIN_SESSIONS_PER_ANALYST,
    },
  ];
}

export interface TabParts {
  count: number;
  /** Median time to usable, and its two parts: the wait on the server's answers, and the page's own work after it. */
  usableMs: number;
  waitingMs: number;
  pageMs: number;
}

/** A tab's wait on the server's answers after the press: never more than the tab took (an answer can end after it showed). */
const serverWait = (timing: BrowserTiming) => Math.min(timing.networkMs ?? 0, timing.ms);

/** The timings at or above the p95 of their times: the slowest twentieth. */
function slowestTwentieth<T>(items: readonly T[], msOf: (item: T) => number): T[] {
  const p95 = percentile(items.map(msOf).sort((a, b) => a - b), 95);
  return items.filter((item) => msOf(item) >= p95);
}

/**
 * Where a usable tab's time went, for every tab and for the slowest twentieth (those at or above the p95): the wait
 * for the server's answers after the press, and the rest (the page's scripts and drawing, the browser's scheduling).
 */
export function usableTabParts(browser: readonly BrowserTiming[]): { allTabs: TabParts; slowestTwentieth: TabParts } {
  const tabs = browser.filter((timing) => timing.ok && timing.measure === "usable tab" && timing.networkMs !== undefined);
  const parts = (chosen: readonly BrowserTiming[]): TabParts => ({
    count: chosen.length,
    usableMs: round(median(chosen.map((timing) => timing.ms)), 1),
    waitingMs: round(median(chosen.map(serverWait)), 1),
    pageMs: round(median(chosen.map((timing) => timing.ms - serverWait(timing))), 1),
  });
  return { allTabs: parts(tabs), slowestTwentieth: parts(slowestTwentieth(tabs, (timing) => timing.ms)) };
}

export interface SlowTab {
  tab: string;
  ms: number;
  waitingMs: number;
  /** What the other Chromium analysts were doing at the same time (their steps that overlapped this one). */
  alongside: string;
}

/**
 * The tabs at or above the p95, each with what the other browsers were doing meanwhile: the five Chromiums share one
 * core with the sandbox and the HTTP analysts, so a tab opened while another browser draws a page waits for it.
 */
export function slowestTabs(byBrowser: ReadonlyArray<readonly BrowserTiming[]>): SlowTab[] {
  const tabs = byBrowser.flatMap((timings, browser) => timings.filter((timing) => timing.ok && timing.measure === "usable tab").map((timing) => ({ timing, browser })));
  const overlaps = (a: BrowserTiming, b: BrowserTiming) => a.at < b.at + b.ms && b.at < a.at + a.ms;
  return slowestTwentieth(tabs, ({ timing }) => timing.ms).sort((a, b) => b.timing.ms - a.timing.ms).map(({ timing, browser }) => {
    const others = byBrowser.flatMap((timings, other) => (other === browser ? [] : timings.filter((each) => each.ok && overlaps(each, timing))));
    return {
      tab: timing.detail ?? "",
      ms: round(timing.ms, 1),
      waitingMs: round(serverWait(timing), 1),
      alongside: others.map((each) => each.measure === "usable tab" ? `${each.detail} tab` : each.measure).join(", ") || "nothing",
    };
  });
}
