import "server-only";
// The routes of the 20 upstream operations: `export const { GET, ... } = route(serve(operations.x), { GET: "signed-in ·
// lookups" })`. The route builder
// checks who calls, the operation's own rules check the input, and the audit trail records the lookup; here the
// upstream is asked, its answer normalised, and every failure mapped to a problem. What follows a good answer (the
// directory learning the companies it names) is a hook the route file passes: this module knows nothing of it.
import { firstLearntFor, keepNormalisedBytes, normalisedBytes } from "../cache/normalised-answers";
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
const FROM_UTF8 = new TextDecoder();

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
        handler: ({ requestId, input, principal }) => lookup(operation, requestId, input, { viewer: principal.username, hooked: hooks.length > 0 }),
        after,
      }),
    },
  });
}

/** `hooked`: the route has after-answer hooks, which `viewer` (the caller) must have run on every answer once. */
async function lookup(
  operation: Operation, requestId: string, { path, query }: ValidInput, { viewer, hooked }: { viewer: string; hooked: boolean },
): Promise<Response | Answer> {
  const started = performance.now();
  const outcome = await callUpstream(operation, path, query, { requestId, viewer });
  const status = outcome.kind === "ok" ? 200 : outcome.kind;
  const cache = "cache" in outcome ? outcome.cache : undefined;
  log.info({ requestId, operation: operation.number, path, query, outcome: status, cache, ms: Math.round(performance.now() - started) }, "lookup");
  const headers = outcomeHeaders(outcome);
  if (outcome.kind === "not-found" && operation.answers === "recordOrList") return { data: listResult([], query), headers };
  if (outcome.kind !== "ok") return problemResponse(outcomeProblem(outcome, operation, path), headers);
  // Made from these very bytes before (a cache hit, or the upstream sending the same record again): already read,
  // checked and learnt from, so it is answered as it was, with no data for the hooks; unless this caller's lookups
  // have not yet been learnt from them (a colleague's read them first): then the hooks get them, parsed once.
  const known = outcome.key !== undefined && outcome.raw !== undefined ? normalisedBytes(outcome.key, outcome.raw) : undefined;
  if (known !== undefined) {
    const learn = hooked && firstLearntFor(outcome.key!, outcome.raw!, viewer);
    return { data: learn ? JSON.parse(FROM_UTF8.decode(known)) : undefined, bytes: known, headers };
  }

  const answer = normaliseAnswer(operation, outcome.body, query);
  if (!answer.ok) {
    log.warn({ requestId, operation: operation.number, reason: answer.reason }, "upstream answer did not match the spec");
    return problemResponse(problem("upstream-unreadable", `The answer to '${operation.title}' could not be read (${answer.reason}).`), headers);
  }
  // Encoded once here rather than by the Response, so that what is kept is what is sent (in its own memory: a small
  // Buffer.from would pin a shared 8 kB pool slab for as long as it is kept).
  const bytes = UTF8.encode(JSON.stringify(answer.body));
  if (outcome.key !== undefined && outcome.raw !== undefined) keepNormalisedBytes(outcome.key, outcome.raw, bytes, viewer);
  return { data: answer.body, bytes, headers };
}
