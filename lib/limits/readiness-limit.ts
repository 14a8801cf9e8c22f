import "server-only";
// Anonymous /api/ready calls (no session, no token, not the metrics scraper) are limited per address: a load balancer
// polls a few times a minute, and a flood must not turn into work here (the probe itself is kept and shared,
// lib/resilience/readiness.ts). Signed-in callers and the scraper are not counted. RATE_LIMIT_READY_PER_MINUTE, 60 by
// default: one probe a second from one address, more than any load balancer's health check sends.
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { readinessConfig } from "../config/server-config";
import { processSingleton } from "../resilience/process-singleton";
import { createLimiter, refusalWait } from "./limiter";

function limiter(): RateLimiterAbstract {
  return processSingleton("readiness-limiter", () =>
    createLimiter({ keyPrefix: "ready-ip", points: readinessConfig().anonymousPerMinute, duration: 60 }));
}

/** Seconds this address must wait, or null when its anonymous call may be answered. */
export async function anonymousReadinessWait(ip: string): Promise<number | null> {
  try {
    await limiter().consume(ip);
    return null;
  } catch (rejection) {
    const wait = refusalWait(rejection);
    if (wait !== null) return wait;
    throw rejection;
  }
}
