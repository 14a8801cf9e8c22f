// Headers that tell the browser how fresh an answer is, and when to come back after a refusal. Whether the answer
// came from the cache is NOT among them: a hit would tell one analyst that another opened that company minutes ago
// (analysts may not see each other's history), so the cache status goes to the logs and metrics only.
import type { UpstreamOutcome } from "../upstream/outcome";

/** `x-data-stale: 1` and `x-data-stored-at` mark an earlier answer served because the upstream is failing now. */
export const STALE_HEADER = "x-data-stale";
export const STORED_AT_HEADER = "x-data-stored-at";

export function outcomeHeaders(outcome: UpstreamOutcome): Record<string, string> {
  if (outcome.kind === "unavailable") return { "retry-after": String(outcome.retryAfterSeconds) };
  if (outcome.kind !== "ok" && outcome.kind !== "not-found") return {};
  const headers: Record<string, string> = {};
  if (outcome.stale) {
    headers[STALE_HEADER] = "1";
    headers[STORED_AT_HEADER] = outcome.stale.storedAt;
  }
  return headers;
}
