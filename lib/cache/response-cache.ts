import "server-only";
// Upstream answers kept for reuse: in this process's memory (LRU, TTL, bounded in bytes) by default, or in Redis
// when REDIS_URL is set, shared by every BFF instance. An entry lives for its fresh TTL plus the stale window, in
// which it is served only when the upstream fails. A store that fails never fails a request: it is a miss.
import { cacheConfig } from "../config/server-config";
import { processSingleton } from "../resilience/process-singleton";
import { createMemoryStore } from "./memory-store";
import { createRedisStore } from "./redis-store";
import type { ResponseStore } from "./response-store";

export function responseStore(): ResponseStore {
  return processSingleton("response-store", () => {
    const config = cacheConfig();
    return config.redisUrl ? createRedisStore(config.redisUrl) : createMemoryStore(config.maxBytes);
  });
}
