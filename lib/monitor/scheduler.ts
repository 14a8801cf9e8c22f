import "server-only";
// Runs due checks in the server process: every WATCH_TICK_SECONDS it claims and runs the lists that are due. The
// timer does not keep the process alive, and one tick never overlaps the next.
import { monitorConfig } from "../config/server-config";
import { log } from "../log";
import { runDue } from "./jobs";

const KEY = Symbol.for("dashboard.monitor-scheduler");
type Holder = { [KEY]?: NodeJS.Timeout };

export function startScheduler(): void {
  const holder = globalThis as Holder;
  const config = monitorConfig();
  if (!config.scheduler || holder[KEY]) return;
  let running = false;
  holder[KEY] = setInterval(() => {
    if (running) return;
    running = true;
    runDue()
      .catch((error: unknown) => log.error({ err: error instanceof Error ? error.message : String(error) }, "scheduled checks failed"))
      .finally(() => {
        running = false;
      });
  }, config.tickMs);
  holder[KEY].unref();
}
