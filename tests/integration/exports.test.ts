// Every large export off the main thread, behind one fair queue: a BFF of its own (small report caps, a users file,
// the sandbox as upstream, no scheduler) so that its floods spend no other file's users or slots.
// - A 10,000-company watchlist, every company checked (a snapshot of the size a real company's is), exported as a
//   workbook while /api/health is polled: every health answer is quick, and the workbook holds every company.
// - Two users who keep more reports in flight than they may run cannot starve a third: the third's report is served
//   within a few reports' time, and while it waits /api/exports/queue shows its place.
import path from "node:path";
import Database from "better-sqlite3";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Server } from "../../scripts/lib/processes";
import { monitorStore, startMonitorServer } from "./monitor-server";
import { sleep } from "./resilience-support";
import { call, signedIn } from "./session";

let bff: Server;
let store: string;
const base = () => bff.url;
const MAX_PER_USER = 1;

beforeAll(async () => {
  store = await monitorStore("exports");
  bff = await startMonitorServer({
    WATCH_SCHEDULER: "off", REPORTS_MAX_IN_PROGRESS: "2", REPORTS_MAX_PER_USER: String(MAX_PER_USER), REPORTS_QUEUE_WAIT_SECONDS: "120",
    RATE_LIMIT_USER_PER_MINUTE: "100000", RATE_LIMIT_IP_PER_MINUTE: "100000", REQUEST_MAX_BODY_KB: "256",
  }, { upstream: inject("sandboxUrl"), store, log: "exports" });
}, 180_000);

afterAll(async () => {
  await bff?.stop();
});

const { as, post } = signedIn(base);

const records = <T>(count: number, make: (index: number) => T) => Object.fromEntries(Array.from({ length: count }, (_, index) => [`k${index}|x`, make(index)]));

/**
 * As if each company had been checked: a snapshot of about 13 kB (a dozen officers, a hundred filings), the size a
 * trading company's is. Checking 10,000 companies against the sandbox would take hours at the monitor's pace, so the
 * rows are written straight into this server's own store.
 */
function seedSnapshots(watchlistId: string, numbers: readonly string[]): void {
  const snapshot = JSON.stringify({
    name: "ACME TRADING LIMITED", status: "Active", address: "1 High Street, London, EC1A 1AA",
    officers: records(12, (index) => ({ name: `Officer ${index}`, role: "Director", appointed: "2010-01-01", resigned: index % 3 ? null : "2015-01-01" })),
    pscs: records(3, (index) => ({ name: `Person ${index}`, notified: "2016-04-06", ceased: null })),
    charges: records(6, (index) => ({ code: `0000${index}`, created: "2012-01-01", satisfied: null, lender: "Bank plc", description: "A fixed and floating charge", status: "Outstanding" })),
    ccjs: records(2, (index) => ({ caseNumber: `C${index}`, date: "2020-01-01", court: "County Court", plaintiff: "A plaintiff", amount: 1200, status: "Unsatisfied" })),
    filings: records(100, (index) => ({ date: "2019-01-01", text: `Confirmation statement made on 1 January 2019 with no updates (${index})` })),
    accounts: { madeUpTo: "2023-12-31", dueDate: "2024-09-30", overdue: false }, band: "moderate", limit: 35_000, policyVersion: 1,
    debt: { liveCharges: 6, partSatisfiedCharges: 0, outstandingCcjs: 2, outstandingCcjAmount: 2400 },
  });
  const db = new Database(path.join(store, "monitor.sqlite"));
  db.pragma("busy_timeout = 10000");
  // An upsert: the server has begun taking the added companies' baselines (failures, for these made-up numbers).
  const insert = db.prepare(`INSERT INTO watch_snapshots (watchlist_id, company, taken_at, snapshot, checked_at, error, error_at) VALUES (?, ?, ?, ?, ?, NULL, NULL)
    ON CONFLICT (watchlist_id, company) DO UPDATE SET taken_at = excluded.taken_at, snapshot = excluded.snapshot, checked_at = excluded.checked_at, error = NULL, error_at = NULL`);
  const now = Date.now();
  db.transaction(() => { for (const number of numbers) insert.run(watchlistId, number, now, snapshot, now); })();
  db.close();
}

/** The 10,000-company list the first test makes: its workbook is the slow export the disconnect test waits behind. */
let largeList: string | undefined;

describe("a 10,000-company watchlist's workbook", () => {
  it("is made while /api/health answers every probe under 100 ms, and holds every company", { timeout: 300_000 }, async () => {
    const created = await post("alice", "/api/watchlists", { name: "Ten thousand", shared: false });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    largeList = id;
    // Real-format numbers: 8 digits, and Scottish ones (SC and 6 digits).
    const numbers = [...Array.from({ length: 5000 }, (_, i) => String(10_000_000 + i)), ...Array.from({ length: 5000 }, (_, i) => `SC${String(100_000 + i)}`)];
    for (let start = 0; start < numbers.length; start += 5000) {
      const added = await post("alice", `/api/watchlists/${id}/companies`, { companyNumbers: numbers.slice(start, start + 5000) });
      expect(added.status).toBe(200);
      expect(((await added.json()) as { added: string[] }).added).toHaveLength(5000);
    }

    seedSnapshots(id, numbers);

    // The export, with /api/health probed every 20 ms while it runs. On a shared two-core machine one probe can meet a
    // garbage collection of the server's heap or another process's burst whatever the export does, so up to three
    // exports are made: one must keep every probe under 100 ms, and none may hold a probe 500 ms. On the main thread
    // this workbook held /api/health for 7.2 s: that fails every attempt.
    const exportWhileProbing = async () => {
      const latencies: number[] = [];
      let done = false;
      const exported = call(base(), `/api/watchlists/${id}/export?format=xlsx`, { cookie: await as("alice") })
        .then(async (answer) => ({ status: answer.status, bytes: await answer.arrayBuffer() }))
        .finally(() => { done = true; });
      while (!done) {
        const started = performance.now();
        expect((await call(base(), "/api/health")).status).toBe(200);
        latencies.push(performance.now() - started);
        await sleep(20);
      }
      const { status, bytes } = await exported;
      expect(status).toBe(200);
      expect(latencies.length).toBeGreaterThan(5);
      return { bytes, max: Math.max(...latencies), probes: latencies.length };
    };
    const attempts: Array<Awaited<ReturnType<typeof exportWhileProbing>>> = [];
    do attempts.push(await exportWhileProbing());
    while (attempts.length < 3 && attempts.at(-1)!.max >= 100);
    console.log(`health during a 10,000-company export: ${attempts.map((attempt) => `${attempt.probes} probes, max ${attempt.max.toFixed(1)} ms`).join("; ")}`);
    expect(Math.min(...attempts.map((attempt) => attempt.max))).toBeLessThan(100);
    expect(Math.max(...attempts.map((attempt) => attempt.max))).toBeLessThan(500);
    const { bytes } = attempts.at(-1)!;

    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes);
    const sheet = book.worksheets[0];
    // The list's name, the header row, then one row per company.
    expect(sheet.getRow(2).getCell(1).value).toBe("Company number");
    const listed = new Set<string>();
    sheet.eachRow((row, index) => { if (index > 2) listed.add(String(row.getCell(1).value)); });
    expect(listed).toEqual(new Set(numbers));
    // The seeded checks are read: every company's name is in its row.
    expect(sheet.getRow(3).getCell(2).value).toBe("ACME TRADING LIMITED");
  });
});

describe("fair report slots", () => {
  it("serves a third user's report within a few reports' time while two others flood, and shows its place meanwhile", { timeout: 300_000 }, async () => {
    const report = async (user: string) => {
      const started = performance.now();
      const answer = await call(base(), "/api/reports/09990001?format=pdf", { cookie: await as(user) });
      await answer.arrayBuffer();
      return { status: answer.status, ms: performance.now() - started };
    };
    // One report alone, for the scale of "a few reports".
    const alone = await report("dana");
    expect(alone.status).toBe(200);

    let flooding = true;
    const floodStatuses: number[] = [];
    const flood = (user: string) => (async () => {
      while (flooding) floodStatuses.push((await report(user)).status);
    })();
    // Each keeps MAX_PER_USER + 1 reports in flight, all the time.
    const floods = ["alice", "bob"].flatMap((user) => Array.from({ length: MAX_PER_USER + 1 }, () => flood(user)));
    await sleep(1500);

    const waiting = report("dana");
    let seen: Array<{ state: string; ahead?: number }> = [];
    let answered = false;
    void waiting.finally(() => { answered = true; });
    while (!answered) {
      const queue = (await (await call(base(), "/api/exports/queue", { cookie: await as("dana") })).json()) as { items: Array<{ kind: string; state: string; ahead?: number }> };
      if (queue.items.some((item) => item.state === "waiting")) seen = queue.items;
      if (seen.length > 0) break;
      await sleep(50);
    }
    const third = await waiting;
    flooding = false;
    await Promise.all(floods);

    expect(third.status).toBe(200);
    console.log(`a report alone: ${alone.ms.toFixed(0)} ms; the third user's during the flood: ${third.ms.toFixed(0)} ms`);
    // Served at one of the next free slots: a few reports' time, not the flood's.
    // (The lone report was the first, with the renderer loaded cold: a generous unit on a shared two-core machine.)
    expect(third.ms).toBeLessThan(6 * alone.ms);
    expect(seen).toEqual([expect.objectContaining({ kind: "report-pdf", state: "waiting", ahead: expect.any(Number) })]);
    // The flood is queued, not refused: each of its users stays within the waiting bound.
    expect(floodStatuses.filter((status) => status !== 200)).toEqual([]);
    // Another user's queue shows none of dana's jobs.
    const others = (await (await call(base(), "/api/exports/queue", { cookie: await as("alice") })).json()) as { items: unknown[] };
    expect(others.items).toEqual([]);
  });
  it("drops a waiting export whose caller went away, without ever making it", { timeout: 300_000 }, async () => {
    expect(largeList).toBeDefined();
    type Queue = { items: Array<{ kind: string; state: string }> };
    const queue = async () => ((await (await call(base(), "/api/exports/queue", { cookie: await as("alice") })).json()) as Queue).items;
    // The workbook takes alice's one slot for seconds; her report waits behind it.
    const workbook = call(base(), `/api/watchlists/${largeList}/export?format=xlsx`, { cookie: await as("alice") }).then((answer) => answer.arrayBuffer().then(() => answer.status));
    const gone = new AbortController();
    const report = call(base(), "/api/reports/09990001?format=pdf", { cookie: await as("alice"), signal: gone.signal }).catch((error: unknown) => error);
    let items = await queue();
    while (!items.some((item) => item.state === "waiting")) {
      await sleep(20);
      items = await queue();
    }
    expect(items).toEqual([expect.objectContaining({ kind: "watchlist-xlsx", state: "running" }), expect.objectContaining({ kind: "report-pdf", state: "waiting" })]);
    gone.abort();
    expect(await report).toBeInstanceOf(Error);
    // The report leaves the queue while the workbook still runs: it is never started (had it waited on, it would run
    // once the workbook's slot came free).
    items = await queue();
    while (items.length > 1) {
      await sleep(20);
      items = await queue();
    }
    expect(items).toEqual([expect.objectContaining({ kind: "watchlist-xlsx", state: "running" })]);
    expect(await workbook).toBe(200);
    expect(await queue()).toEqual([]);
  });
});
