import "server-only";
// Where checks start. A server with the scheduler on starts a run of every list that is due on each tick and works
// its share of the queued slices (check-runs.ts); with PostgreSQL every such server shares one queue. A server with
// WATCH_SCHEDULER=off works no queue, so its "Check now" runs the whole run in its own process.
import { monitorConfig } from "../config/server-config";
import { jobQueue } from "../jobs/job-queue-for";
import { log } from "../log";
import { dueLists, runHere, startRun, workSlices } from "./check-runs";

/** A server whose heartbeat is this old is taken for dead and its slices retried: a few missed beats, not a lease. */
export const DEAD_AFTER_MS = 10_000;

/** One scheduler tick: the slices of servers seen dead are released, and every due list's run is started. */
export async function dispatchDue(now = Date.now()): Promise<void> {
  const released = await (await jobQueue()).releaseDead(DEAD_AFTER_MS);
  if (released) log.warn({ released }, "slices of a server seen dead were released for retry");
  // Another server may start a list between the read and the start; startRun claims it only once.
  for (const id of await dueLists(now)) await startRun(id, { due: true }, now);
}

/** "Check now": false when a run of the list is already in progress. */
export async function checkNow(id: string, requestId?: string): Promise<boolean> {
  const queued = monitorConfig().scheduler;
  const runId = await startRun(id, { due: false, requestId, send: queued });
  if (!runId) return false;
  if (!queued) {
    runHere({ watchlistId: id, runId, after: null, requestId })
      .catch((error: unknown) => log.error({ watchlist: id, err: String(error) }, "check now failed"));
  }
  return true;
}

/** With the scheduler on: this server works its share of the queued slices for as long as it runs. */
export async function startWorking(): Promise<void> {
  if (!monitorConfig().scheduler) return;
  await workSlices();
}
