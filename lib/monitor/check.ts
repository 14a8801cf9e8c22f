import "server-only";
// One check of a company for one list: the profile fetched fresh through the BFF's own client (monitor lane, within
// the budget; the answer still refreshes the cache), reduced to a snapshot, compared with the list's previous one, and
// one alert stored on that list per change, in the transaction that advances the list's snapshot. Each list compares
// with what it saw itself, so a list made later never raises what changed before it began watching. The first
// snapshot (the baseline) raises nothing; a failed fetch raises nothing and keeps the previous snapshot, so the next
// check compares against what was last seen.
import { normaliseAnswer } from "../api/normalise";
import { log } from "../log";
import { callUpstream } from "../upstream/client";
import { operations, type OperationResult } from "../upstream/operations";
import type { UpstreamOutcome } from "../upstream/outcome";
import { recordChanges, type Alert } from "./alert-store";
import { takeBudget } from "./budget";
import { diffSnapshots } from "./diff";
import type { PolicyVersion } from "@/lib/policy/policy";
import { policyInForce, policyVersions } from "@/lib/policy/store";
import { takeSnapshot } from "./snapshot";
import { rescreenIfSubjectsChanged } from "@/lib/screening/rescreen";
import type { CompanyProfile } from "@/lib/upstream/schemas/company";
import type { PolicyVersions } from "./verdict-changes";
import { parseStoredSnapshot, saveFailure, saveSnapshot, storedSnapshotText } from "./snapshot-store";

export type CompanyCheck =
  | { company: string; ok: true; alerts: Array<Omit<Alert, "readAt">>; first: boolean }
  | { company: string; ok: false; error: string };

function failureWords(outcome: Exclude<UpstreamOutcome, { kind: "ok" }>): string {
  switch (outcome.kind) {
    case "not-found": return "The data service has no company with this number.";
    case "credentials-refused": return "The data service refused this server's credentials.";
    case "timeout": return `The data service did not answer within ${Math.round(outcome.afterMs / 1000)} s.`;
    case "unavailable": return outcome.reason === "busy" ? "This server's monitor lane was full." : "The data service is down (circuit open).";
    default: return `The data service failed${outcome.status ? ` (HTTP ${outcome.status})` : ""}.`;
  }
}

/**
 * `policy`: the credit policy version to apply, read once per run by checkCompanies rather than once per company;
 * `policies`: every version, so a band or limit alert after a policy change names the fields it moved.
 */
async function checkCompany(watchlistId: string, company: string, policy: PolicyVersion, policies: PolicyVersions, requestId?: string): Promise<CompanyCheck> {
  await takeBudget();
  const operation = operations.companyProfile;
  const outcome = await callUpstream(operation, { crn: company }, {}, { requestId, lane: "monitor", fresh: true });
  const now = Date.now();
  if (outcome.kind !== "ok") {
    const error = failureWords(outcome);
    await saveFailure(watchlistId, company, error, now);
    return { company, ok: false, error };
  }
  const answer = normaliseAnswer(operation, outcome.body, {});
  if (!answer.ok) {
    const error = `The data service's answer did not match its specification (${answer.reason}).`;
    await saveFailure(watchlistId, company, error, now);
    return { company, ok: false, error };
  }
  const snapshot = takeSnapshot(answer.body as OperationResult<"companyProfile">, company, policy, new Date(now));
  // Screening (lib/screening/rescreen.ts): officers, PSCs or owners changed since the last screening queue a re-screen.
  await rescreenIfSubjectsChanged(company, answer.body as CompanyProfile, new Date(now)).catch((error: unknown) =>
    log.warn({ company, err: error instanceof Error ? error.message : String(error) }, "re-screen not queued"));
  const text = JSON.stringify(snapshot);
  const storedText = await storedSnapshotText(watchlistId, company);
  // The same snapshot as last time (most companies on most checks): nothing to compare, only the check's time to keep.
  if (storedText === text) {
    await saveSnapshot(watchlistId, company, snapshot, now, undefined, text);
    return { company, ok: true, alerts: [], first: false };
  }
  const previous = storedText === null ? null : parseStoredSnapshot(storedText);
  if (!previous) {
    await saveSnapshot(watchlistId, company, snapshot, now, undefined, text);
    return { company, ok: true, alerts: [], first: true };
  }
  // The alerts and the snapshot they were found in commit together: a crash between them neither loses a
  // change (the old snapshot stays, so the next check finds it again) nor raises one twice.
  const created = await recordChanges(watchlistId, company, diffSnapshots(previous, snapshot, policies), now,
    (trx) => saveSnapshot(watchlistId, company, snapshot, now, trx, text));
  return { company, ok: true, alerts: created, first: false };
}

/** Checks a list's companies a few at a time (the monitor lane and the budget bound the upstream calls, not this). */
export async function checkCompanies(watchlistId: string, companies: readonly string[], requestId?: string, parallel = 4): Promise<CompanyCheck[]> {
  const results: CompanyCheck[] = [];
  // One run, one policy: every company of it is assessed under the same version.
  const policy = await policyInForce();
  const policies: PolicyVersions = new Map((await policyVersions()).map((version) => [version.version, version.policy]));
  let next = 0;
  const worker = async () => {
    while (next < companies.length) {
      const company = companies[next++]!;
      results.push(await checkCompany(watchlistId, company, policy, policies, requestId).catch((error: unknown) => {
        log.error({ watchlist: watchlistId, company, err: error instanceof Error ? error.message : String(error) }, "watch check failed");
        return { company, ok: false as const, error: "The check failed inside this server." };
      }));
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, companies.length) }, worker));
  return results;
}
