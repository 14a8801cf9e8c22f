import "server-only";
// Prometheus metrics of this server process (prom-client), served by /api/metrics to holders of METRICS_TOKEN.
// Other modules count through `metrics()`; a limit's refusals through ./refusals.ts (the route builder counts every 429).
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { processSingleton } from "../resilience/process-singleton";

const seconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "dashboard_" });
  const registers = [registry];
  return {
    registry,
    requests: new Counter({
      name: "dashboard_bff_requests_total", help: "BFF requests answered, by route (the upstream operation's number for the 20 operations, else the route's path template) and HTTP status",
      labelNames: ["operation", "status"] as const, registers,
    }),
    requestSeconds: new Histogram({
      name: "dashboard_bff_request_duration_seconds", help: "Time to answer a BFF request, by route (the upstream operation's number, else the route's path template)",
      labelNames: ["operation"] as const, buckets: seconds, registers,
    }),
    upstreamSeconds: new Histogram({
      name: "dashboard_upstream_attempt_duration_seconds", help: "Time of one upstream attempt, by operation and outcome",
      labelNames: ["operation", "outcome"] as const, buckets: seconds, registers,
    }),
    cacheLookups: new Counter({
      name: "dashboard_cache_lookups_total", help: "Answers by cache result: hit (fresh), miss (upstream asked), stale (served after an upstream failure)",
      labelNames: ["result"] as const, registers,
    }),
    coalesced: new Counter({
      name: "dashboard_upstream_coalesced_total", help: "Requests that joined an identical upstream call already in flight", registers,
    }),
    breakerState: new Gauge({
      name: "dashboard_upstream_breaker_state", help: "Upstream circuit breaker: 0 closed, 1 open, 2 half-open", registers,
    }),
    bulkheadRejections: new Counter({
      name: "dashboard_upstream_bulkhead_rejections_total", help: "Upstream calls refused because the lane's slots and queue were full",
      labelNames: ["lane"] as const, registers,
    }),
    rateLimitRefusals: new Counter({
      name: "dashboard_rate_limit_refusals_total", help: "Requests refused by a rate limit, by reason",
      labelNames: ["reason"] as const, registers,
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

export function metrics(): Metrics {
  return processSingleton("metrics", createMetrics);
}
