// Arm 10, "a team on one server" (issue 38's first figure): 50 analysts, each signed in as itself, repeat a scripted
// session against one dashboard server pinned alone to core 0, with the sandbox on core 1. 45 send the pages'
// requests over HTTP from this process, 5 work in Chromium, which measures when a tab is usable as the page shows it.
// This process and Chromium run on core 1 with the sandbox: the load takes its CPU from the upstream's core, never
// from the server's. Settings: bench/team/config.ts (TEAM_ANALYSTS, TEAM_SECONDS, TEAM_SEED, …).
import { execFileSync } from "node:child_process";
import os from "node:os";
import { chromium, type Browser } from "@playwright/test";
import { CHROMIUM_ARGS } from "../../scripts/lib/chromium";
import { ensureBuild } from "../../scripts/lib/build";
import { ensureDataset } from "../../sandbox/dataset";
import { ensureChromium, parseBenchEnv } from "../config";
import { REPO_ROOT, canPin } from "../placement";
import type { ArmOutcome } from "../results";
import { browserSession, watchErrors } from "./browser-analyst";
import { parseTeamEnv, type TeamEnv } from "./config";
import { TEAM_ARM_TITLE, slowest, slowestTabs, spread, teamBudgets, usableTabParts, usageFigures } from "./figures";
import { isError, type BrowserTiming, type HttpSample } from "./samples";
import { costGroup, costPerRequest } from "./cost";
import { httpSession } from "./http-analyst";
import { readPortfolio } from "./portfolio";
import { REQUEST_LIST_NOTE, type StepContext } from "./requests";
import { sessionFor, watchlistFor, type Portfolio, type ScriptSettings } from "./script";
import { directorPnrs, makeWatchlist, pinSelfToLoadCore, signIn, startTeamServers } from "./servers";
import { coreBusyShares, coreTimes, loadCoreCpu, sampleUsage, type LoadCoreCpu } from "./usage";

const loadAverage = () => os.loadavg().map((value) => value.toFixed(2)).join(" ");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Clock {
  rampEnd: number;
  end: number;
}

/** Which analysts drive Chromium: spread through the team (0, 10, 20, … of 50), so they start through the ramp. */
export function browserAnalysts(analysts: number, inBrowser: number): Set<number> {
  if (!inBrowser) return new Set();
  const every = analysts / inBrowser;
  return new Set(Array.from({ length: inBrowser }, (_, index) => Math.floor(index * every)));
}

interface AnalystResult {
  http: HttpSample[];
  browser: BrowserTiming[];
  browserErrors: string[];
  sessions: number;
}

async function runAnalyst(options: {
  index: number; baseUrl: string; cookie: string; steps: StepContext; browser?: Browser; clock: Clock; startAt: number;
  settings: ScriptSettings; portfolio: Portfolio; pointerRestMs: number;
}): Promise<AnalystResult> {
  const result: AnalystResult = { http: [], browser: [], browserErrors: [], sessions: 0 };
  await sleep(Math.max(0, options.startAt - performance.now()));
  const over = () => performance.now() >= options.clock.end;
  const measured = (at: number) => at >= options.clock.rampEnd;
  const context = options.browser ? await options.browser.newContext({ viewport: { width: 1366, height: 900 } }) : undefined;
  try {
    const page = context ? await context.newPage() : undefined;
    if (context && page) {
      const [name, value] = options.cookie.split("=") as [string, string];
      await context.addCookies([{ name, value, url: options.baseUrl }]);
      watchErrors(page, options.baseUrl, result.browserErrors);
    }
    const seenInBrowser = new Set<string>();
    for (let index = 0; !over(); index += 1) {
      const session = sessionFor(options.settings, options.portfolio, options.index, index);
      if (context && page) {
        const timings = (await browserSession(page, context, options.baseUrl, session, options.steps.watchlistId, over, options.pointerRestMs)).map((timing) => {
          const key = `${timing.measure} ${timing.detail ?? ""}`;
          const firstInBrowser = !seenInBrowser.has(key);
          seenInBrowser.add(key);
          return { ...timing, firstInBrowser };
        });
        result.browser.push(...timings.filter((timing) => !timing.ok || measured(timing.at)));
        if (timings.length === session.steps.length && timings.every((timing) => timing.ok)) result.sessions += 1;
        if (timings.some((timing) => !timing.ok)) await sleep(1000);
      } else {
        const { samples, whole } = await httpSession({ ...options.steps, baseUrl: options.baseUrl, cookie: options.cookie }, session, over);
        result.http.push(...samples.filter((sample) => isError(sample) || measured(sample.at)));
        if (whole) result.sessions += 1;
      }
    }
  } finally {
    await context?.close();
  }
  return result;
}

export async function teamArm(log: (line: string) => void = (line) => console.log(`[bench] ${line}`)): Promise<ArmOutcome> {
  const bench = parseBenchEnv(process.env);
  const team: TeamEnv = parseTeamEnv(process.env);
  const pin = bench.BENCH_PIN && canPin();
  ensureChromium(bench, log);
  await ensureBuild(REPO_ROOT, log);
  const dataset = await ensureDataset({ companies: bench.SANDBOX_COMPANIES, seed: bench.SANDBOX_SEED, log });
  const portfolio = await readPortfolio(dataset.companiesCsv, team.TEAM_SEED);
  const settings: ScriptSettings = { seed: team.TEAM_SEED, thinkMinMs: team.TEAM_THINK_MIN_MS, thinkMaxMs: team.TEAM_THINK_MAX_MS, pdfEvery: team.TEAM_PDF_EVERY };
  if (pin) pinSelfToLoadCore();
  const servers = await startTeamServers({ analysts: team.TEAM_ANALYSTS, companies: bench.SANDBOX_COMPANIES, seed: bench.SANDBOX_SEED, pin });
  let browser: Browser | undefined;
  try {
    const baseUrl = servers.bff.url;
    log(`team: ${team.TEAM_ANALYSTS} analysts (${team.TEAM_BROWSER_ANALYSTS} in Chromium) on ${baseUrl}, sandbox ${servers.sandbox.url}; signing in and making watchlists`);
    const cookies = await Promise.all(servers.analysts.map((analyst) => signIn(baseUrl, analyst)));
    const lists = servers.analysts.map((_, index) => watchlistFor(settings, portfolio, index));
    const watchlists = await Promise.all(cookies.map((cookie, index) => makeWatchlist(baseUrl, cookie, `Team ${index + 1}`, lists[index]!)));
    const pnrs = await directorPnrs(servers.sandbox, servers.apiKey, [...portfolio.shared, ...portfolio.wide].map((company) => company.number));
    const stepContext = (index: number): StepContext => ({ watchlistId: watchlists[index]!, directorPnrs: (crn) => pnrs.get(crn) ?? [] });
    const inBrowser = browserAnalysts(team.TEAM_ANALYSTS, team.TEAM_BROWSER_ANALYSTS);
    if (inBrowser.size) browser = await chromium.launch({ executablePath: bench.CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const loadAtStart = loadAverage();
    const started = performance.now();
    const clock: Clock = { rampEnd: started + team.TEAM_RAMP_SECONDS * 1000, end: started + (team.TEAM_RAMP_SECONDS + team.TEAM_SECONDS) * 1000 };
    log(`team: ramp ${team.TEAM_RAMP_SECONDS} s, then ${team.TEAM_SECONDS} s measured; load average ${loadAtStart}`);
    const runs = servers.analysts.map((_, index) => runAnalyst({
      index, baseUrl, cookie: cookies[index]!, steps: stepContext(index), browser: inBrowser.has(index) ? browser : undefined, clock,
      startAt: started + (index * team.TEAM_RAMP_SECONDS * 1000) / team.TEAM_ANALYSTS, settings, portfolio, pointerRestMs: team.TEAM_POINTER_REST_MS,
    }));
    await sleep(Math.max(0, clock.rampEnd - performance.now()));
    const pid = servers.bff.child.pid;
    if (pid === undefined) throw new Error("the dashboard server has no process id");
    const usage = sampleUsage(pid);
    const loadCorePids = { sandboxPid: servers.sandbox.child.pid ?? Number.NaN, serverPid: pid };
    const loadCoreAfterRamp = loadCoreCpu(loadCorePids);
    const coresAfterRamp = coreTimes();
    const loadAfterRamp = loadAverage();
    await sleep(Math.max(0, clock.end - performance.now()));
    const usageSamples = usage.stop();
    const coreBusy = coreBusyShares(coresAfterRamp, coreTimes());
    const loadCoreAtEnd = loadCoreCpu(loadCorePids);
    const loadAtEnd = loadAverage();
    log("team: time is up; waiting for the analysts to finish the step they are in");
    const results = await Promise.all(runs);
    log("team: the server's CPU per kind of request, one at a time");
    const sessions = [0, 1, 2].map((index) => sessionFor(settings, portfolio, 1, 1000 + index));
    const cost = await costPerRequest({ baseUrl, cookie: cookies[1]!, pid, context: stepContext(1), sessions });
    return teamOutcome(team, results, { usage: usageFigures(usageSamples), usageWindowSeconds: team.TEAM_SECONDS, cost, loadAtStart, loadAfterRamp, loadAtEnd, pin, coreBusy, loadCoreWork: loadCoreShares(loadCoreAfterRamp, loadCoreAtEnd, team.TEAM_SECONDS) });
  } finally {
    await browser?.close();
    await servers.stop();
    // Back to both cores, for whatever this process runs next (another arm, with --only a,b).
    if (pin) execFileSync("taskset", ["-a", "-p", "-c", "0,1", String(process.pid)], { stdio: "ignore" });
  }
}

interface RunFigures {
  usage: ReturnType<typeof usageFigures>;
  usageWindowSeconds: number;
  cost: Awaited<ReturnType<typeof costPerRequest>>;
  loadAtStart: string;
  loadAfterRamp: string;
  loadAtEnd: string;
  pin: boolean;
  /** Each core's busy share over the measured window: core 0 the server's, core 1 the sandbox's, the load's and Chromium's. */
  coreBusy: number[];
  /** Share of one core each user of the load core took over the measured window. */
  loadCoreWork: Record<keyof LoadCoreCpu, number>;
}

function loadCoreShares(before: LoadCoreCpu, after: LoadCoreCpu, seconds: number): Record<keyof LoadCoreCpu, number> {
  const share = (key: keyof LoadCoreCpu) => Math.round(((after[key] - before[key]) / seconds) * 1000) / 1000;
  return { sandbox: share("sandbox"), thisProcess: share("thisProcess"), chromium: share("chromium") };
}

/** Each kind's CPU per request (measured alone after the run) times its count in the run, against the CPU the server used. */
function cpuByKind(http: readonly HttpSample[], run: RunFigures): Record<string, Record<string, number>> {
  const serverCpuSeconds = run.usage.cpuShareOfCore * run.usageWindowSeconds;
  return Object.fromEntries(Object.entries(run.cost).map(([group, cost]) => {
    const count = http.filter((sample) => costGroup(sample) === group).length;
    const seconds = (count * cost.cpuMsPerRequest) / 1000;
    return [group, { cpuMsPerRequest: cost.cpuMsPerRequest, requestsInRun: count, cpuSecondsInRun: Math.round(seconds * 10) / 10, shareOfServerCpu: Math.round((seconds / serverCpuSeconds) * 100) / 100 }];
  }));
}

/** The usable-tab figure by tab, and apart for each browser's first opening of a tab (its code not yet cached). */
function usableTabSpreads(browser: readonly BrowserTiming[]): Record<string, ReturnType<typeof spread>> {
  const tabs = browser.filter((timing) => timing.ok && timing.measure === "usable tab");
  const rows: Array<[string, BrowserTiming[]]> = [
    ...[...new Set(tabs.map((timing) => timing.detail ?? ""))].map((name): [string, BrowserTiming[]] => [name, tabs.filter((timing) => timing.detail === name)]),
    ["first opening in its browser", tabs.filter((timing) => timing.firstInBrowser)],
    ["opened before in its browser", tabs.filter((timing) => !timing.firstInBrowser)],
  ];
  return Object.fromEntries(rows.map(([name, timings]) => [name, spread(timings.map((timing) => timing.ms))]));
}

function teamOutcome(team: TeamEnv, results: AnalystResult[], run: RunFigures): ArmOutcome {
  const http = results.flatMap((result) => result.http);
  const browser = results.flatMap((result) => result.browser);
  const browserErrors = results.flatMap((result) => result.browserErrors);
  const sessions = results.map((result) => result.sessions);
  const tally = { analysts: team.TEAM_ANALYSTS, browserAnalysts: team.TEAM_BROWSER_ANALYSTS, http, browser, browserErrors, sessions };
  const byKind = (kind: HttpSample["kind"]) => spread(http.filter((sample) => sample.kind === kind).map((sample) => sample.ms));
  const measures = [...new Set(browser.filter((timing) => timing.ok).map((timing) => timing.measure))];
  const errors = [...http.filter(isError).map((sample) => `${sample.status} ${sample.label}`), ...browserErrors, ...browser.filter((timing) => !timing.ok).map((timing) => `${timing.step}: ${timing.detail}`)];
  const cpuKinds = cpuByKind(http, run);
  const tabParts = usableTabParts(browser);
  const budgets = teamBudgets(tally).map((budget) => (budget.met ? budget : { ...budget, cause: missedCause(tally, run, cpuKinds, budget.name.includes("usable tab") ? tabParts : null) }));
  return {
    status: "measured",
    title: TEAM_ARM_TITLE,
    figures: {
      run: {
        analysts: team.TEAM_ANALYSTS, inChromium: team.TEAM_BROWSER_ANALYSTS, rampSeconds: team.TEAM_RAMP_SECONDS, measuredSeconds: team.TEAM_SECONDS,
        thinkMs: `${team.TEAM_THINK_MIN_MS}–${team.TEAM_THINK_MAX_MS}`, seed: team.TEAM_SEED, pointerRestMs: team.TEAM_POINTER_REST_MS, sessions: sessions.reduce((sum, count) => sum + count, 0),
        loadAverage: `${run.loadAtStart} at the start, ${run.loadAfterRamp} after the ramp, ${run.loadAtEnd} at the end`,
      },
      chromium: {
        ...Object.fromEntries(measures.map((measure) => [measure, spread(browser.filter((timing) => timing.ok && timing.measure === measure).map((timing) => timing.ms))])),
        // The same tabs as Playwright's polling wait saw them: what the figure was before it was read on the page's clock.
        "usable tab, as Playwright's wait saw it": spread(browser.filter((timing) => timing.ok && timing.polledMs !== undefined).map((timing) => timing.polledMs as number)),
      },
      usableTabs: usableTabSpreads(browser),
      usableTabParts: tabParts,
      http: { api: byKind("api"), documents: byKind("document"), pagePayloads: byKind("rsc"), pdfExports: byKind("pdf") },
      slowestApiCalls: slowest(http.filter((sample) => sample.kind === "api")),
      server: { ...run.usage },
      // A row set (one row a tab, slowest first) so that the report draws it as a table.
      slowestTabs: Object.fromEntries(slowestTabs(results.map((result) => result.browser)).map((tab, index) => [`${index + 1}`, tab])),
      loadCoreWork: { "share of one core": { sandbox: run.loadCoreWork.sandbox, "HTTP analysts and Playwright (this process)": run.loadCoreWork.thisProcess, Chromium: run.loadCoreWork.chromium } },
      cores: Object.fromEntries(run.coreBusy.map((share, index) => [`core ${index}${run.pin ? (index === 0 ? " (the server)" : " (sandbox, load, Chromium)") : ""}`, { busyShare: share }])),
      serverCpuByKind: cpuKinds,
      requests: { counted: http.length, errors: errors.length, firstErrors: errors.slice(0, 5).join("; ") || "none" },
    },
    budgets,
    notes: [
      run.pin
        ? "Placement (taskset): the dashboard server alone on core 0; the sandbox, this process's HTTP analysts and Chromium on core 1, so the load takes its CPU from the upstream's core, not the server's."
        : "No pinning (BENCH_PIN=0 or no taskset): the kernel placed every process.",
      "The server as it ships (scripts/serve.mjs on the production build, its default cache of 300 s fresh, a day stale), with a users file of one analyst per simulated analyst; the per-address limits are raised because the whole team comes from 127.0.0.1.",
      `Figures cover the ${team.TEAM_SECONDS} s after the ${team.TEAM_RAMP_SECONDS} s ramp (analysts start evenly through it); errors count over the whole run. Server CPU is its process tree's user+system time over that window, as a share of one core.`,
      `Usable tab (Chromium): from the press on the tab (the pointer going down) to the first frame that draws its first table row, or its 'none recorded' state, in the tab panel (the assessment: its verdict), both read on the page's own clock (bench/team/tab-marks.ts); Playwright's wait for the row polls after 20, 50, 100, 100 ms and then every 500 ms, so it can see the row up to half a second late (its times are the 'as Playwright's wait saw it' row, from before its click). The three tabs are Officers, Charges and Filings. The pointer rests on the tab ${team.TEAM_POINTER_REST_MS} ms before the press (TEAM_POINTER_REST_MS), as a hand reaches a tab before pressing it; the tabs prefetch on that intent.`,
      REQUEST_LIST_NOTE,
      "Server CPU by kind: after the run, three more sessions' requests sent one at a time, each kind's CPU per request read from /proc (10 ms ticks), times that kind's count over HTTP in the run (the 5 Chromium analysts' requests not counted); lookups of companies the run had cached cost less than first reads.",
    ],
  };
}

/** Where the time went, for a missed budget: the server's core, the slowest lookups, the machine's load. */
function missedCause(tally: Parameters<typeof teamBudgets>[0], run: RunFigures, byKind: ReturnType<typeof cpuByKind>, tabs: ReturnType<typeof usableTabParts> | null): string {
  const usage = run.usage;
  const worst = Object.entries(slowest(tally.http.filter((sample) => sample.kind === "api"), 3)).map(([label, figures]) => `${label} p95 ${figures.p95Ms} ms`).join(", ");
  const kinds = Object.entries(byKind).sort((a, b) => (b[1].cpuSecondsInRun ?? 0) - (a[1].cpuSecondsInRun ?? 0))
    .map(([kind, figures]) => `${kind} ${Math.round((figures.shareOfServerCpu ?? 0) * 100)}% (${figures.requestsInRun} × ${figures.cpuMsPerRequest} ms)`).join(", ");
  const cores = run.coreBusy.map((share, index) => `core ${index} ${Math.round(share * 100)}%`).join(", ");
  const slow = tabs?.slowestTwentieth;
  const tabSplit = slow?.count
    ? `the slowest twentieth of the tabs (${slow.count}, median ${slow.usableMs} ms) waited a median ${slow.waitingMs} ms for the server's answers after the press and spent ${slow.pageMs} ms in the page's own work (all tabs: ${tabs?.allTabs.waitingMs} and ${tabs?.allTabs.pageMs} ms; usableTabParts); `
    : "";
  const work = run.loadCoreWork;
  const loadCore = `; on core 1, Chromium used ${Math.round(work.chromium * 100)}% of a core, the sandbox ${Math.round(work.sandbox * 100)}%, the HTTP analysts and Playwright ${Math.round(work.thisProcess * 100)}%`;
  return `${tabSplit}the server used ${Math.round(usage.cpuShareOfCore * 100)}% of its core (busiest 10 s: ${Math.round(usage.busiest10sShare * 100)}%); its CPU by kind of request: ${kinds}; slowest lookups: ${worst}; cores busy over the window: ${cores}${run.pin ? " (core 1: the sandbox, the HTTP analysts and Chromium)" : ""}${loadCore}; slowestTabs lists the slowest tabs with what the other browsers did meanwhile; load average ${loadAverage()} on 2 cores`;
}
