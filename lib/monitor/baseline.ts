import "server-only";
// Watching starts when a company is added to a list: the list's first snapshot of it (the baseline the list's later
// checks compare with) is taken at once, not at the list's next scheduled check up to an interval away, so a change
// in between is alerted rather than absorbed into the first snapshot. A company already watched on another list gets
// a baseline of this list's own, so this list starts from its own moment. Only the added companies with no snapshot
// on this list are fetched, on the monitor's own lane and within its upstream budget (check.ts); the list's schedule
// does not move. A baseline raises no alert.
// It runs in the process that took the add: a server that dies mid-baseline leaves the rest to the list's next check.
import { log } from "../log";
import { checkCompanies, type CompanyCheck } from "./check";
import { checkStates } from "./snapshot-store";

/** The list's companies with no snapshot of its own to compare with: never checked for it, or every check failed. */
export async function unbaselined(watchlistId: string, companies: readonly string[]): Promise<string[]> {
  const states = await checkStates(watchlistId, companies);
  return companies.filter((company) => !states.get(company)?.snapshot);
}

/** Takes the baseline of the companies that lack one; resolves when every one was fetched (or failed). */
export async function takeBaselines(watchlistId: string, companies: readonly string[], requestId?: string): Promise<CompanyCheck[]> {
  const missing = await unbaselined(watchlistId, companies);
  if (missing.length === 0) return [];
  const checks = await checkCompanies(watchlistId, missing, requestId);
  log.info({ watchlist: watchlistId, companies: missing.length, failed: checks.filter((check) => !check.ok).length }, "watch baselines taken");
  return checks;
}

/** Starts the baselines without holding the caller's answer: adding 5,000 companies answers at once. */
export function startWatching(watchlistId: string, companies: readonly string[], requestId?: string): void {
  if (companies.length === 0) return;
  takeBaselines(watchlistId, companies, requestId)
    .catch((error: unknown) => log.error({ err: error instanceof Error ? error.message : String(error) }, "watch baselines failed"));
}
