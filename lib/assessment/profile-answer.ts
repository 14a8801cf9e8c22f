import "server-only";
// The company profile an assessment is derived from, fetched through the BFF's client (cache, breaker, deadline):
// the profile and the outcome's headers to pass on, or the problem response to answer instead. Shared by the
// assessment's routes so each reads the upstream the same way.
import { normaliseAnswer } from "@/lib/api/normalise";
import { outcomeProblem } from "@/lib/api/outcome-problem";
import { problem, problemResponse } from "@/lib/api/problem";
import { outcomeHeaders } from "@/lib/resilience/outcome-headers";
import { callUpstream } from "@/lib/upstream/client";
import { operations, type OperationResult } from "@/lib/upstream/operations";
import type { UpstreamOutcome } from "@/lib/upstream/outcome";

export type ProfileAnswer =
  | { ok: true; profile: OperationResult<"companyProfile">; headers: Record<string, string> }
  | { ok: false; response: Response; outcome?: Exclude<UpstreamOutcome, { kind: "ok" }> };

/**
 * `fresh`: ask the upstream now, never the cache (a recorded decision's evidence is the upstream's answer of now);
 * `viewer`: the user asking (their own cache, when it is not shared between users).
 */
export async function profileAnswer(
  crn: string, requestId: string, { fresh = false, viewer }: { fresh?: boolean; viewer?: string } = {},
): Promise<ProfileAnswer> {
  const operation = operations.companyProfile;
  const outcome = await callUpstream(operation, { crn }, {}, { requestId, fresh, viewer });
  if (outcome.kind !== "ok") return { ok: false, outcome, response: problemResponse(outcomeProblem(outcome, operation, { crn }), outcomeHeaders(outcome)) };
  const answer = normaliseAnswer(operation, outcome.body, {});
  if (!answer.ok) return { ok: false, response: problemResponse(problem("upstream-unreadable", `The company profile could not be read (${answer.reason}).`)) };
  return { ok: true, profile: answer.body as OperationResult<"companyProfile">, headers: outcomeHeaders(outcome) };
}
