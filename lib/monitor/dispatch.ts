import "server-only";
// Where checks start. A server with the scheduler on starts a run of every list that is due on each tick and works
// its share of the queued slices (check-runs.ts); with PostgreSQL every such server shares one queue. A server with
// WATCH_SCHEDULER=off works no queue, so its "Check now" runs the whole run in its own process.
import { monitorConfig } from "../config/server-config";
import { log } from "../log";
import { workBaselines } from "./baseline";
import { dueLists, runHere, startRun, workSlices } from "./check-runs";

/** One scheduler tick: every due list's run is started (a dead server's slices are released by the queue itself). */
export async function dispatchDue(now = Date.now()): Promise<void> {
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

/** With the scheduler on: this server works its share of the queued baselines and slices for as long as it runs. */
export async function startWorking(): Promise<void> {
  if (!monitorConfig().scheduler) return;
  await workBaselines();
  await workSlices();
}
