// GET /api/metrics — Prometheus metrics of this server, for a scraper holding METRICS_TOKEN
import { defineRoute, publicEndpoint, route } from "@/lib/api/route";
import { problem, problemResponse } from "@/lib/api/problem";
import { metricsAccess } from "@/lib/metrics/metrics-access";
import { metrics } from "@/lib/metrics/metrics";

export const dynamic = "force-dynamic";

async function get(request: Request): Promise<Response> {
  const access = metricsAccess(request);
  if (access === "disabled") return problemResponse(problem("not-found", "No such resource."));
  if (access === "refused") {
    return problemResponse(problem("unauthenticated", "Metrics need the operators' bearer token."), {
      "www-authenticate": 'Bearer realm="metrics"',
    });
  }
  const { registry } = metrics();
  return new Response(await registry.metrics(), { headers: { "content-type": registry.contentType, "cache-control": "no-store" } });
}

const defined = defineRoute({
  subject: "Metrics are read-only",
  methods: { GET: publicEndpoint({ lane: "none", handler: get }) },
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(defined, { GET: "public · none" });
