import "server-only";
// Makes a rate limiter whose counts hold across every dashboard server: in Redis when REDIS_URL is set, with an
// in-memory limiter of the same limits as insurance while Redis cannot be reached (each server then counts alone,
// which at worst multiplies a limit by the number of servers for that while, rather than refusing everyone or no one).
// Without REDIS_URL the counts live in this process, as one server needs.
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis } from "rate-limiter-flexible";
import { sharedRedis } from "../redis/shared-redis";

export interface LimiterOptions {
  keyPrefix: string;
  points: number;
  /** Seconds. */
  duration: number;
  /** Seconds a key stays refused once it has reached its limit (explicit block() calls use it too). */
  blockDuration?: number;
}

export function createLimiter(options: LimiterOptions): RateLimiterAbstract {
  const memory = new RateLimiterMemory(options);
  const redis = sharedRedis();
  if (!redis) return memory;
  return new RateLimiterRedis({
    ...options,
    // The prefix names the product so that a Redis shared with other software keeps the counts apart.
    keyPrefix: `dashboard:limit:${options.keyPrefix}`,
    storeClient: redis,
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
  });
}

/**
 * Seconds a limiter's refusal asks to wait, or null when `rejection` is no refusal (a store's error, to rethrow).
 * Not `instanceof RateLimiterRes`: the limiters are made once per process by whichever bundle asks first, and a page's
 * server bundle has its own copy of the class, so a refusal met while a page rendered (the company page's profile
 * lookup) failed that test and was answered 500 and logged as an error.
 */
export function refusalWait(rejection: unknown): number | null {
  if (rejection instanceof Error || typeof rejection !== "object" || rejection === null) return null;
  const ms = (rejection as { msBeforeNext?: unknown }).msBeforeNext;
  return typeof ms === "number" ? Math.max(1, Math.ceil(ms / 1000)) : null;
}
