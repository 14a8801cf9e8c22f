import "server-only";
// The access layer the route builder (./route.ts) puts around every signed-in method: a request id, the same-origin
// check for state-changing requests, the session or token (checked here, on the server, whatever proxy.ts did), the
// role, the rate limits, and one catch that turns any failure into a problem. Every answer is private and not stored
// by caches. Routes do not call it: they are built by defineRoute.
import { authenticate } from "../auth/authenticate";
import { clientIp } from "../auth/client-ip";
import { crossSiteRefusal } from "../auth/origin-check";
import type { Principal, Role } from "../auth/user";
import { accessConfig } from "../config/access-config";
import { limitAddress, limitUser } from "../limits/rate-limits";
import { log } from "../log";
import { correlationIdOf, newRequestId } from "../resilience/request-id";
import { problem, problemResponse } from "./problem";

// Next passes no params to routes without dynamic segments (e.g. /api/govt-procurement), hence the optional.
export type RouteContext = { params?: Promise<Record<string, string | string[]>> };

export interface ApiCall {
  request: Request;
  /** This server's own id of the request (logs, the upstream, the audit trail). */
  requestId: string;
  /** The caller's own well-formed `x-request-id`, recorded beside the server's for correlation. */
  correlationId?: string | null;
  principal: Principal;
  /** Path parameters, catch-all segments joined with "/". */
  params: Record<string, string>;
}

export type ApiHandler = (call: ApiCall) => Promise<Response>;

/** `write`: the method changes something, which a read-only personal API token may not (lib/auth/token-scope.ts). */
export function withApi(handler: ApiHandler, options: { role?: Role; write?: boolean } = {}) {
  return async function route(request: Request, context: RouteContext): Promise<Response> {
    const { requestId, correlationId, headers } = newCallHeaders(request);
    try {
      const crossSite = crossSiteRefusal(request);
      if (crossSite) {
        return finish(problemResponse(problem("cross-site-request", `This API is same-origin only: ${crossSite}.`)), headers);
      }
      // The address's limit before authentication, so that anonymous requests (401s) count too (lib/limits/rate-limits.ts).
      const ip = clientIp(request.headers);
      const addressWait = await limitAddress(ip);
      if (addressWait !== null) return finish(rateLimited(requestId, null, addressWait), headers);
      const principal = await authenticate(request.headers);
      if (!principal) {
        return finish(problemResponse(
          problem("unauthenticated", "Sign in, or send a personal API token as 'Authorization: Bearer <token>'."),
          { "www-authenticate": 'Bearer realm="dashboard"' },
        ), headers);
      }
      if (options.role === "admin" && principal.role !== "admin") {
        return finish(problemResponse(problem("forbidden", "Only an admin may use this.")), headers);
      }
      if (options.write && principal.scope === "read-only") {
        return finish(problemResponse(problem("token-read-only", `This token is read-only (lookups and reports); ${request.method} needs a token with the scope 'read-write'.`, {
          scope: "read-only", requiredScope: "read-write",
        })), headers);
      }
      const userWait = await limitUser(principal.username, ip);
      if (userWait !== null) return finish(rateLimited(requestId, principal.username, userWait), headers);
      const params = Object.fromEntries(
        Object.entries((await context.params) ?? {}).map(([name, value]) => [name, Array.isArray(value) ? value.join("/") : value]),
      );
      return finish(await handler({ request, requestId, correlationId, principal, params }), headers);
    } catch (error) {
      log.error({ requestId, path: new URL(request.url).pathname, err: errorSummary(error) }, "request failed");
      return finish(problemResponse(problem("internal-error", `The request failed inside this server (request ${requestId}).`)), headers);
    }
  };
}

function rateLimited(requestId: string, user: string | null, retryAfter: number): Response {
  log.warn({ requestId, user, retryAfter }, "rate limited");
  return problemResponse(
    problem("rate-limited", `Too many requests from this ${user ? "user" : "address"}; retry in ${retryAfter} s.`, { retryAfter }),
    { "retry-after": String(retryAfter) },
  );
}

/** This server's id of a request, the caller's own well-formed id, and the headers that carry them back. */
export function newCallHeaders(request: Request): { requestId: string; correlationId: string | null; headers: Record<string, string> } {
  const requestId = newRequestId();
  const correlationId = correlationIdOf(request);
  return { requestId, correlationId, headers: { "x-request-id": requestId, ...(correlationId ? { "x-correlation-id": correlationId } : {}) } };
}

export function finish(response: Response, headers: Record<string, string>): Response {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  response.headers.set("cache-control", "private, no-store");
  // proxy.ts sends HSTS with pages; API answers skip the proxy, so they carry it from here.
  if (accessConfig().https) response.headers.set("strict-transport-security", "max-age=63072000; includeSubDomains");
  return response;
}

export function json(body: unknown, status = 200): Response {
  return jsonText(JSON.stringify(body), status);
}

/**
 * `text` may be the JSON already encoded (UTF-8) and kept (a cache hit's answer): it is sent as it is, from a stream
 * of that one chunk, because a Response given bytes copies them into a new buffer on every answer.
 */
export function jsonText(text: string | Uint8Array<ArrayBuffer>, status = 200): Response {
  if (typeof text === "string") return new Response(text, { status, headers: { "content-type": "application/json" } });
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(text);
      controller.close();
    },
  });
  return new Response(body, { status, headers: { "content-type": "application/json" } });
}

/** The error's name and message only: a stack or a cause could carry a request's headers. */
export function errorSummary(error: unknown): { name: string; message: string } {
  return error instanceof Error ? { name: error.name, message: error.message } : { name: "unknown", message: String(error) };
}
