// A limiter's refusal is known by its shape, not its class: a page's server bundle has its own copy of
// rate-limiter-flexible, and a refusal made by the other copy's class must still be a refusal (not a 500).
import { RateLimiterMemory } from "rate-limiter-flexible";
import { describe, expect, it } from "vitest";
import { refusalWait } from "./limiter";

describe("refusalWait", () => {
  it("reads the wait from a refusal, whichever copy of the class made it, and leaves errors to be rethrown", async () => {
    const limiter = new RateLimiterMemory({ points: 1, duration: 30 });
    await limiter.consume("alice");
    const refusal = await limiter.consume("alice").catch((rejection: unknown) => rejection);
    expect(refusalWait(refusal)).toBe(30);
    // What the other bundle's RateLimiterRes looks like from here: the same fields, another class.
    class OtherCopyOfRateLimiterRes { remainingPoints = 0; msBeforeNext = 59_590; consumedPoints = 5; isFirstInDuration = false }
    expect(refusalWait(new OtherCopyOfRateLimiterRes())).toBe(60);
    expect(refusalWait(new Error("Redis is down"))).toBeNull();
    expect(refusalWait(null)).toBeNull();
    expect(refusalWait({ message: "no wait here" })).toBeNull();
  });
});
