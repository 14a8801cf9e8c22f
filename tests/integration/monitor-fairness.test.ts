// Fair scheduling: while a 10,000-company list is being checked, five small lists falling due one after another are
// each checked within one tick of the tick that found them due (at most two ticks after their due time), and the large
// list's run goes on meanwhile. The large list's companies are planted in the store (adding 10,000 through the API would
// take their baselines first, which is not what this test is about); everything else goes through the server.
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Server } from "../../scripts/lib/processes";
import { startChangingUpstream, type ChangingUpstream } from "./changing-upstream";
import { monitorStore, startMonitorServer } from "./monitor-server";
import { call, signIn } from "./session";
import { until as untilTries } from "./until";

const until = (what: string, done: () => boolean | Promise<boolean>, tries = 400) => untilTries(what, done, tries);

const TICK_MS = 2000;
const LARGE = Array.from({ length: 10_000 }, (_, i) => `0880${String(i).padStart(4, "0")}`);
const SMALL = Array.from({ length: 5 }, (_, list) => Array.from({ length: 3 }, (_, i) => `0990${list}${String(i).padStart(3, "0")}`));

let upstream: ChangingUpstream;
let bff: Server;
let store: string;
let cookie = "";

beforeAll(async () => {
  upstream = await startChangingUpstream(inject("apiKey"));
  const answer = await fetch(`${inject("sandboxUrl")}/companies/09990002`, { headers: { "x-api-key": inject("apiKey") } });
  upstream.setFallback({ ...((await answer.json()) as Record<string, unknown>), companyStatus: "Active", accountsDueDate: "2099-01-01" });
  store = await monitorStore("monitor-fairness");
  bff = await startMonitorServer({
    // 20 calls a second: a slice is 10 companies (half a tick's worth shared by two slices), half a second alone.
    WATCH_SCHEDULER: "on", WATCH_TICK_SECONDS: String(TICK_MS / 1000), WATCH_MAX_UPSTREAM_PER_MINUTE: "1200", UPSTREAM_RETRIES: "0",
    CACHE_TTL_SECONDS: "0", CACHE_STALE_SECONDS: "0", RATE_LIMIT_USER_PER_MINUTE: "100000", RATE_LIMIT_IP_PER_MINUTE: "100000",
  }, { upstream: upstream.url, store, log: "monitor-fairness" });
  cookie = (await signIn(bff.url, "alice")).cookie!;
}, 120_000);

afterAll(async () => {
  await bff?.stop();
  await upstream?.close();
});

const post = (route: string, body: unknown) => call(bff.url, route, {
  method: "POST", cookie, body: JSON.stringify(body), headers: { "content-type": "application/json", origin: bff.url },
});

async function newList(name: string, companies: readonly string[]): Promise<string> {
  const { id } = (await (await post("/api/watchlists", { name, intervalHours: 24 })).json()) as { id: string };
  if (companies.length) expect((await post(`/api/watchlists/${id}/companies`, { companyNumbers: companies })).status).toBe(200);
  return id;
}

describe("fair scheduling", () => {
  it("checks every small list within one tick of its due time while a 10,000-company list runs", async () => {
    const small: string[] = [];
    for (const [i, companies] of SMALL.entries()) small.push(await newList(`Small ${i + 1}`, companies));
    // Their baselines, taken at once on adding: waited for, so the calls counted below are the scheduled checks'.
    await until("the small lists' baselines", () => SMALL.flat().every((crn) => upstream.calls.get(crn) === 1));
    const large = await newList("Large", []);

    const db = new Database(path.join(store, "monitor.sqlite"));
    db.pragma("busy_timeout = 5000");
    try {
      const now = Date.now();
      const add = db.prepare("INSERT INTO watchlist_companies (watchlist_id, company, added_at, added_by) VALUES (?, ?, ?, 'alice')");
      db.transaction(() => {
        for (const crn of LARGE) add.run(large, crn, now);
      })();
      db.prepare("UPDATE watch_jobs SET due_at = ? WHERE watchlist_id = ?").run(now, large);
      const largeCalls = () => LARGE.reduce((sum, crn) => sum + (upstream.calls.get(crn) ?? 0), 0);
      await until("the large list's run", () => largeCalls() > 20);

      // The small lists fall due one after another, a tick and a half apart, while the large run goes on.
      const start = Date.now() + TICK_MS;
      const due = small.map((_, i) => start + i * 1.5 * TICK_MS);
      for (const [i, id] of small.entries()) db.prepare("UPDATE watch_jobs SET due_at = ? WHERE watchlist_id = ?").run(due[i], id);
      const firstCall = (crn: string, after: number) => upstream.log.find((entry) => entry.crn === crn && entry.at >= after)?.at;
      await until("every small list's check", () => SMALL.every((companies, i) => companies.every((crn) => firstCall(crn, due[i]! - TICK_MS) !== undefined)), 600);

      const lateness = SMALL.map((companies, i) => Math.max(...companies.map((crn) => firstCall(crn, due[i]! - TICK_MS)!)) - due[i]!);
      for (const late of lateness) expect(late, `checked ${late} ms after due (${lateness.join(", ")})`).toBeLessThanOrEqual(2 * TICK_MS);
      // Each small list was checked once, and none early. A run is recorded when its slice ends, a moment after its
      // last call: waited for, then counted.
      const runsOf = (id: string) => (db.prepare("SELECT runs FROM watch_jobs WHERE watchlist_id = ?").get(id) as { runs: number }).runs;
      await until("every small list's run recorded", () => small.every((id) => runsOf(id) >= 1));
      for (const [i, companies] of SMALL.entries()) {
        for (const crn of companies) expect(upstream.log.filter((entry) => entry.crn === crn && entry.at >= due[i]! - TICK_MS)).toHaveLength(1);
        expect(runsOf(small[i]!)).toBe(1);
      }
      // The large list was being checked the whole time, and is not done: the small lists went beside it, not after it.
      const largeRun = db.prepare("SELECT run_id, runs FROM watch_jobs WHERE watchlist_id = ?").get(large) as { run_id: string | null; runs: number };
      expect(largeRun).toMatchObject({ run_id: expect.any(String), runs: 0 });
      const during = upstream.log.filter((entry) => entry.at >= due[0]! && entry.at <= due.at(-1)! && entry.crn.startsWith("0880"));
      expect(during.length).toBeGreaterThan(0);
    } finally {
      db.close();
    }
  }, 180_000);
});
