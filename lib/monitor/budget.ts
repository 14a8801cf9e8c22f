import "server-only";
// The monitor's upstream budget (WATCH_MAX_UPSTREAM_PER_MINUTE): calls are spaced evenly, one every 60 s / budget,
// so a check cycle of thousands of companies trickles instead of bursting. Per process, kept on globalThis because
// Next may load this module once per route bundle.
import { monitorConfig } from "../config/server-config";

const KEY = Symbol.for("dashboard.monitor-budget");
type Holder = { [KEY]?: { next: number } };

/** Resolves when the next call may go; callers queue in order of asking. */
export async function takeBudget(now = Date.now): Promise<void> {
  const holder = globalThis as Holder;
  holder[KEY] ??= { next: 0 };
  const state = holder[KEY];
  const spacing = 60_000 / monitorConfig().perMinute;
  const at = Math.max(now(), state.next);
  state.next = at + spacing;
  const wait = at - now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
