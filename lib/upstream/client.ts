import "server-only";
// The one way the BFF asks the upstream. Behind it (lib/resilience/lookup.ts): the response cache, coalescing of
// identical calls, a bulkhead per lane, retries, a circuit breaker and an overall deadline; one attempt
// (./attempt.ts) sends the key, refuses redirects and bounds the wait and the body. The route layer maps the
// outcome to an answer or a problem.
import { lookup } from "../resilience/lookup";
import type { Operation } from "./operations";
import type { CallOptions, UpstreamOutcome } from "./outcome";

export function callUpstream(
  operation: Operation,
  pathValues: Record<string, string>,
  query: Record<string, string | number>,
  options: CallOptions = {},
): Promise<UpstreamOutcome> {
  return lookup(operation, pathValues, query, options);
}
