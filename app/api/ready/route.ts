// GET /api/ready — readiness: the data service answers this server's key and the response store is reachable (503
// when not). Anonymous callers learn only ready or not, within a per-address limit; the checks (the upstream's state,
// latency and whether it accepts the key, the store, the breaker) are for an admin or the metrics scraper.
import { defineRoute, publicEndpoint, route } from "@/lib/api/route";
import { problem, problemResponse } from "@/lib/api/problem";
import { authenticate } from "@/lib/auth/authenticate";
import { clientIp } from "@/lib/auth/client-ip";
import { anonymousReadinessWait } from "@/lib/limits/readiness-limit";
import { metricsAccess } from "@/lib/metrics/metrics-access";
import { readiness } from "@/lib/resilience/readiness";
import type { ReadinessAnswer } from "@/lib/resilience/readiness-answer";

export const dynamic = "force-dynamic";

async function get(request: Request): Promise<Response> {
  const scraper = metricsAccess(request) === "granted";
  const principal = scraper ? null : await authenticate(request.headers).catch(() => null);
  if (!scraper && !principal) {
    const retryAfter = await anonymousReadinessWait(clientIp(request.headers));
    if (retryAfter !== null) {
      return problemResponse(problem("rate-limited", `Too many readiness checks from this address; retry in ${retryAfter} s.`, { retryAfter }), {
        "retry-after": String(retryAfter), "cache-control": "private, no-store",
      });
    }
  }
  const result = await readiness();
  const status = result.ready ? "ready" : "not-ready";
  const detailed = scraper || principal?.role === "admin";
  const answer: ReadinessAnswer = detailed ? { status, checks: result.checks } : { status };
  return Response.json(answer, {
    status: result.ready ? 200 : 503,
    headers: { "cache-control": "private, no-store" },
  });
}

const defined = defineRoute({
  subject: "Readiness is read-only",
  methods: { GET: publicEndpoint({ lane: "readiness", handler: get }) },
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(defined, { GET: "public · readiness" });
