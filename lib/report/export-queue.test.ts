// The fair export queue: caps per server and per user, the next slot to the waiting user with the fewest running,
// bounded waiting (per user, per server, in time), a caller that leaves is dropped, and each job's place is shown.
import { afterEach, describe, expect, it, vi } from "vitest";
import { type Admission, ExportQueue, type QueueLimits } from "./export-queue";

const LIMITS: QueueLimits = { maxInProgress: 2, maxPerUser: 1, maxWaitingPerUser: 3, maxWaiting: 6, waitMs: 60_000 };

function queue(limits: Partial<QueueLimits> = {}) {
  let clock = 0;
  const q = new ExportQueue(() => ({ ...LIMITS, ...limits }), () => clock++);
  const started: string[] = [];
  const enter = (user: string, signal?: AbortSignal) => {
    const admission = q.enter(user, "pdf", signal);
    const tracked = admission.then((result) => {
      if (result.ok) started.push(user);
      return result;
    });
    return tracked;
  };
  return { q, enter, started };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const release = (admission: Admission) => {
  if (!admission.ok) throw new Error(`refused: ${admission.reason}`);
  admission.release();
};

afterEach(() => vi.useRealTimers());

describe("ExportQueue", () => {
  it("runs at most maxPerUser for a user and maxInProgress in all; the rest wait", async () => {
    const { q, enter, started } = queue();
    const a1 = enter("alice");
    void enter("Alice");
    const b1 = enter("bob");
    void enter("carol");
    await settle();
    expect(started).toEqual(["alice", "bob"]);
    expect(q.jobsOf("alice").map((job) => job.state)).toEqual(["running", "waiting"]);
    release(await b1);
    await settle();
    // Carol has none running, Alice has one: Carol is next although Alice asked first.
    expect(started).toEqual(["alice", "bob", "carol"]);
    release(await a1);
    await settle();
    expect(started).toEqual(["alice", "bob", "carol", "Alice"]);
  });

  it("serves a third user at the next free slot however many jobs two others keep waiting", async () => {
    const { q, enter, started } = queue({ maxInProgress: 4, maxPerUser: 2, maxWaitingPerUser: 3, maxWaiting: 100 });
    const running = [enter("alice"), enter("alice"), enter("bob"), enter("bob")];
    for (let i = 0; i < 3; i++) { void enter("alice"); void enter("bob"); }
    await settle();
    void enter("carol");
    expect(q.jobsOf("carol")).toEqual([expect.objectContaining({ state: "waiting", ahead: 0 })]);
    release(await running[0]);
    await settle();
    expect(started.at(-1)).toBe("carol");
  });

  it("shows each waiting job's place: fewest running first, then the longest waiting", async () => {
    const { q, enter } = queue({ maxInProgress: 1, maxPerUser: 1 });
    void enter("alice");
    void enter("alice");
    void enter("alice");
    void enter("bob");
    await settle();
    // Alice runs one; Bob has none running, so his job starts first, then Alice's two in order.
    expect(q.jobsOf("bob").map((job) => job.ahead)).toEqual([0]);
    expect(q.jobsOf("alice").map((job) => job.ahead)).toEqual([undefined, 1, 2]);
  });

  it("refuses beyond a user's waiting jobs and beyond the server's, naming the queue's length", async () => {
    const { enter } = queue({ maxInProgress: 1, maxWaitingPerUser: 2, maxWaiting: 3 });
    void enter("alice");
    void enter("alice");
    void enter("alice");
    expect(await enter("alice")).toEqual({ ok: false, reason: "user-queue-full", ahead: 2, waiting: 2 });
    void enter("bob");
    expect(await enter("carol")).toEqual({ ok: false, reason: "server-queue-full", ahead: 3, waiting: 3 });
  });

  it("gives up a job that waited longer than waitMs", async () => {
    vi.useFakeTimers();
    const { q, enter } = queue({ maxInProgress: 1, waitMs: 1000 });
    void enter("alice");
    const waiting = enter("bob");
    await vi.advanceTimersByTimeAsync(999);
    expect(q.waitingCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await waiting).toEqual({ ok: false, reason: "timed-out", ahead: 0, waiting: 0 });
    expect(q.jobsOf("bob")).toEqual([]);
  });

  it("drops a waiting job whose caller went away, and never starts it", async () => {
    const { q, enter, started } = queue({ maxInProgress: 1 });
    const first = enter("alice");
    const caller = new AbortController();
    const gone = enter("bob", caller.signal);
    caller.abort();
    expect(await gone).toMatchObject({ ok: false, reason: "abandoned" });
    release(await first);
    await settle();
    expect(started).toEqual(["alice"]);
    expect(q.waitingCount()).toBe(0);
  });

  it("gives a slot back once, however often release is called", async () => {
    const { enter, started } = queue({ maxInProgress: 1, maxPerUser: 2 });
    const first = await enter("alice");
    void enter("bob");
    void enter("carol");
    release(first);
    release(first);
    await settle();
    expect(started).toEqual(["alice", "bob"]);
  });
});
