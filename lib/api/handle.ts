import "server-only";
// The route-handler wrapper for the upstream operations: every BFF route is `export const { GET, ... } =
// serve(operations.x)`. withApi checks who is calling; serve validates the input, calls the upstream, normalises
// the answer, maps every failure to a problem, and records the lookup in the audit trail before answering.
import { audited } from "../audit/record";
import { keepNormalisedText, normalisedText } from "../cache/normalised-answers";
import { learnFromAnswer } from "../directory/learn";
import { log } from "../log";
import { guardRoute } from "../resilience/guard-route";
import { outcomeHeaders } from "../resilience/outcome-headers";
import { callUpstream } from "../upstream/client";
import type { Operation } from "../upstream/operations";
import { listResult, normaliseAnswer } from "./normalise";
import { outcomeProblem } from "./outcome-problem";
import { problem, problemResponse } from "./problem";
import { readInput } from "./read-input";
import { json, jsonText, withApi } from "./with-api";

export function serve(operation: Operation) {
  const GET = withApi(async (call) => {
    const read = readInput(operation, call.params, new URL(call.request.url).searchParams);
    const input = read.ok ? read.input : { path: call.params, query: {} };
    // The company a valid lookup concerns (already normalised by its rule), for the audit page's company filter.
    const company = read.ok ? (read.input.path.crn ?? null) : null;
    const action = { operation: operation.title, company, params: { ...input.path, ...input.query } };
    return audited(call, action, async () =>
      read.ok ? lookup(operation, call.requestId, read.input.path, read.input.query) : problemResponse(read.problem),
    );
  });

  function refuseMethod(): Response {
    return problemResponse(
      problem("method-not-allowed", "This API is read-only: only GET is served."),
      { allow: "GET, HEAD" },
    );
  }

  return { GET: guardRoute(operation, GET), POST: refuseMethod, PUT: refuseMethod, PATCH: refuseMethod, DELETE: refuseMethod };
}

async function lookup(operation: Operation, requestId: string, path: Record<string, string>, query: Record<string, string | number>): Promise<Response> {
  const started = performance.now();
  const outcome = await callUpstream(operation, path, query, { requestId });
  const status = outcome.kind === "ok" ? 200 : outcome.kind;
  const cache = "cache" in outcome ? outcome.cache : undefined;
  log.info({ requestId, operation: operation.number, path, query, outcome: status, cache, ms: Math.round(performance.now() - started) }, "lookup");
  return withHeaders(respond(operation, outcome, requestId, path, query), outcomeHeaders(outcome));
}

function respond(
  operation: Operation, outcome: Awaited<ReturnType<typeof callUpstream>>, requestId: string,
  path: Record<string, string>, query: Record<string, string | number>,
): Response {
  if (outcome.kind === "not-found" && operation.answers === "recordOrList") return json(listResult([], query));
  if (outcome.kind !== "ok") return problemResponse(outcomeProblem(outcome, operation, path));
  const known = outcome.entry && normalisedText(outcome.entry);
  if (known) return jsonText(known);

  const answer = normaliseAnswer(operation, outcome.body, query);
  if (!answer.ok) {
    log.warn({ requestId, operation: operation.number, reason: answer.reason }, "upstream answer did not match the spec");
    return problemResponse(
      problem("upstream-unreadable", `The answer to '${operation.title}' could not be read (${answer.reason}).`),
    );
  }
  // The directory learns the names and numbers this answer reveals (never throws into the lookup).
  learnFromAnswer(operation.number, answer.body);
  const text = JSON.stringify(answer.body);
  if (outcome.entry) keepNormalisedText(outcome.entry, text);
  return jsonText(text);
}

function withHeaders(response: Response, headers: Record<string, string>): Response {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

