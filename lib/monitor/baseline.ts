import "server-only";
// Watching starts when a company is added to a list: the list's first snapshot of it (the baseline the list's later
// checks compare with) is taken at once, not at the list's next scheduled check up to an interval away, so a change
// in between is alerted rather than absorbed into the first snapshot. A company already watched on another list gets
// a baseline of this list's own, so this list starts from its own moment. A baseline raises no alert, and the list's
// schedule does not move.
// The baselines are jobs on the one job queue, so a server that dies mid-baseline leaves them to be taken by the next
// server to run (retried once its heartbeat is seen stopped). A server with WATCH_SCHEDULER=off works no monitor jobs
// (its upstream may not be the others'), so there the add takes the baselines in its own process. Like a check, they run in slices (check-runs.ts sliceSize) on the monitor's lane and budget: each slice takes the
// next companies of the list with no snapshot that this round has not tried yet, so a list of 10,000 never holds back
// a small list's baselines, and companies added while a round runs are taken by that round.
import { monitorConfig } from "../config/server-config";
import type { Job, QueuePolicy } from "../jobs/job-queue";
import { withQueues } from "../jobs/job-queue-for";
import { database } from "../db/connection";
import { log } from "../log";
import { checkCompanies } from "./check";
import { SLICES_AT_ONCE, sliceSize } from "./check-runs";
import { checkStates } from "./snapshot-store";

export const BASELINE_QUEUE = "watch-baseline";

const BASELINE_POLICY: QueuePolicy = {
  // Keyed by list: one round waiting per list; companies added meanwhile are taken by it.
  policy: "keyed", retryLimit: 3, retryDelaySeconds: 1, retryBackoff: true, expireInSeconds: 600,
};

interface BaselineJob {
  watchlistId: string;
  /** When the round began: a company tried since (fetched, or failed) is not tried again by it. */
  since: number;
  requestId?: string;
}

/** The list's companies with no snapshot of its own to compare with: never checked for it, or every check failed. */
export async function unbaselined(watchlistId: string, companies: readonly string[]): Promise<string[]> {
  const states = await checkStates(watchlistId, companies);
  return companies.filter((company) => !states.get(company)?.snapshot);
}

/** The next companies of the list without a snapshot that this round has not tried, in number order. */
async function nextWithout(watchlistId: string, since: number, limit: number): Promise<string[]> {
  const db = await database();
  const rows = await db.query.selectFrom("watchlist_companies as c")
    .leftJoin("watch_snapshots as s", (join) => join.onRef("s.watchlist_id", "=", "c.watchlist_id").onRef("s.company", "=", "c.company"))
    .select("c.company").where("c.watchlist_id", "=", watchlistId)
    .where((eb) => eb.or([eb("s.company", "is", null), eb.and([eb("s.snapshot", "is", null), eb("s.checked_at", "<", since)])]))
    .orderBy("c.company").limit(limit).execute();
  return rows.map((row) => row.company);
}

const baselineQueue = withQueues(() => ({ [BASELINE_QUEUE]: BASELINE_POLICY }));

/** One slice of a round: baselines of the next companies lacking one. True while any may remain. */
async function takeSlice(job: BaselineJob): Promise<boolean> {
  const companies = await nextWithout(job.watchlistId, job.since, sliceSize());
  if (companies.length === 0) return false;
  const checks = await checkCompanies(job.watchlistId, companies, job.requestId);
  log.info({ watchlist: job.watchlistId, companies: companies.length, failed: checks.filter((check) => !check.ok).length }, "watch baselines taken");
  return true;
}

/** A queued slice sends the next before it completes: a crash between the two runs this slice again (its companies
 * are skipped, having their snapshots now), and never loses the rest. */
async function takeQueuedSlice(job: BaselineJob): Promise<void> {
  if (await takeSlice(job)) await (await baselineQueue()).send(BASELINE_QUEUE, job, { singletonKey: job.watchlistId });
}

/** Starts the baselines without holding the caller's answer: adding 5,000 companies answers at once. */
export function startWatching(watchlistId: string, companies: readonly string[], requestId?: string): void {
  if (companies.length === 0) return;
  const job: BaselineJob = { watchlistId, since: Date.now(), requestId };
  const started = monitorConfig().scheduler
    ? baselineQueue().then((queue) => queue.send(BASELINE_QUEUE, job, { singletonKey: watchlistId }))
    : (async () => { while (await takeSlice(job)); })();
  started.catch((error: unknown) => log.error({ watchlist: watchlistId, err: error instanceof Error ? error.message : String(error) }, "watch baselines failed"));
}

/** A server with the scheduler on takes its share of the queued baselines. */
export async function workBaselines(): Promise<void> {
  const queue = await baselineQueue();
  await queue.work<BaselineJob>(BASELINE_QUEUE, (job: Job<BaselineJob>) => takeQueuedSlice(job.data), { concurrency: SLICES_AT_ONCE });
}
