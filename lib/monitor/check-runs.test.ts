// A list's run as a chain of slices on the SQLite job queue: one run per list at a time, every company checked once
// in company-number order, a slice run twice sending no second successor, a finished run due an interval later, and a
// stalled run given up. The checks themselves are stood in for: the upstream is the integration tests' business.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "../db/test-database";
import { SqliteQueue } from "../jobs/sqlite-queue";
import { CHECK_QUEUE, RUN_STALLED_MS, runSlice, type SliceJob, sliceSize, startRun } from "./check-runs";
import { addCompanies, createWatchlist } from "./watchlist-store";

const checked: string[] = [];
vi.mock("./check", () => ({
  checkCompanies: async (_list: string, companies: readonly string[]) => {
    checked.push(...companies);
    return companies.map((company) => ({ company, ok: true, alerts: [], first: false }));
  },
}));

const QUEUE_KEY = Symbol.for("dashboard.jobQueue");
const holder = globalThis as Record<symbol, unknown>;

describe("a list's check run", () => {
  const db = useTestDatabase();
  beforeAll(() => {
    holder[QUEUE_KEY] = Promise.resolve(new SqliteQueue(db().query));
  });
  afterAll(() => {
    holder[QUEUE_KEY] = undefined;
  });

  const waiting = async () => (await db().query.selectFrom("jobs").select(["id", "data"]).where("name", "=", CHECK_QUEUE)
    .where("state", "=", "created").orderBy("created_at").execute()).map((row) => ({ id: row.id, data: JSON.parse(row.data) as SliceJob }));
  const complete = (id: string) => db().query.updateTable("jobs").set({ state: "completed" }).where("id", "=", id).execute();
  const row = (id: string) => db().query.selectFrom("watch_jobs").selectAll().where("watchlist_id", "=", id).executeTakeFirstOrThrow();

  it("starts when due (or asked), one run at a time, and checks every company once in slices", async () => {
    const owner = { username: "alice", name: "Alice" };
    const list = await createWatchlist(owner, { name: "Five", shared: false, intervalHours: 6 }, 0);
    const companies = ["00000005", "00000001", "00000004", "00000002", "00000003"];
    await addCompanies(list.id, companies, "alice");
    const now = 10 * 86_400_000;
    await db().query.updateTable("watch_jobs").set({ due_at: now + 1 }).where("watchlist_id", "=", list.id).execute();
    expect(await startRun(list.id, { due: true }, now)).toBeNull();
    const runId = await startRun(list.id, { due: false }, now);
    expect(runId).toEqual(expect.any(String));
    expect(await startRun(list.id, { due: false }, now)).toBeNull();
    expect(await startRun(list.id, { due: true }, now + 2)).toBeNull();

    const [first] = await waiting();
    expect(first?.data).toMatchObject({ watchlistId: list.id, runId, after: null });
    await runSlice(first!.data, { send: true, size: 2 });
    // The same slice again (its server died after sending the successor): checked again, but no second successor.
    await runSlice(first!.data, { send: true, size: 2 });
    await complete(first!.id);
    let next = await waiting();
    expect(next.map((job) => job.data.after)).toEqual(["00000002"]);
    while (next.length) {
      await complete(next[0]!.id);
      await runSlice(next[0]!.data, { send: true, size: 2 });
      next = await waiting();
    }
    expect(checked).toEqual(["00000001", "00000002", "00000001", "00000002", "00000003", "00000004", "00000005"]);
    const done = await row(list.id);
    expect(done).toMatchObject({ run_id: null, run_cursor: null, run_seen_at: null, runs: 1 });
    expect(done.due_at).toBeGreaterThanOrEqual(done.last_run_at! + 6 * 3_600_000);
    // A slice of a run that no longer holds the list does nothing.
    expect((await runSlice(first!.data, { send: true, size: 2 })).checks).toEqual([]);
  });

  it("gives up a run that made no progress for an hour", async () => {
    const list = await createWatchlist({ username: "alice", name: "Alice" }, { name: "Stalled", shared: false, intervalHours: 24 }, 0);
    const now = 20 * 86_400_000;
    const stalled = await startRun(list.id, { due: false }, now);
    expect(await startRun(list.id, { due: false }, now + RUN_STALLED_MS - 1)).toBeNull();
    const taken = await startRun(list.id, { due: false }, now + RUN_STALLED_MS + 1);
    expect(taken).not.toBe(stalled);
    expect((await row(list.id)).run_id).toBe(taken);
  });

  it("sizes a slice at half a tick of the budget shared by two slices", () => {
    expect(sliceSize({ perMinute: 120, tickMs: 30_000 })).toBe(15);
    expect(sliceSize({ perMinute: 6000, tickMs: 1000 })).toBe(25);
    expect(sliceSize({ perMinute: 1, tickMs: 1000 })).toBe(1);
  });
});
