import "server-only";
// Wraps a BFF route's GET: refuses over-long paths and queries before anything reads them (414), and counts and
// times every answer by operation for the metrics.
import { problem, problemResponse } from "../api/problem";
import { requestLimits } from "../config/server-config";
import { metrics } from "../metrics/metrics";
import type { Operation } from "../upstream/operations";

type Handler<C> = (request: Request, context: C) => Promise<Response>;

export function guardRoute<C>(operation: Operation, handler: Handler<C>): Handler<C> {
  const label = String(operation.number);
  return async (request, context) => {
    const stop = metrics().requestSeconds.startTimer({ operation: label });
    const response = tooLong(request) ?? (await handler(request, context));
    stop();
    metrics().requests.inc({ operation: label, status: String(response.status) });
    return response;
  };
}

function tooLong(request: Request): Response | undefined {
  let limits: ReturnType<typeof requestLimits>;
  try {
    limits = requestLimits();
  } catch {
    return undefined; // a bad configuration is reported by the handler, as a problem with a request id
  }
  const { maxPathBytes, maxQueryBytes } = limits;
  const url = new URL(request.url);
  const pathBytes = Buffer.byteLength(url.pathname);
  const queryBytes = Buffer.byteLength(url.search);
  if (pathBytes <= maxPathBytes && queryBytes <= maxQueryBytes) return undefined;
  const [part, limit] = pathBytes > maxPathBytes ? ["path", maxPathBytes] : ["query", maxQueryBytes];
  return problemResponse(problem("uri-too-long", `The request's ${part} is longer than this server accepts (${limit} bytes).`));
}
