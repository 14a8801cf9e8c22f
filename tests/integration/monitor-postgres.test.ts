// Two dashboard servers sharing one PostgreSQL share the monitor's jobs (pg-boss): a due list is checked by one of
// them, once (each company fetched once per run), "Check now" sent to both at once starts one run, a run that stalled
// (its jobs failed for good) is given up and the list checked again, and a slice whose server is killed mid-check is
// run again by the other server as soon as the killed one's heartbeat is seen stopped, not when a lease or expiry ends. Runs when DATABASE_URL is set (.ci/run starts PostgreSQL); CI must provide it.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Server } from "../../scripts/lib/processes";
import { startChangingUpstream, type ChangingUpstream } from "./changing-upstream";
import { monitorStore, startMonitorServer } from "./monitor-server";
import { call, signIn } from "./session";

const databaseUrl = inject("databaseUrl");
if (!databaseUrl && process.env.CI) throw new Error("CI must provide DATABASE_URL: .ci/run starts PostgreSQL for these tests");
const COMPANIES = ["09990001", "09990002", "09990010", "09990012", "09990024"];

describe.skipIf(!databaseUrl)("the monitor's jobs on PostgreSQL", () => {
  let upstream: ChangingUpstream;
  const servers: Server[] = [];
  let pool: pg.Pool;
  let admin: pg.Pool;
  // A database of its own: the suite's other PostgreSQL server (the "limited" BFF) runs a scheduler too, against
  // another upstream, and must not share these jobs.
  const database = `monitor_${Date.now().toString(36)}`;

  beforeAll(async () => {
    admin = new pg.Pool({ connectionString: databaseUrl });
    await admin.query(`CREATE DATABASE ${database}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${database}`;
    const ownUrl = url.toString();
    pool = new pg.Pool({ connectionString: ownUrl });
    upstream = await startChangingUpstream(inject("apiKey"));
    for (const crn of COMPANIES) {
      const answer = await fetch(`${inject("sandboxUrl")}/companies/${crn}`, { headers: { "x-api-key": inject("apiKey") } });
      upstream.set(crn, await answer.json());
    }
    const store = await monitorStore("monitor-pg");
    for (const name of ["a", "b"]) {
      servers.push(await startMonitorServer({
        WATCH_SCHEDULER: "on", WATCH_TICK_SECONDS: "1", WATCH_JOB_EXPIRY_SECONDS: "600", WATCH_MAX_UPSTREAM_PER_MINUTE: "6000", CACHE_TTL_SECONDS: "0", CACHE_STALE_SECONDS: "0",
        RATE_LIMIT_USER_PER_MINUTE: "100000", RATE_LIMIT_IP_PER_MINUTE: "100000", RATE_LIMIT_SIGNIN_PER_15_MINUTES: "1000",
        // A killed server is taken for dead after 4 s without a heartbeat (10 s by default); a live one, beating every
        // 0.8 s, would have to miss five beats in a row to be taken for dead with it.
        JOBS_SERVER_DEAD_SECONDS: "4",
      }, { upstream: upstream.url, store, log: `monitor-pg-${name}`, databaseUrl: ownUrl }));
    }
  }, 180_000);

  afterAll(async () => {
    for (const server of servers) await server.stop();
    await upstream?.close();
    await pool?.end();
    await admin?.query(`DROP DATABASE IF EXISTS ${database}`).catch(() => undefined);
    await admin?.end();
  });

  const lastRun = async (id: string) => (await pool.query("SELECT runs, last_run_at FROM watch_jobs WHERE watchlist_id = $1", [id])).rows[0] as { runs: number; last_run_at: string | null };
  async function waitForRuns(id: string, runs: number): Promise<void> {
    for (let i = 0; i < 300; i++) {
      if ((await lastRun(id)).runs >= runs) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`list ${id} did not reach ${runs} runs`);
  }
  const calls = () => COMPANIES.map((crn) => upstream.calls.get(crn) ?? 0);

  it("checks a due list once between two servers, each company fetched once, and reruns one whose server died", async () => {
    const [a, b] = servers.map((server) => server.url) as [string, string];
    const { cookie } = await signIn(a, "alice");
    const post = (base: string, route: string, body: unknown) => call(base, route, {
      method: "POST", cookie, body: JSON.stringify(body), headers: { "content-type": "application/json", origin: base },
    });
    const list = (await (await post(a, "/api/watchlists", { name: "Shared work", intervalHours: 24 })).json()) as { id: string };
    await post(a, `/api/watchlists/${list.id}/companies`, { companyNumbers: COMPANIES });
    // Adding them took their baselines at once (one call each, by the server that took the add): waited for, so the
    // calls counted below are the check's.
    for (let i = 0; i < 200 && calls().some((n) => n === 0); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls()).toEqual(COMPANIES.map(() => 1));
    // Bob's session on the other server reads the same list (shared store); alice's cookie works on both.
    expect((await call(b, `/api/watchlists/${list.id}`, { cookie })).status).toBe(200);

    const before = calls();
    await pool.query("UPDATE watch_jobs SET due_at = 0 WHERE watchlist_id = $1", [list.id]);
    await waitForRuns(list.id, 1);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect((await lastRun(list.id)).runs).toBe(1);
    expect(calls().map((n, i) => n - before[i]!)).toEqual(COMPANIES.map(() => 1));
    const due = Number((await pool.query("SELECT due_at FROM watch_jobs WHERE watchlist_id = $1", [list.id])).rows[0].due_at);
    expect(due).toBeGreaterThan(Date.now() + 23 * 3_600_000);

    // "Check now" on both servers at once: one run starts.
    const answers = await Promise.all([post(a, `/api/watchlists/${list.id}/check`, {}), post(b, `/api/watchlists/${list.id}/check`, {})]);
    const started = await Promise.all(answers.map(async (answer) => ((await answer.json()) as { started: boolean }).started));
    expect(answers.map((answer) => answer.status)).toEqual([202, 202]);
    expect(started.filter(Boolean)).toHaveLength(1);
    await waitForRuns(list.id, 2);

    // A run that made no progress for an hour (its slices failed past every retry) no longer holds the list.
    await pool.query("UPDATE watch_jobs SET due_at = 0, run_id = 'stalled-run', run_seen_at = $2 WHERE watchlist_id = $1", [list.id, Date.now() - 3_600_001]);
    await waitForRuns(list.id, 3);
    expect((await pool.query("SELECT run_id FROM watch_jobs WHERE watchlist_id = $1", [list.id])).rows[0].run_id).toBeNull();
  });

  it("runs a check again on the other server when the server running it is killed mid-check", async () => {
    const [a] = servers.map((server) => server.url) as [string, string];
    const { cookie } = await signIn(a, "alice");
    const post = (route: string, body: unknown) => call(a, route, {
      method: "POST", cookie, body: JSON.stringify(body), headers: { "content-type": "application/json", origin: a },
    });
    const list = (await (await post("/api/watchlists", { name: "Crash", intervalHours: 24 })).json()) as { id: string };
    await post(`/api/watchlists/${list.id}/companies`, { companyNumbers: COMPANIES });
    // The new list takes its own baselines at once (snapshots are per list): held, one of those would pass for the check.
    const baselined = async () => ((await (await call(a, `/api/watchlists/${list.id}`, { cookie })).json()) as { companies: Array<{ lastCheckedAt: string | null }> })
      .companies.every((row) => row.lastCheckedAt !== null);
    for (let i = 0; i < 200 && !(await baselined()); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    const [first, ...rest] = COMPANIES as [string, ...string[]];
    upstream.hold(first, true);
    const before = calls();
    try {
      expect(((await (await post(`/api/watchlists/${list.id}/check`, {})).json()) as { started: boolean }).started).toBe(true);
      // The server working a slice holds its job in job_holds; the held call shows it is mid-check.
      for (let i = 0; i < 200 && (upstream.calls.get(first) ?? 0) === before[0]; i++) await new Promise((resolve) => setTimeout(resolve, 50));
      const worker = (await pool.query("SELECT server_id FROM job_holds WHERE queue = 'watch-check'")).rows[0]?.server_id as string | undefined;
      const victim = servers.find((server) => worker?.startsWith(`${server.child.pid}-`));
      expect(victim, `a server runs the check (job_holds names ${worker})`).toBeDefined();
      victim!.child.kill("SIGKILL");
      await new Promise((resolve) => victim!.child.once("exit", resolve));
    } finally {
      upstream.hold(first, false);
    }
    const killedAt = Date.now();
    await waitForRuns(list.id, 1);
    // Released when the killed server's heartbeat was seen stopped (4 s here), not after the job's expiry.
    expect(Date.now() - killedAt).toBeLessThan(20_000);
    // pg-boss marks the job completed once the handler has returned, a moment after the run is recorded.
    const job = async () => (await pool.query("SELECT retry_count, state FROM pgboss.job WHERE name = 'watch-check' AND data->>'watchlistId' = $1 ORDER BY created_on LIMIT 1", [list.id])).rows[0];
    for (let i = 0; i < 100 && (await job()).state === "active"; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await job()).toMatchObject({ retry_count: 1, state: "completed" });
    // The survivor fetched every company; the killed run had reached the held one only (or a few besides).
    const after = calls();
    expect(after[0]! - before[0]!).toBe(2);
    for (const [i] of rest.entries()) expect(after[i + 1]! - before[i + 1]!).toBeGreaterThanOrEqual(1);
    expect((await pool.query("SELECT run_id FROM watch_jobs WHERE watchlist_id = $1", [list.id])).rows[0].run_id).toBeNull();
  }, 60_000);
});
