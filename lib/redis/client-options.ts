// How every Redis connection of the dashboard behaves (the response cache's and the shared one for limits and locks):
// commands are short-bounded and never queued while disconnected, so an absent Redis is noticed at once and each
// caller falls back instead of waiting.
import type { RedisOptions } from "ioredis";

export const REDIS_CLIENT_OPTIONS: RedisOptions = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  connectTimeout: 2000,
  commandTimeout: 1000,
  retryStrategy: (times) => Math.min(times * 200, 2000),
};
