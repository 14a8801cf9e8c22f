import "server-only";
// What the route builder puts around a method: each answer counted and timed by the route's metrics label (the
// operation's number for the 20 operations), and each limit's refusal counted by its reason. An over-long path or
// query is refused (414) by the request gate (lib/api/request-gate.ts) in front of every route and page, measured
// once, as the client sent it.
import { metrics } from "../metrics/metrics";
import { countRefusal, refusalReason } from "../metrics/refusals";

type Handler<C> = (request: Request, context: C) => Promise<Response>;

/**
 * Every 429 a route answers is a limit's refusal (the per-user and per-address limits, report slots, anonymous
 * readiness, …), counted in dashboard_rate_limit_refusals_total by its problem's code, whichever limit refused.
 */
export function refusalMetrics<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    const response = await handler(request, context);
    if (response.status === 429) countRefusal(await refusalReason(response));
    return response;
  };
}

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
