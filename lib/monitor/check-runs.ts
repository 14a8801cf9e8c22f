import "server-only";
// A list's check is a run: a chain of slice jobs on the one job queue (lib/jobs), each checking the next few companies
// in company-number order and sending its successor. Slices keep the queue fair: a due list's first slice waits
// behind at most one slice of each run already going, so a 10,000-company list never holds a small list back by more
// than a slice, which is sized to take under half a tick at the budget. `watch_jobs` names the run in progress, so a
// list has one run at a time; a slice run twice (its server died after it sent its successor) sends no second
// successor, because the run's cursor has moved on. A dead server's slice is retried by the queue as soon as its
// heartbeat is seen stopped; a run whose jobs failed for good is given up after RUN_STALLED_MS.
import { randomUUID } from "node:crypto";
import { monitorConfig } from "../config/server-config";
import { database } from "../db/connection";
import type { Job, QueuePolicy, Writer } from "../jobs/job-queue";
import { withQueues } from "../jobs/job-queue-for";
import { log } from "../log";
import { checkCompanies, type CompanyCheck } from "./check";

export const CHECK_QUEUE = "watch-check";
/** A run with no progress for this long (its slice failed past every retry) no longer holds its list. */
export const RUN_STALLED_MS = 60 * 60_000;

const checkPolicy = (): QueuePolicy => ({
  // Handlers rarely throw (checkCompanies records a company's failure and goes on), so a retry is for a server lost
  // mid-slice or a database briefly away.
  retryLimit: 3, retryDelaySeconds: 1, retryBackoff: true,
  // The last resort behind the heartbeat: a slice takes seconds at any sane budget.
  expireInSeconds: monitorConfig().jobExpirySeconds ?? 600, policy: "standard",
});

export interface SliceJob {
  watchlistId: string;
  runId: string;
  /** The last company of the previous slice; null for a run's first. */
  after: string | null;
  requestId?: string;
}

/** Slices one server checks at once: two, so a small list's slice runs beside a large list's rather than after it. */
export const SLICES_AT_ONCE = 2;

/** Companies per slice: half a tick's worth of the budget when every slice this server runs at once shares it. */
export function sliceSize(config: { perMinute: number; tickMs: number } = monitorConfig()): number {
  const perTick = (config.perMinute * config.tickMs) / 60_000;
  return Math.max(1, Math.floor(perTick / (2 * SLICES_AT_ONCE)));
}

const checkQueue = withQueues(() => ({ [CHECK_QUEUE]: checkPolicy() }));

/**
 * Starts a run of the list unless one is in progress: `due` only when the list's time has come (the scheduler),
 * otherwise whenever none is running ("Check now"). The run and its first slice are written in one transaction.
 * `send` false: the caller runs the slices itself (a server that works no queue). The run's id, or null.
 */
export async function startRun(watchlistId: string, options: { due: boolean; requestId?: string; send?: boolean }, now = Date.now()): Promise<string | null> {
  const db = await database();
  const queue = options.send === false ? undefined : await checkQueue();
  const runId = randomUUID();
  return db.query.transaction().execute(async (trx) => {
    let update = trx.updateTable("watch_jobs").set({ run_id: runId, run_cursor: null, run_seen_at: now })
      .where("watchlist_id", "=", watchlistId)
      .where((eb) => eb.or([eb("run_id", "is", null), eb("run_seen_at", "<", now - RUN_STALLED_MS)]));
    if (options.due) update = update.where("due_at", "<=", now);
    const claimed = await update.executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return null;
    await queue?.send(CHECK_QUEUE, { watchlistId, runId, after: null, requestId: options.requestId } satisfies SliceJob, {}, trx);
    return runId;
  });
}

/** The lists whose time has come and that no live run holds, soonest due first. */
export async function dueLists(now = Date.now()): Promise<string[]> {
  const db = await database();
  const rows = await db.query.selectFrom("watch_jobs").select("watchlist_id").where("due_at", "<=", now)
    .where((eb) => eb.or([eb("run_id", "is", null), eb("run_seen_at", "<", now - RUN_STALLED_MS)]))
    .orderBy("due_at").execute();
  return rows.map((row) => row.watchlist_id);
}

async function finishRun(watchlistId: string, runId: string, trx: Writer, now: number): Promise<void> {
  const list = await trx.selectFrom("watchlists").select("interval_hours").where("id", "=", watchlistId).executeTakeFirst();
  const interval = (list?.interval_hours ?? 24) * 3_600_000;
  await trx.updateTable("watch_jobs")
    .set((eb) => ({ due_at: now + interval, run_id: null, run_cursor: null, run_seen_at: null, last_run_at: now, runs: eb("runs", "+", 1) }))
    .where("watchlist_id", "=", watchlistId).where("run_id", "=", runId).execute();
}

/**
 * Checks one slice of a run and moves the run on: its successor is sent (or the run finished) in one transaction
 * with the cursor, and only by the first of its runs to get there. Answers the next slice's job, if any.
 */
export async function runSlice(slice: SliceJob, options: { send: boolean; size?: number } = { send: true }): Promise<{ checks: CompanyCheck[]; next: SliceJob | null }> {
  const db = await database();
  const { watchlistId, runId, after } = slice;
  const held = await db.query.updateTable("watch_jobs").set({ run_seen_at: Date.now() })
    .where("watchlist_id", "=", watchlistId).where("run_id", "=", runId).executeTakeFirst();
  // The list was deleted, or the run given up and another begun: this slice has nothing left to do.
  if (Number(held.numUpdatedRows) === 0) return { checks: [], next: null };
  const size = options.size ?? sliceSize();
  let companies = db.query.selectFrom("watchlist_companies").select("company").where("watchlist_id", "=", watchlistId);
  if (after !== null) companies = companies.where("company", ">", after);
  const rows = await companies.orderBy("company").limit(size + 1).execute();
  const mine = rows.slice(0, size).map((row) => row.company);
  const checks = await checkCompanies(watchlistId, mine, slice.requestId);
  const queue = options.send ? await checkQueue() : undefined;
  const last = mine.at(-1) ?? null;
  const next = rows.length > size && last ? { ...slice, after: last } : null;
  const now = Date.now();
  const moved = await db.query.transaction().execute(async (trx) => {
    if (!next) {
      await finishRun(watchlistId, runId, trx, now);
      return true;
    }
    const advanced = await trx.updateTable("watch_jobs").set({ run_cursor: next.after, run_seen_at: now })
      .where("watchlist_id", "=", watchlistId).where("run_id", "=", runId)
      .where("run_cursor", after === null ? "is" : "=", after).executeTakeFirst();
    if (Number(advanced.numUpdatedRows) === 0) return false;
    await queue?.send(CHECK_QUEUE, next, {}, trx);
    return true;
  });
  if (!next) log.info({ watchlist: watchlistId, run: runId }, "watchlist checked");
  return { checks, next: moved ? next : null };
}

/** Runs a whole run in this process, slice after slice (a server that works no queue: "Check now" with the scheduler off). */
export async function runHere(first: SliceJob): Promise<CompanyCheck[]> {
  const checks: CompanyCheck[] = [];
  for (let slice: SliceJob | null = first; slice;) {
    const done: Awaited<ReturnType<typeof runSlice>> = await runSlice(slice, { send: false });
    checks.push(...done.checks);
    slice = done.next;
  }
  return checks;
}

/** This server takes its share of the queued slices for as long as it runs. */
export async function workSlices(): Promise<void> {
  const queue = await checkQueue();
  await queue.work<SliceJob>(CHECK_QUEUE, async (job: Job<SliceJob>) => {
    await runSlice(job.data);
  }, { concurrency: SLICES_AT_ONCE });
}
