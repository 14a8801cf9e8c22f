import "server-only";
// Watching starts when a company is added: its first snapshot (the baseline a later check compares with) is taken at
// once, not at the list's next scheduled check up to an interval away, so a change in between is alerted rather than
// absorbed into the first snapshot. Only the added companies with no snapshot yet are fetched, on the monitor's own
// lane and within its upstream budget (check.ts); the list's schedule does not move. A baseline raises no alert.
// It runs in the process that took the add: a server that dies mid-baseline leaves the rest to the list's next check.
import { log } from "../log";
import { checkCompanies, type CompanyCheck } from "./check";
import { checkStates } from "./snapshot-store";

/** The companies with no snapshot to compare with: never checked, or every check so far failed. */
export async function unbaselined(companies: readonly string[]): Promise<string[]> {
  const states = await checkStates(companies);
  return companies.filter((company) => !states.get(company)?.snapshot);
}

/** Takes the baseline of the companies that lack one; resolves when every one was fetched (or failed). */
export async function takeBaselines(companies: readonly string[], requestId?: string): Promise<CompanyCheck[]> {
  const missing = await unbaselined(companies);
  if (missing.length === 0) return [];
  const checks = await checkCompanies(missing, requestId);
  log.info({ companies: missing.length, failed: checks.filter((check) => !check.ok).length }, "watch baselines taken");
  return checks;
}

/** Starts the baselines without holding the caller's answer: adding 5,000 companies answers at once. */
export function startWatching(companies: readonly string[], requestId?: string): void {
  if (companies.length === 0) return;
  takeBaselines(companies, requestId)
    .catch((error: unknown) => log.error({ err: error instanceof Error ? error.message : String(error) }, "watch baselines failed"));
}
