// The cross-server lock against a real Redis, in the order that once let a second upstream call out: another server
// stores its answer and releases the lock after this lookup found the cache empty but before it asked for the lock.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

const redisUrl = inject("redisUrl");

describe.skipIf(!redisUrl)("the shared lock, against Redis", () => {
  let underSharedLock: typeof import("../../lib/resilience/shared-lock").underSharedLock;
  let quit: () => Promise<unknown>;

  beforeAll(async () => {
    process.env.REDIS_URL = redisUrl;
    ({ underSharedLock } = await import("../../lib/resilience/shared-lock"));
    const { sharedRedis } = await import("../../lib/redis/shared-redis");
    quit = () => sharedRedis()!.quit();
  });
  afterAll(() => quit?.());

  it("looks for the stored answer once it holds the lock, so an answer stored just before is not asked for again", async () => {
    const key = `test:${randomUUID()}`;
    // The other server's whole call (lock, store, release) has happened: the lock is free and the answer is kept.
    const kept = { from: "the other server" };
    let upstreamCalls = 0;
    const answer = await underSharedLock(key, 2000, async () => {
      upstreamCalls++;
      return { from: "this server" };
    }, async () => kept);
    expect(answer).toBe(kept);
    expect(upstreamCalls).toBe(0);
  });

  it("calls, once, when nothing is stored", async () => {
    const key = `test:${randomUUID()}`;
    let upstreamCalls = 0;
    const answer = await underSharedLock(key, 2000, async () => ++upstreamCalls, async () => undefined);
    expect(answer).toBe(1);
    expect(upstreamCalls).toBe(1);
  });

  it("a waiter takes the answer the holder stores, whenever in its hold the holder stores it", async () => {
    const key = `test:${randomUUID()}`;
    let stored: string | undefined;
    let upstreamCalls = 0;
    const holder = underSharedLock(key, 2000, async () => {
      upstreamCalls++;
      await new Promise((resolve) => setTimeout(resolve, 300));
      stored = "the answer";
      return stored;
    }, async () => stored);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const waiters = Array.from({ length: 20 }, () => underSharedLock(key, 2000, async () => {
      upstreamCalls++;
      return "a second call";
    }, async () => stored));
    expect(await Promise.all([holder, ...waiters])).toEqual(Array(21).fill("the answer"));
    expect(upstreamCalls).toBe(1);
  });
});
