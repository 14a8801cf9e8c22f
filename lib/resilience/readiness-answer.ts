// What GET /api/health and GET /api/ready answer, written once: readiness's types come from these schemas (z.infer)
// and the API's description (lib/api/openapi) reads them.
import { z } from "zod";

/** GET /api/health: this server is up (it does not call the data service). */
export const healthSchema = z.object({ status: z.literal("ok") });
export type Health = z.infer<typeof healthSchema>;

export const upstreamCheckSchema = z.object({
  ok: z.boolean(),
  detail: z.string(),
  ms: z.number().min(0).describe("How long the data service took to answer the probe, in milliseconds"),
  key: z.enum(["accepted", "refused", "unknown"]).describe("Whether the data service accepted this server's key; unknown when it did not answer"),
});
export type UpstreamCheck = z.infer<typeof upstreamCheckSchema>;

export const readinessChecksSchema = z.object({
  upstream: upstreamCheckSchema,
  cache: z.object({ ok: z.boolean(), store: z.enum(["memory", "redis"]) }).describe("The response store"),
  breaker: z.enum(["closed", "open", "half-open"]).describe("The circuit breaker in front of the data service"),
});
export type ReadinessChecks = z.infer<typeof readinessChecksSchema>;

/** GET /api/ready (200 ready, 503 not): the checks to an admin or the metrics scraper only. */
export const readinessAnswerSchema = z.object({
  status: z.enum(["ready", "not-ready"]),
  checks: readinessChecksSchema.optional().describe("To an admin or the metrics scraper only"),
});
export type ReadinessAnswer = z.infer<typeof readinessAnswerSchema>;
