import "server-only";
// With DATABASE_URL the checks go through pg-boss, a PostgreSQL job queue: the scheduler of whichever server finds a
// list due claims its row in `watch_jobs` and sends one job; any server's worker takes it (SKIP LOCKED, so exactly
// one), and a job whose server dies mid-check expires and is retried by pg-boss on another server. The `stately`
// queue keyed by list holds at most one waiting job per list, so a late tick on another server cannot queue a
// second run behind the first.
import PgBoss from "pg-boss";
import { accessConfig } from "../config/access-config";
import { monitorConfig } from "../config/server-config";
import { log } from "../log";

export const CHECK_QUEUE = "watch-check";
/** Runs of one job after its first: a crash during the retry too still gets one more. */
export const JOB_RETRIES = 2;
/** The least a job may run for when its expiry is worked out (an upstream call alone may take a minute). */
const MIN_EXPIRY_SECONDS = 300;
/** pg-boss refuses an expiry of 24 hours or more. */
const MAX_EXPIRY_SECONDS = 23 * 3600;

export interface CheckJob {
  watchlistId: string;
}

/**
 * How long a list's check may run before it is taken for dead: twice the time its calls take at the budget, plus
 * five minutes, unless the operator set WATCH_JOB_EXPIRY_SECONDS. pg-boss 10 has no heartbeat, so this is the bound.
 */
export function expirySeconds(companies: number, perMinute: number, configured?: number): number {
  if (configured) return configured;
  const calls = Math.ceil((companies * 60) / perMinute);
  return Math.min(MAX_EXPIRY_SECONDS, Math.max(MIN_EXPIRY_SECONDS, 2 * calls + 300));
}

/** How long the watch_jobs row stays claimed after its job is sent: every run the job may have, and a minute. */
export function queuedLeaseMs(expiry: number): number {
  return (expiry * (JOB_RETRIES + 1) + 60) * 1000;
}

const KEY = Symbol.for("dashboard.monitor-boss");
type Holder = { [KEY]?: Promise<PgBoss> };

/** The process's pg-boss, started on first use (it creates its own schema, `pgboss`, under an advisory lock). */
export function jobQueue(): Promise<PgBoss> {
  const holder = globalThis as Holder;
  if (!holder[KEY]) {
    const { databaseUrl } = accessConfig();
    if (!databaseUrl) throw new Error("the job queue needs DATABASE_URL");
    const config = monitorConfig();
    // Maintenance (expiring the jobs of dead servers) runs often enough to catch the shortest expiry in half its time.
    const shortest = config.jobExpirySeconds ?? MIN_EXPIRY_SECONDS;
    const boss = new PgBoss({
      connectionString: databaseUrl, max: 3, application_name: "dashboard-monitor",
      maintenanceIntervalSeconds: Math.max(1, Math.min(120, Math.floor(shortest / 2))),
    });
    // A lost connection is reported and retried by pg-boss; left unheard it would crash the process.
    boss.on("error", (error: Error) => log.error({ err: error.message }, "job queue error"));
    holder[KEY] = (async () => {
      await boss.start();
      await boss.createQueue(CHECK_QUEUE, { name: CHECK_QUEUE, policy: "stately", retryLimit: JOB_RETRIES, retryDelay: 0 })
        .catch(async (error: unknown) => {
          // Two servers starting at once may race to create it; what matters is that it exists.
          if (!(await boss.getQueue(CHECK_QUEUE))) throw error;
        });
      return boss;
    })().catch((error: unknown) => {
      holder[KEY] = undefined;
      throw error;
    });
  }
  return holder[KEY];
}

/** Sends one list's check; false when pg-boss already holds one waiting for that list. */
export async function sendCheck(watchlistId: string, expiry: number): Promise<boolean> {
  const boss = await jobQueue();
  const id = await boss.send(CHECK_QUEUE, { watchlistId } satisfies CheckJob, {
    singletonKey: watchlistId, expireInSeconds: expiry, retryLimit: JOB_RETRIES, retryDelay: 0,
  });
  return id !== null;
}

/** Works this server's share of the checks, one list at a time (the budget is per server anyway). */
export async function workChecks(run: (job: CheckJob) => Promise<void>): Promise<void> {
  const boss = await jobQueue();
  const polling = Math.max(0.5, Math.min(5, monitorConfig().tickMs / 1000));
  await boss.work<CheckJob>(CHECK_QUEUE, { batchSize: 1, pollingIntervalSeconds: polling }, async ([job]) => {
    if (job) await run(job.data);
  });
}
