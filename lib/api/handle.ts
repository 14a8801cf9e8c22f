import "server-only";
// The route-handler wrapper for the upstream operations: every BFF route is `export const { GET, ... } =
// serve(operations.x)`. withApi checks who is calling; serve validates the input, calls the upstream, normalises
// the answer, maps every failure to a problem, and records the lookup in the audit trail before answering.
import { appendAudit } from "../audit/audit-log";
import { log } from "../log";
import { callUpstream } from "../upstream/client";
import type { Operation } from "../upstream/operations";
import { listResult, normaliseAnswer } from "./normalise";
import { outcomeProblem } from "./outcome-problem";
import { problem, problemResponse } from "./problem";
import { readInput } from "./read-input";
import { errorSummary, json, withApi, type ApiCall } from "./with-api";

export function serve(operation: Operation) {
  const GET = withApi(async (call) => {
    const started = performance.now();
    const read = readInput(operation, call.params, new URL(call.request.url).searchParams);
    const input = read.ok ? read.input : { path: call.params, query: {} };
    const response = read.ok ? await lookup(operation, call.requestId, read.input.path, read.input.query) : problemResponse(read.problem);
    try {
      await appendAudit({
        at: new Date(), requestId: call.requestId, username: call.principal.username, via: call.principal.via,
        operation: operation.title, company: read.ok ? auditedCompany(input.path) : null, params: auditedParams({ ...input.path, ...input.query }),
        status: response.status, durationMs: performance.now() - started,
      });
    } catch (error) {
      await response.body?.cancel();
      log.error({ requestId: call.requestId, err: errorSummary(error) }, "audit record not written; lookup refused");
      return problemResponse(problem(503, "audit-unavailable", "Audit trail unavailable",
        `The lookup was not answered because it could not be recorded in the audit trail (request ${call.requestId}).`));
    }
    return response;
  });

  function refuseMethod(): Response {
    return problemResponse(
      problem(405, "method-not-allowed", "Method not allowed", "This API is read-only: only GET is served."),
      { allow: "GET, HEAD" },
    );
  }

  return { GET, POST: refuseMethod, PUT: refuseMethod, PATCH: refuseMethod, DELETE: refuseMethod };
}

async function lookup(operation: Operation, requestId: string, path: Record<string, string>, query: Record<string, string | number>): Promise<Response> {
  const started = performance.now();
  const outcome = await callUpstream(operation, path, query);
  const status = outcome.kind === "ok" ? 200 : outcome.kind;
  log.info({ requestId, operation: operation.number, path, query, outcome: status, ms: Math.round(performance.now() - started) }, "lookup");

  if (outcome.kind === "not-found" && operation.answers === "recordOrList") return json(listResult([], query));
  if (outcome.kind !== "ok") return problemResponse(outcomeProblem(outcome, operation, path));

  const answer = normaliseAnswer(operation, outcome.body, query);
  if (!answer.ok) {
    log.warn({ requestId, operation: operation.number, reason: answer.reason }, "upstream answer did not match the spec");
    return problemResponse(
      problem(502, "upstream-unreadable", "The data service's answer did not match its specification",
        `The answer to '${operation.title}' could not be read (${answer.reason}).`),
    );
  }
  return json(answer.body);
}

/** Parameters as asked, refused ones included, with control characters escaped and long values cut. */
function auditedParams(params: Record<string, string | number>): Record<string, string | number> {
  return Object.fromEntries(Object.entries(params).slice(0, 30).map(([name, value]) => [
    name.slice(0, 50),
    typeof value === "number" ? value : value.replace(/[\u0000-\u001f\u007f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`).slice(0, 200),
  ]));
}

/** The company a valid lookup concerns, for the audit page's company filter (searches concern none). */
function auditedCompany(path: ApiCall["params"]): string | null {
  const crn = path.crn;
  return typeof crn === "string" && crn.length <= 10 ? crn.toUpperCase() : null;
}
