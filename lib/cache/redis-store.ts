import "server-only";
// The shared store (REDIS_URL): every BFF instance reads and writes the same answers, so one instance's upstream
// call serves the others. Redis bounds its own memory (maxmemory and an LRU policy are the operator's to set);
// commands are short-bounded and never queued while disconnected, so a slow or absent Redis costs a miss, not a wait.
import { Redis } from "ioredis";
import { log } from "../log";
import { REDIS_CLIENT_OPTIONS } from "../redis/client-options";
import type { CachedAnswer, ResponseStore } from "./response-store";

const PREFIX = "dashboard:answer:v1:";

export function createRedisStore(url: string): ResponseStore {
  const redis = new Redis(url, REDIS_CLIENT_OPTIONS);
  let warned = false;
  const warnOnce = (error: unknown) => {
    if (warned) return;
    warned = true;
    log.warn({ err: error instanceof Error ? error.message : String(error) }, "the response cache (Redis) failed; answering without it");
  };
  redis.on("error", warnOnce);
  redis.on("ready", () => {
    warned = false;
  });
  // Only the first requests wait for the first connection: one wait of at most a second, shared by all of them.
  // Once it has settled, a Redis that is not ready is a miss at once.
  let firstConnectSettled = false;
  const firstConnect = new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), 1000);
    redis.once("ready", () => {
      clearTimeout(timer);
      resolve(true);
    });
  }).finally(() => {
    firstConnectSettled = true;
  });
  const usable = async (): Promise<boolean> => redis.status === "ready" || (!firstConnectSettled && (await firstConnect));

  return {
    kind: "redis",
    async get(key) {
      if (!(await usable())) return undefined;
      try {
        const text = await redis.get(PREFIX + key);
        return text === null ? undefined : (JSON.parse(text) as CachedAnswer);
      } catch (error) {
        warnOnce(error);
        return undefined;
      }
    },
    async set(key, answer, keepMs) {
      if (!(await usable())) return;
      try {
        await redis.set(PREFIX + key, JSON.stringify(answer), "PX", keepMs);
      } catch (error) {
        warnOnce(error);
      }
    },
    async ping() {
      if (!(await usable())) return false;
      try {
        return (await redis.ping()) === "PONG";
      } catch {
        return false;
      }
    },
  };
}
