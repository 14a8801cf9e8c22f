// The fair queue in front of every large export (reports, watchlist, audit and comparison files): at most
// maxInProgress run in a server and maxPerUser for one user; the rest wait in a FIFO per user. When a slot frees, the
// next job is taken from the waiting user with the fewest running (ties: the one whose next job has waited longest),
// so a user who asks once is served at the next free slot however many others keep asking. Waiting is bounded
// (per user, per server, and in time), so a flood is refused with a position rather than held without end.
// No I/O here: ./export-slot.ts puts it in front of the routes.
import type { QueuedJob } from "./export-queue-answer";

export interface QueueLimits {
  maxInProgress: number;
  maxPerUser: number;
  /** Jobs one user may have waiting, and the whole server. */
  maxWaitingPerUser: number;
  maxWaiting: number;
  waitMs: number;
}

export type Refusal = "user-queue-full" | "server-queue-full" | "timed-out" | "abandoned";

export type Admission =
  | { ok: true; release: () => void }
  | { ok: false; reason: Refusal; ahead: number; waiting: number };

interface Job {
  id: number;
  user: string;
  kind: string;
  since: number;
  start: () => void;
}

// One of a user's exports as GET /api/exports/queue answers it (its schema: ./export-queue-answer.ts).
export type { QueuedJob };

export class ExportQueue {
  private running: Job[] = [];
  private waiting = new Map<string, Job[]>();
  private nextId = 1;

  constructor(private readonly limits: () => QueueLimits, private readonly now: () => number = Date.now) {}

  /** Resolves when the job may start (then call release once it ends), or with why it may not. */
  enter(username: string, kind: string, signal?: AbortSignal): Promise<Admission> {
    const user = username.toLowerCase();
    const limits = this.limits();
    const mine = this.waiting.get(user) ?? [];
    const total = this.waitingCount();
    if (mine.length >= limits.maxWaitingPerUser) return Promise.resolve({ ok: false, reason: "user-queue-full", ahead: total, waiting: total });
    if (total >= limits.maxWaiting) return Promise.resolve({ ok: false, reason: "server-queue-full", ahead: total, waiting: total });
    return new Promise<Admission>((resolve) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const leave = (reason: Refusal) => {
        const ahead = this.ahead(job);
        if (!this.removeWaiting(job)) return;
        cleanup();
        resolve({ ok: false, reason, ahead, waiting: this.waitingCount() });
      };
      const onAbort = () => leave("abandoned");
      const cleanup = () => {
        if (timer) clearTimeout(timer);
        signal?.removeEventListener("abort", onAbort);
      };
      const job: Job = {
        id: this.nextId++, user, kind, since: this.now(),
        start: () => {
          cleanup();
          this.running.push(job);
          let released = false;
          resolve({ ok: true, release: () => {
            if (released) return;
            released = true;
            this.running = this.running.filter((other) => other !== job);
            this.pump();
          } });
        },
      };
      if (signal?.aborted) {
        resolve({ ok: false, reason: "abandoned", ahead: 0, waiting: total });
        return;
      }
      this.waiting.set(user, [...mine, job]);
      signal?.addEventListener("abort", onAbort, { once: true });
      this.pump();
      if (this.isWaiting(job)) timer = setTimeout(() => leave("timed-out"), limits.waitMs);
    });
  }

  /** The caller's own jobs: running, then waiting with their place in the server's queue. */
  jobsOf(username: string): QueuedJob[] {
    const user = username.toLowerCase();
    const running = this.running.filter((job) => job.user === user)
      .map((job): QueuedJob => ({ kind: job.kind, state: "running", since: new Date(job.since).toISOString() }));
    const waiting = (this.waiting.get(user) ?? [])
      .map((job): QueuedJob => ({ kind: job.kind, state: "waiting", since: new Date(job.since).toISOString(), ahead: this.ahead(job) }));
    return [...running, ...waiting];
  }

  waitingCount(): number {
    let count = 0;
    for (const jobs of this.waiting.values()) count += jobs.length;
    return count;
  }

  /** Starts waiting jobs while slots are free, fairest first. */
  private pump(): void {
    const { maxInProgress, maxPerUser } = this.limits();
    while (this.running.length < maxInProgress) {
      const job = this.order(this.runningByUser(), maxPerUser)[0];
      if (!job) return;
      this.removeWaiting(job);
      job.start();
    }
  }

  /**
   * How many waiting jobs start before this one: the queue's order played forward as if each started job kept its
   * slot (so a user's share counts the jobs picked for them before). The per-user cap is not applied here: it only
   * delays a user's jobs, it does not change who is next.
   */
  private ahead(target: Job): number {
    const order = this.order(this.runningByUser(), Number.POSITIVE_INFINITY, true);
    const index = order.indexOf(target);
    return Math.max(index, 0);
  }

  /** The waiting jobs in the order they would start: `all` plays the whole queue forward, else only the next pick. */
  private order(runningByUser: Map<string, number>, maxPerUser: number, all = false): Job[] {
    const heads = new Map<string, number>();
    const counts = new Map(runningByUser);
    const picked: Job[] = [];
    for (;;) {
      let best: Job | null = null;
      let bestCount = 0;
      for (const [user, jobs] of this.waiting) {
        const head = jobs[heads.get(user) ?? 0];
        const count = counts.get(user) ?? 0;
        if (!head || count >= maxPerUser) continue;
        if (!best || count < bestCount || (count === bestCount && (head.since < best.since || (head.since === best.since && head.id < best.id)))) {
          best = head;
          bestCount = count;
        }
      }
      if (!best) return picked;
      picked.push(best);
      if (!all) return picked;
      heads.set(best.user, (heads.get(best.user) ?? 0) + 1);
      counts.set(best.user, bestCount + 1);
    }
  }

  private runningByUser(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const job of this.running) counts.set(job.user, (counts.get(job.user) ?? 0) + 1);
    return counts;
  }

  private isWaiting(job: Job): boolean {
    return (this.waiting.get(job.user) ?? []).includes(job);
  }

  private removeWaiting(job: Job): boolean {
    const jobs = this.waiting.get(job.user) ?? [];
    if (!jobs.includes(job)) return false;
    const left = jobs.filter((other) => other !== job);
    if (left.length > 0) this.waiting.set(job.user, left);
    else this.waiting.delete(job.user);
    return true;
  }
}
