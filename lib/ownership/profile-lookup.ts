import "server-only";
// The ownership graph's lookup of one company: its profile through the BFF's client in the report lane (cache,
// coalescing, breaker), reduced to the facts the graph reads; a company that cannot be read is a gap saying why.
// The Ownership route and the company report build their graphs with it.
import { normaliseAnswer } from "@/lib/api/normalise";
import { callUpstream } from "@/lib/upstream/client";
import type { UpstreamOutcome } from "@/lib/upstream/outcome";
import { operations, type OperationResult } from "@/lib/upstream/operations";
import { ownershipFacts } from "./ownership-facts";
import type { OwnershipLookup } from "./ownership-graph";

/**
 * `known`: an answer already in hand for one company (the one asked about), used instead of asking again; `viewer`:
 * the user the graph is for (their own cache, when it is not shared between users).
 */
export function profileLookup(
  options: { requestId?: string; known?: { crn: string; outcome: UpstreamOutcome }; viewer?: string } = {},
): OwnershipLookup {
  const operation = operations.companyProfile;
  return async (number) => {
    const outcome = options.known?.crn === number
      ? options.known.outcome
      : await callUpstream(operation, { crn: number }, {}, { ...(options.requestId ? { requestId: options.requestId } : {}), lane: "reports", viewer: options.viewer });
    if (outcome.kind === "not-found") return { missing: `No company found with number ${number}: its owners are unknown` };
    if (outcome.kind !== "ok") return { missing: `The company's profile could not be read now (${outcome.kind}): its owners are unknown` };
    const answer = normaliseAnswer(operation, outcome.body, {});
    if (!answer.ok) return { missing: "The company's profile did not match the specification: its owners are unknown" };
    return ownershipFacts(answer.body as OperationResult<"companyProfile">, number);
  };
}
