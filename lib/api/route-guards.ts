import "server-only";
// What the route builder puts around a method: each answer counted and timed by the route's metrics label (the
// operation's number for the 20 operations), and each limit's refusal counted by its reason. An over-long path or
// query is refused (414) by the request gate (lib/api/request-gate.ts) in front of every route and page, measured
// once, as the client sent it.
import { metrics } from "../metrics/metrics";
import { countRefusal, LIMIT_STATUSES, refusalReason } from "../metrics/refusals";

type Handler<C> = (request: Request, context: C) => Promise<Response>;

/**
 * Every 429 a route answers is a limit's refusal (the per-user and per-address limits, report slots, anonymous
 * readiness, …), and so is a 413 (a body past its bound) or any other limit's status: counted in
 * dashboard_rate_limit_refusals_total by its problem's code, whichever limit refused.
 */
export function refusalMetrics<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    const response = await handler(request, context);
    if (LIMIT_STATUSES.has(response.status)) countRefusal(await refusalReason(response));
    return response;
  };
}

/**
 * Every route is counted and timed: by its metrics label when it has one (the operation's number for the 20
 * operations), otherwise by its path template (/api/watchlists/[id]/export), read from the request and the route's
 * path parameters, so that a route added without a label is counted all the same, one series per route.
 */
export function routeMetrics<C extends { params?: Promise<Record<string, string | string[]>> }>(
  label: string | undefined, handler: Handler<C>,
): Handler<C> {
  return async (request, context) => {
    const operation = label ?? pathTemplate(new URL(request.url).pathname, (await context?.params) ?? {});
    return countedAs(operation, handler)(request, context);
  };
}

/** Counts and times every answer of `handler` under one label. */
export function countedAs<C>(label: string, handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    const stop = metrics().requestSeconds.startTimer({ operation: label });
    const response = await handler(request, context);
    stop();
    metrics().requests.inc({ operation: label, status: String(response.status) });
    return response;
  };
}

/** The path with each segment that is a path parameter's value written as `[name]` (a catch-all's segments as `[...name]`). */
export function pathTemplate(pathname: string, params: Record<string, string | string[]>): string {
  const names = new Map<string, string>();
  for (const [name, value] of Object.entries(params)) {
    if (Array.isArray(value)) for (const part of value) names.set(part, `[...${name}]`);
    else names.set(value, `[${name}]`);
  }
  const segments = pathname.split("/").map((segment) => {
    let decoded = segment;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      // The request gate refuses undecodable paths before any route; kept as sent otherwise.
    }
    return names.get(decoded) ?? segment;
  });
  // A catch-all's segments collapse into its one name.
  return segments.filter((segment, index) => !(segment.startsWith("[...") && segments[index - 1] === segment)).join("/");
}
