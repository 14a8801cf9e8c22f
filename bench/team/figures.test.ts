import { describe, expect, it } from "vitest";
import { costGroup } from "./cost";
import { slowest, slowestTabs, spread, teamBudgets, usableTabParts, usageFigures } from "./figures";
import { isError, isNotRecordedAnswer, type BrowserTiming, type HttpSample } from "./samples";
import { coreBusyShares, coreTimes } from "./usage";

const api = (ms: number, status = 200, label = "GET /api/x"): HttpSample => ({ kind: "api", label, ms, status, expected: false, at: 0 });

describe("team arm figures", () => {
  it("takes the median and nearest-rank p95 of finite times", () => {
    const times = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(spread([...times, Number.NaN])).toEqual({ count: 100, medianMs: 50.5, p95Ms: 95, maxMs: 100 });
  });

  it("counts as errors only answers outside 2xx/304 that the page did not expect", () => {
    expect(isError({ status: 200, expected: false })).toBe(false);
    expect(isError({ status: 304, expected: false })).toBe(false);
    expect(isError({ status: 404, expected: true })).toBe(false);
    expect(isError({ status: 404, expected: false })).toBe(true);
    expect(isError({ status: 0, expected: false })).toBe(true);
  });

  it("takes a 404 as an answer only when the problem says the service holds nothing (the page's 'None recorded')", () => {
    expect(isNotRecordedAnswer(404, { status: 404, code: "not-found" })).toBe(true);
    expect(isNotRecordedAnswer(404, { code: "unknown-route" })).toBe(false);
    expect(isNotRecordedAnswer(404, null)).toBe(false);
    expect(isNotRecordedAnswer(502, { code: "not-found" })).toBe(false);
  });

  it("reads the core's share, the busiest ten seconds and the memory from cumulative samples", () => {
    const samples = Array.from({ length: 21 }, (_, second) => ({ atMs: second * 1000, cpuSeconds: second < 10 ? second * 0.2 : 1.8 + (second - 9) * 0.6, rssBytes: (100 + second) * 2 ** 20 }));
    const usage = usageFigures(samples);
    // 0.2 s a second for 9 s, then 0.6 s a second for 11 s: 8.4 s over 20 s.
    expect(usage.cpuShareOfCore).toBeCloseTo(8.4 / 20, 3);
    expect(usage.busiest10sShare).toBeCloseTo(0.6, 3);
    expect(usage.rssPeakMiB).toBe(120);
    expect(usage.rssMedianMiB).toBe(110);
  });

  it("ranks request templates by p95", () => {
    const ranked = Object.keys(slowest([api(10, 200, "a"), api(300, 200, "b"), api(12, 200, "c"), api(14, 200, "a")], 2));
    expect(ranked).toEqual(["b", "a"]);
  });

  it("meets the budgets at the goals and misses them just past", () => {
    const base = { analysts: 3, browserAnalysts: 1, browserErrors: [], sessions: [2, 3, 2] };
    const tabs = (ms: number) => Array.from({ length: 20 }, () => ({ step: "tab" as const, measure: "usable tab", ms, ok: true, at: 0 }));
    const met = teamBudgets({ ...base, http: Array.from({ length: 20 }, () => api(150)), browser: tabs(300) });
    expect(met.map((budget) => budget.met)).toEqual([true, true, true, true]);
    const missed = teamBudgets({ ...base, sessions: [1, 3, 2], http: [...Array.from({ length: 20 }, () => api(151)), api(20, 500)], browser: tabs(301) });
    expect(missed.map((budget) => budget.met)).toEqual([false, false, false, false]);
    expect(missed[2]?.measured).toBe("1");
  });

  it("splits usable tabs into the wait on the server and the page's own work, for all and for the slowest twentieth", () => {
    // Nineteen tabs of 100..1900 ms, each waiting a tenth of its time on the server, and one of 2000 ms, 1900 of it
    // waiting. Another step and a failed tab are left out.
    const tab = (ms: number, networkMs: number) => ({ step: "tab" as const, measure: "usable tab", ms, networkMs, ok: true, at: 0 });
    const browser = [
      ...Array.from({ length: 19 }, (_, index) => tab((index + 1) * 100, (index + 1) * 10)),
      tab(2000, 1900),
      { step: "home" as const, measure: "home usable", ms: 5000, ok: true, at: 0 },
      { ...tab(50, 40), ok: false },
    ];
    const parts = usableTabParts(browser);
    expect(parts.allTabs).toEqual({ count: 20, usableMs: 1050, waitingMs: 105, pageMs: 855 });
    // p95 of the twenty (nearest rank: the 19th) is 1900 ms: the tabs of 1900 and 2000 ms.
    expect(parts.slowestTwentieth).toEqual({ count: 2, usableMs: 1950, waitingMs: 1045, pageMs: 905 });
    // An answer can end after the tab showed and before the page was asked: never more waiting than the tab took.
    expect(usableTabParts([tab(100, 150)]).allTabs).toEqual({ count: 1, usableMs: 100, waitingMs: 100, pageMs: 0 });
  });
});

describe("the slowest tabs", () => {
  const step = (measure: string, at: number, ms: number, detail?: string): BrowserTiming => ({ step: "tab", measure, at, ms, ok: true, detail, networkMs: 10 });
  it("lists the tabs at or above the p95, slowest first, with the other browsers' steps that overlapped each", () => {
    // Twenty tabs in browser 0, one a second; the p95 (19th of 20) is the 400 ms tab at 18 s, the 500 ms one at 19 s.
    const first = Array.from({ length: 20 }, (_, index) => step("usable tab", index * 1000, index === 18 ? 400 : index === 19 ? 500 : 100, "Charges"));
    const second = [step("compare usable", 18_200, 1500), step("usable tab", 19_300, 100, "Officers"), step("open company", 30_000, 300), { ...step("failed", 19_000, Number.NaN), ok: false }];
    expect(slowestTabs([first, second])).toEqual([
      { tab: "Charges", ms: 500, waitingMs: 10, alongside: "compare usable, Officers tab" },
      { tab: "Charges", ms: 400, waitingMs: 10, alongside: "compare usable" },
    ]);
    expect(slowestTabs([first.slice(0, 3)])[0]?.alongside).toBe("nothing");
  });
});

describe("the server's CPU by kind of request", () => {
  it("groups the prefetch a click sets off apart from navigations, documents and lookups", () => {
    expect(costGroup({ kind: "rsc", label: "tab officers: prefetch tree" })).toBe("rsc prefetch tree");
    expect(costGroup({ kind: "rsc", label: "tab officers: navigation" })).toBe("rsc navigation");
    expect(costGroup({ kind: "api", label: "overview: GET /api/screening/{crn}" })).toBe("api");
    expect(costGroup({ kind: "document", label: "home: document" })).toBe("document");
  });
});

describe("each core's busy share", () => {
  it("is the busy jiffies over the total between two readings, per core", () => {
    const before = [{ busy: 100, total: 400 }, { busy: 50, total: 400 }];
    const after = [{ busy: 150, total: 600 }, { busy: 240, total: 600 }];
    expect(coreBusyShares(before, after)).toEqual([0.25, 0.95]);
  });

  it("reads every core of this machine from /proc/stat", () => {
    const cores = coreTimes();
    expect(cores.length).toBeGreaterThan(0);
    for (const core of cores) expect(core.total).toBeGreaterThanOrEqual(core.busy);
  });
});
