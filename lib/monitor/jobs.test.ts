import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../db/test-database";
import { claim, finish, WORKER_ID } from "./jobs";
import { createWatchlist } from "./watchlist-store";

describe("check jobs", () => {
  const db = useTestDatabase();

  it("are claimed by one server at a time, due ones first, until their lease lapses; a finished one is due an interval later", async () => {
    const now = 10 * 86_400_000;
    const a = await createWatchlist({ username: "alice", name: "Alice" }, { name: "A", shared: false, intervalHours: 6 }, 0);
    const b = await createWatchlist({ username: "alice", name: "Alice" }, { name: "B", shared: false, intervalHours: 24 }, 0);
    await db().query.updateTable("watch_jobs").set({ due_at: now - 1 }).where("watchlist_id", "=", a.id).execute();
    await db().query.updateTable("watch_jobs").set({ due_at: now + 1 }).where("watchlist_id", "=", b.id).execute();
    expect(await claim(now, undefined, 1000)).toBe(a.id);
    expect(await claim(now, undefined, 1000)).toBeNull();
    expect(await claim(now, a.id, 1000)).toBeNull();
    // "Check now" claims a list that is not due.
    expect(await claim(now, b.id, 1000)).toBe(b.id);
    const held = await db().query.selectFrom("watch_jobs").select(["locked_by", "locked_until"]).where("watchlist_id", "=", a.id).executeTakeFirstOrThrow();
    expect(held).toEqual({ locked_by: WORKER_ID, locked_until: now + 1000 });
    // The lease lapsed: another server (or this one) takes it again.
    expect(await claim(now + 1001, undefined, 1000)).toBe(a.id);
    await finish(a.id, now + 2000);
    const done = await db().query.selectFrom("watch_jobs").selectAll().where("watchlist_id", "=", a.id).executeTakeFirstOrThrow();
    expect(done).toEqual({ watchlist_id: a.id, due_at: now + 2000 + 6 * 3_600_000, locked_until: null, locked_by: null, last_run_at: now + 2000, runs: 1 });
    // B is due by now and its "check now" lease has lapsed; A is not due for six hours.
    expect(await claim(now + 3000)).toBe(b.id);
    expect(await claim(now + 3000)).toBeNull();
  });
});
