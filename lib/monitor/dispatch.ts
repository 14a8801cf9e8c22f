import "server-only";
// Where a due or requested check runs. Embedded (SQLite): in this process, claimed by its row in `watch_jobs`. With
// DATABASE_URL: the claim sends a pg-boss job (job-queue.ts) that any server's worker runs once, and that pg-boss
// runs again if its server dies. A server with WATCH_SCHEDULER=off works no jobs, so its "Check now" runs in-process.
import { accessConfig } from "../config/access-config";
import { monitorConfig } from "../config/server-config";
import { database } from "../db/connection";
import { log } from "../log";
import { expirySeconds, queuedLeaseMs, sendCheck, workChecks } from "./job-queue";
import { claim, runClaimed, runDue, WORKER_ID } from "./jobs";

const queued = () => Boolean(accessConfig().databaseUrl) && monitorConfig().scheduler;

/** Turns a claimed list into a job: its lease is stretched to cover every run pg-boss may give the job. */
async function enqueueClaimed(id: string): Promise<void> {
  const db = await database();
  const row = await db.query.selectFrom("watchlist_companies").select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("watchlist_id", "=", id).executeTakeFirst();
  const config = monitorConfig();
  const expiry = expirySeconds(Number(row?.n ?? 0), config.perMinute, config.jobExpirySeconds);
  await db.query.updateTable("watch_jobs").set({ locked_until: Date.now() + queuedLeaseMs(expiry) }).where("watchlist_id", "=", id).execute();
  try {
    if (!(await sendCheck(id, expiry))) log.info({ watchlist: id }, "a check of this list is already queued");
  } catch (error) {
    // Not queued: the claim is let go at once, so the next tick (here or on another server) tries again.
    await db.query.updateTable("watch_jobs").set({ locked_until: null, locked_by: null }).where("watchlist_id", "=", id).execute();
    throw error;
  }
}

/** One scheduler tick: runs (embedded) or queues (PostgreSQL) every list that is due. */
export async function dispatchDue(): Promise<void> {
  if (!queued()) {
    await runDue();
    return;
  }
  for (let id = await claim(); id; id = await claim()) await enqueueClaimed(id);
}

/** "Check now": false when a check of the list is already running or queued. */
export async function checkNow(id: string, requestId?: string): Promise<boolean> {
  const claimed = await claim(Date.now(), id);
  if (!claimed) return false;
  if (queued()) await enqueueClaimed(claimed);
  else runClaimed(claimed, requestId).catch((error: unknown) => log.error({ watchlist: claimed, err: String(error) }, "check now failed"));
  return true;
}

/** With PostgreSQL: this server takes its share of the queued checks for as long as it runs. */
export async function startWorking(): Promise<void> {
  if (!queued()) return;
  await workChecks(async ({ watchlistId }) => {
    // The row names the server running the check (it named the one that queued it), for operators and the tests.
    const db = await database();
    await db.query.updateTable("watch_jobs").set({ locked_by: WORKER_ID }).where("watchlist_id", "=", watchlistId).execute();
    await runClaimed(watchlistId);
  });
}
