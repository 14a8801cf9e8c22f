import "server-only";
// The route-handler wrapper: every BFF route is `export const { GET, ... } = serve(operations.x)`. It validates the
// input, calls the upstream, normalises the answer and maps every failure to a problem; only GET is served.
import { log } from "../log";
import { guardRoute } from "../resilience/guard-route";
import { outcomeHeaders } from "../resilience/outcome-headers";
import { requestIdOf } from "../resilience/request-id";
import { callUpstream } from "../upstream/client";
import type { Operation } from "../upstream/operations";
import { listResult, normaliseAnswer } from "./normalise";
import { outcomeProblem } from "./outcome-problem";
import { problem, problemResponse } from "./problem";
import { readInput } from "./read-input";

// Next passes no params to routes without dynamic segments (e.g. /api/govt-procurement), hence the optional.
type RouteContext = { params?: Promise<Record<string, string | string[]>> };

export function serve(operation: Operation) {
  async function GET(request: Request, context: RouteContext): Promise<Response> {
    const requestId = requestIdOf(request);
    const started = performance.now();
    const headers = { "x-request-id": requestId };
    try {
      const rawPath = Object.fromEntries(
        Object.entries((await context.params) ?? {}).map(([name, value]) => [name, Array.isArray(value) ? value.join("/") : value]),
      );
      const read = readInput(operation, rawPath, new URL(request.url).searchParams);
      if (!read.ok) return problemResponse(read.problem, headers);
      const { path, query } = read.input;

      const outcome = await callUpstream(operation, path, query, { requestId });
      const status = outcome.kind === "ok" ? 200 : outcome.kind;
      const cache = "cache" in outcome ? outcome.cache : undefined;
      log.info({ requestId, operation: operation.number, path, query, outcome: status, cache, ms: Math.round(performance.now() - started) }, "lookup");
      Object.assign(headers, outcomeHeaders(outcome));

      if (outcome.kind === "not-found" && operation.answers === "recordOrList") {
        return json(listResult([], query), headers);
      }
      if (outcome.kind !== "ok") return problemResponse(outcomeProblem(outcome, operation, path), headers);

      const answer = normaliseAnswer(operation, outcome.body, query);
      if (!answer.ok) {
        log.warn({ requestId, operation: operation.number, reason: answer.reason }, "upstream answer did not match the spec");
        return problemResponse(
          problem(502, "upstream-unreadable", "The data service's answer did not match its specification",
            `The answer to '${operation.title}' could not be read (${answer.reason}).`),
          headers,
        );
      }
      return json(answer.body, headers);
    } catch (error) {
      log.error({ requestId, operation: operation.number, err: errorSummary(error) }, "lookup failed");
      return problemResponse(problem(500, "internal-error", "Internal error", `The lookup failed inside this server (request ${requestId}).`), headers);
    }
  }

  function refuseMethod(): Response {
    return problemResponse(
      problem(405, "method-not-allowed", "Method not allowed", "This API is read-only: only GET is served."),
      { allow: "GET, HEAD" },
    );
  }

  return { GET: guardRoute(operation, GET), POST: refuseMethod, PUT: refuseMethod, PATCH: refuseMethod, DELETE: refuseMethod };
}

function json(body: unknown, headers: Record<string, string>): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { "content-type": "application/json", "cache-control": "private, no-store", ...headers },
  });
}

/** The error's name and message only: a stack or a cause could carry a request's headers. */
function errorSummary(error: unknown): { name: string; message: string } {
  return error instanceof Error ? { name: error.name, message: error.message } : { name: "unknown", message: String(error) };
}
