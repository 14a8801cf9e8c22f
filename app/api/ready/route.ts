// GET /api/ready — readiness: the data service and the response store are reachable (503 when not). Anonymous callers
// learn only ready or not; the checks (the upstream's state and latency, the store, the breaker) are for an admin or
// the metrics scraper.
import { defineRoute } from "@/lib/api/route";
import { authenticate } from "@/lib/auth/authenticate";
import { metricsAccess } from "@/lib/metrics/metrics-access";
import { readiness } from "@/lib/resilience/readiness";

export const dynamic = "force-dynamic";

async function get(request: Request): Promise<Response> {
  const result = await readiness();
  const status = result.ready ? "ready" : "not-ready";
  const detailed = metricsAccess(request) === "granted" || (await mayReadChecks(request));
  return Response.json(detailed ? { status, checks: result.checks } : { status }, {
    status: result.ready ? 200 : 503,
    headers: { "cache-control": "private, no-store" },
  });
}

async function mayReadChecks(request: Request): Promise<boolean> {
  const principal = await authenticate(request.headers).catch(() => null);
  return principal?.role === "admin";
}

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = defineRoute({
  subject: "Readiness is read-only",
  methods: { GET: { access: "public", handler: get } },
});
