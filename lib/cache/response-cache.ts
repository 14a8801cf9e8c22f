import "server-only";
// Upstream answers kept for reuse: in this process's memory (LRU, TTL, bounded in bytes) by default, or in Redis
// when REDIS_URL is set, shared by every BFF instance. An entry lives for its fresh TTL plus the stale window, in
// which it is served only when the upstream fails. A store that fails never fails a request: it is a miss.
import { cacheConfig } from "../config/server-config";
import { processSingleton } from "../resilience/process-singleton";
import { createMemoryStore } from "./memory-store";
import { createRedisStore } from "./redis-store";

/** What is kept: the upstream's answer as it came (JSON text), or the fact that it answered 404. */
export interface CachedAnswer {
  kind: "ok" | "not-found";
  raw?: string;
  /** Epoch milliseconds. */
  storedAt: number;
}

export interface ResponseStore {
  readonly kind: "memory" | "redis";
  get(key: string): Promise<CachedAnswer | undefined>;
  set(key: string, answer: CachedAnswer, keepMs: number): Promise<void>;
  /** For /api/ready: can the store be reached? */
  ping(): Promise<boolean>;
}

export function responseStore(): ResponseStore {
  return processSingleton("response-store", () => {
    const config = cacheConfig();
    return config.redisUrl ? createRedisStore(config.redisUrl) : createMemoryStore(config.maxBytes);
  });
}
