import "server-only";
// One Redis connection per process for the state that several dashboard servers must share beyond the response
// cache: the rate-limit counters and the cross-server coalescing locks. Commands are short-bounded and never queued
// while disconnected, so an absent Redis is noticed at once and each user falls back (insurance limiter, local call).
import { once } from "node:events";
import { Redis } from "ioredis";
import { serverEnv } from "../config/env";
import { log } from "../log";
import { processSingleton } from "../resilience/process-singleton";
import { REDIS_CLIENT_OPTIONS } from "./client-options";

/** The shared Redis client, or undefined when REDIS_URL is not set (one server: everything in memory). */
export function sharedRedis(): Redis | undefined {
  return processSingleton("shared-redis", () => {
    const url = serverEnv().REDIS_URL;
    if (!url) return undefined;
    const redis = new Redis(url, REDIS_CLIENT_OPTIONS);
    let warned = false;
    redis.on("error", (error: unknown) => {
      if (warned) return;
      warned = true;
      // The message only: an address with a password in it must not reach the log.
      log.warn({ err: error instanceof Error ? error.message : String(error) }, "shared Redis unreachable; limits and locks fall back to this process");
    });
    redis.on("ready", () => {
      warned = false;
    });
    return redis;
  });
}

/**
 * Ready now, or within a second while the first connection is being made (a server's first requests); a Redis
 * that was lost is not waited for: its users fall back at once.
 */
export async function connected(redis: Redis): Promise<boolean> {
  if (isReady(redis)) return true;
  if (!["wait", "connecting", "connect"].includes(redis.status)) return false;
  await once(redis, "ready", { signal: AbortSignal.timeout(1000) }).catch(() => undefined);
  return isReady(redis);
}

// A function, so that the status is read afresh after the wait rather than narrowed from before it.
const isReady = (redis: Redis): boolean => redis.status === "ready";
