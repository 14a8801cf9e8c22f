import "server-only";
// Every WATCH_TICK_SECONDS the scheduler starts a run of every list that is due, as slices on the job queue that
// this server and (with PostgreSQL) every other works (dispatch.ts). The timer does not keep the process alive, and
// one tick never overlaps the next.
import { monitorConfig } from "../config/server-config";
import { log } from "../log";
import { dispatchDue, startWorking } from "./dispatch";
import { raiseReviewsDue } from "./review-dates";
import { attemptDueWebhooks } from "./webhook-queue";

const KEY = Symbol.for("dashboard.monitor-scheduler");
type Holder = { [KEY]?: NodeJS.Timeout };

export function startScheduler(): void {
  const holder = globalThis as Holder;
  const config = monitorConfig();
  if (!config.scheduler || holder[KEY]) return;
  startWorking().catch((error: unknown) => log.error({ err: error instanceof Error ? error.message : String(error) }, "job queue did not start"));
  let running = false;
  holder[KEY] = setInterval(() => {
    if (running) return;
    running = true;
    // Webhook retries ride on the tick too: after a restart, nothing else would wake them. So do decisions' reviews.
    Promise.all([dispatchDue(), attemptDueWebhooks(), raiseReviewsDue()])
      .catch((error: unknown) => log.error({ err: error instanceof Error ? error.message : String(error) }, "scheduled checks failed"))
      .finally(() => {
        running = false;
      });
  }, config.tickMs);
  holder[KEY].unref();
}
