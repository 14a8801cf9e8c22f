import "server-only";
// What the route builder puts around a method: each answer counted and timed by the route's metrics label (the
// operation's number for the 20 operations). An over-long path or query is refused (414) by the request gate
// (lib/api/request-gate.ts) in front of every route and page, measured once, as the client sent it.
import { metrics } from "../metrics/metrics";

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
