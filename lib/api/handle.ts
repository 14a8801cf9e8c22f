import "server-only";
// The routes of the 20 upstream operations: `export const { GET, ... } = route(serve(operations.x), { GET: "signed-in ·
// lookups" })`. The route builder
// checks who calls, the operation's own rules check the input, and the audit trail records the lookup; here the
// upstream is asked, its answer normalised, and every failure mapped to a problem. What follows a good answer (the
// directory learning the companies it names) is a hook the route file passes: this module knows nothing of it.
import { log } from "../log";
import { outcomeHeaders } from "../resilience/outcome-headers";
import { callUpstream } from "../upstream/client";
import type { Operation } from "../upstream/operations";
import { listResult, normaliseAnswer } from "./normalise";
import { outcomeProblem } from "./outcome-problem";
import { problem, problemResponse } from "./problem";
import type { ValidInput } from "./read-input";
import { byRules, defineRoute, endpoint, type Answer } from "./route";
import type { ApiCall } from "./with-api";

const UTF8 = new TextEncoder();

/**
 * Runs after a good answer with the operation's number, the normalised body and the caller's username (e.g. the
 * directory learning: what it learns of group relations is kept for that user alone).
 */
export type OperationHook = (operationNumber: number, body: unknown, viewer: string) => void;

export function serve(operation: Operation, options: { after?: OperationHook[] } = {}) {
  const hooks = options.after ?? [];
  const after = hooks.map((hook) => (data: unknown, call: ApiCall) => hook(operation.number, data, call.principal.username));
  return defineRoute({
    subject: "This API is read-only",
    metrics: String(operation.number),
    methods: {
      GET: endpoint({
        lane: "lookups",
        input: byRules(operation),
        audit: { operation: operation.title },
        handler: ({ requestId, input, principal }) => lookup(operation, requestId, input, principal.username),
        after,
      }),
    },
  });
}

/** `viewer`: the caller, for whom the upstream is asked (a per-user cache key, when the cache is kept per user). */
async function lookup(operation: Operation, requestId: string, { path, query }: ValidInput, viewer: string): Promise<Response | Answer> {
  const started = performance.now();
  const outcome = await callUpstream(operation, path, query, { requestId, viewer });
  const status = outcome.kind === "ok" ? 200 : outcome.kind;
  const cache = "cache" in outcome ? outcome.cache : undefined;
  log.info({ requestId, operation: operation.number, path, query, outcome: status, cache, ms: Math.round(performance.now() - started) }, "lookup");
  const headers = outcomeHeaders(outcome);
  if (outcome.kind === "not-found" && operation.answers === "recordOrList") return { data: listResult([], query), headers };
  if (outcome.kind !== "ok") return problemResponse(outcomeProblem(outcome, operation, path), headers);
  const answer = normaliseAnswer(operation, outcome.body, query);
  if (!answer.ok) {
    log.warn({ requestId, operation: operation.number, reason: answer.reason }, "upstream answer did not match the spec");
    return problemResponse(problem("upstream-unreadable", `The answer to '${operation.title}' could not be read (${answer.reason}).`), headers);
  }
  const bytes = UTF8.encode(JSON.stringify(answer.body));
  return { data: answer.body, bytes, headers };
}
