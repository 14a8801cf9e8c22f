import "server-only";
// Every WATCH_TICK_SECONDS the scheduler starts a run of every list that is due, as slices on the job queue that
// this server and (with PostgreSQL) every other works (dispatch.ts). The timer does not keep the process alive, and
// one tick never overlaps the next.
import { monitorConfig } from "../config/server-config";
import { log } from "../log";
import { startDeliveryWorkers } from "./delivery-workers";
import { dispatchDue, startWorking } from "./dispatch";
import { raiseReviewsDue } from "./review-dates";

const KEY = Symbol.for("dashboard.monitor-scheduler");
const WORKERS = Symbol.for("dashboard.delivery-workers");
type Holder = { [KEY]?: NodeJS.Timeout; [WORKERS]?: boolean };

export function startScheduler(): void {
  const holder = globalThis as Holder;
  const config = monitorConfig();
  if (holder[KEY]) return;
  // Every server works the delivery jobs (the outbox), the scheduler on or off: an alert raised by "Check now" on a
  // server that checks nothing on its own is still delivered.
  if (!holder[WORKERS]) {
    holder[WORKERS] = true;
    startDeliveryWorkers().catch((error: unknown) => log.error({ err: error instanceof Error ? error.message : String(error) }, "delivery workers did not start"));
  }
  if (!config.scheduler) return;
  startWorking().catch((error: unknown) => log.error({ err: error instanceof Error ? error.message : String(error) }, "job queue did not start"));
  let running = false;
  holder[KEY] = setInterval(() => {
    if (running) return;
    running = true;
    // Decisions' reviews ride on the tick too. Deliveries are jobs the queue retries (./delivery-workers).
    Promise.all([dispatchDue(), raiseReviewsDue()])
      .catch((error: unknown) => log.error({ err: error instanceof Error ? error.message : String(error) }, "scheduled checks failed"))
      .finally(() => {
        running = false;
      });
  }, config.tickMs);
  holder[KEY].unref();
}
