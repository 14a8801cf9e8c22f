import "server-only";
// Reports in progress (gathering and rendering) are capped per user and for the whole process, so that one analyst
// starting many reports, or many analysts at once, cannot take the server's CPU and memory. Beyond a cap the
// request is refused at once (429 with Retry-After) rather than queued without bound.
import { processSingleton } from "../resilience/process-singleton";

interface Slots { total: number; byUser: Map<string, number> }

export type SlotRefusal = "user" | "server";

function slots(): Slots {
  return processSingleton("report-slots", () => ({ total: 0, byUser: new Map<string, number>() }));
}

/** A release function, or why no slot was free. */
export function takeReportSlot(username: string, limits: { maxInProgress: number; maxPerUser: number }): (() => void) | SlotRefusal {
  const state = slots();
  const key = username.toLowerCase();
  const mine = state.byUser.get(key) ?? 0;
  if (mine >= limits.maxPerUser) return "user";
  if (state.total >= limits.maxInProgress) return "server";
  state.total += 1;
  state.byUser.set(key, mine + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    state.total -= 1;
    const left = (state.byUser.get(key) ?? 1) - 1;
    if (left > 0) state.byUser.set(key, left);
    else state.byUser.delete(key);
  };
}
