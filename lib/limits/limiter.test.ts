// With REDIS_URL set but Redis unreachable, the limits still hold: the in-memory insurance limiter counts, so a
// request is neither failed (500) nor let through unlimited. (Counting across servers through a real Redis is
// proven over HTTP in tests/integration/scale-out.test.ts.)
import net from "node:net";
import { RateLimiterRedis } from "rate-limiter-flexible";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sharedRedis } from "../redis/shared-redis";
import { createLimiter } from "./limiter";
import { take } from "./rate-limits";

/** A loopback port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  process.env.REDIS_URL = `redis://127.0.0.1:${await closedPort()}`;
});
afterAll(() => {
  sharedRedis()?.disconnect();
});

describe("rate limits while Redis is unreachable", () => {
  it("are kept in Redis when REDIS_URL is set, and counted in memory while it cannot be reached", async () => {
    const limiter = createLimiter({ keyPrefix: "test", points: 3, duration: 60 });
    expect(limiter).toBeInstanceOf(RateLimiterRedis);
    const waits = [];
    for (let i = 0; i < 4; i++) waits.push(await take(limiter, "alice"));
    expect(waits.slice(0, 3)).toEqual([null, null, null]);
    expect(waits[3]).toBeGreaterThan(0);
    expect(await take(limiter, "bob"), "another key has its own count").toBeNull();
  });
});
