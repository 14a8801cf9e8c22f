import "server-only";
// Coalescing across servers: identical cold lookups arriving at several dashboard servers at once reach the upstream
// once. The first server to take a short Redis lock on the cache key makes the call; the others watch the shared
// cache for the answer it stores. A holder that dies or fails leaves no answer: its lock expires (or is released)
// and the next waiter takes it, so a lock never costs more than its hold time. Without Redis, or while it cannot be
// reached, each server calls for itself (the in-process coalescing still joins identical calls in one server).
import { randomUUID } from "node:crypto";
import { connected, sharedRedis } from "../redis/shared-redis";

const PREFIX = "dashboard:lock:v1:";
const POLL_MS = 25;

// Deletes the lock only while it is still ours: one that expired and was taken by another server is left alone.
const RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

/**
 * Runs `call` under the lock named `key`, held at most `holdMs`; or, while another server holds it, returns what
 * `answered` finds (the other server's stored answer) as soon as it is there.
 */
export async function underSharedLock<T>(key: string, holdMs: number, call: () => Promise<T>, answered: () => Promise<T | undefined>): Promise<T> {
  const redis = sharedRedis();
  if (!redis || !(await connected(redis))) return call();
  const lock = PREFIX + key;
  const token = randomUUID();
  const giveUpAt = Date.now() + holdMs;
  while (Date.now() < giveUpAt) {
    const taken = await redis.set(lock, token, "PX", holdMs, "NX").catch(() => "unreachable" as const);
    if (taken !== null) {
      try {
        // Another server may have stored its answer and released the lock since this lookup last looked (before it
        // asked for the lock, or between a waiter's last look and the release): look once more, under the lock,
        // or a second call would go out for an answer already kept.
        const answer = await answered();
        return answer !== undefined ? answer : await call();
      } finally {
        if (taken === "OK") await redis.eval(RELEASE, 1, lock, token).catch(() => undefined);
      }
    }
    // Another server is calling: wait for its answer while its lock stands.
    while (Date.now() < giveUpAt) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      const answer = await answered();
      if (answer !== undefined) return answer;
      if ((await redis.exists(lock).catch(() => 0)) === 0) break;
    }
  }
  return call();
}
