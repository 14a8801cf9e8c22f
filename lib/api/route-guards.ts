import "server-only";
// What the route builder puts around a method: an over-long path or query refused before anything reads it (414;
// the request gate does the same in front of Next, this holds where the gate is not installed), and each answer
// counted and timed by the route's metrics label (the operation's number for the 20 operations).
import { requestLimits } from "../config/server-config";
import { metrics } from "../metrics/metrics";
import { problem, problemResponse } from "./problem";

type Handler<C> = (request: Request, context: C) => Promise<Response>;

export function routeMetrics<C>(label: string | undefined, handler: Handler<C>): Handler<C> {
  if (label === undefined) return handler;
  return async (request, context) => {
    const stop = metrics().requestSeconds.startTimer({ operation: label });
    const response = await handler(request, context);
    stop();
    metrics().requests.inc({ operation: label, status: String(response.status) });
    return response;
  };
}

export function tooLong(request: Request): Response | undefined {
  let limits: ReturnType<typeof requestLimits>;
  try {
    limits = requestLimits();
  } catch {
    return undefined; // a bad configuration is reported by the handler, as a problem with a request id
  }
  const { maxPathBytes, maxQueryBytes } = limits;
  const url = new URL(request.url);
  // Measured decoded: Next hands route handlers a re-serialised URL (a comma becomes %2C), so the raw target the
  // gate measured is no longer at hand, and 200 company numbers that passed the gate must pass here too.
  const pathBytes = Buffer.byteLength(decoded(url.pathname));
  const queryBytes = Buffer.byteLength(decoded(url.search));
  if (pathBytes <= maxPathBytes && queryBytes <= maxQueryBytes) return undefined;
  const [part, limit] = pathBytes > maxPathBytes ? ["path", maxPathBytes] : ["query", maxQueryBytes];
  return problemResponse(problem("uri-too-long", `The request's ${part} is longer than this server accepts (${limit} bytes).`));
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text; // a bad escape is the handler's to refuse; its length is measured as sent
  }
}
