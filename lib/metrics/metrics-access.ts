import "server-only";
// /api/metrics is for the operators' scraper only: it answers to `Authorization: Bearer <METRICS_TOKEN>`, and
// does not exist (404) when no token is configured, so a deployment exposes nothing by default.
import { timingSafeEqual } from "node:crypto";
import { metricsToken } from "../config/server-config";

export type MetricsAccess = "granted" | "refused" | "disabled";

export function metricsAccess(request: Request): MetricsAccess {
  const token = metricsToken();
  if (!token) return "disabled";
  const given = /^Bearer (.+)$/.exec(request.headers.get("authorization") ?? "")?.[1] ?? "";
  const [a, b] = [Buffer.from(given), Buffer.from(token)];
  return a.length === b.length && timingSafeEqual(a, b) ? "granted" : "refused";
}
