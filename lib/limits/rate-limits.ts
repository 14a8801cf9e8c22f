import "server-only";
// Per-user and per-address limits on the API, so that one user or one script cannot spend the organisation's quota
// for everyone. Counters live in Redis when REDIS_URL is set, so that they hold across servers, else in this process
// (./limiter.ts); kept on globalThis so that every route bundle shares them. Sign-in has its own (./signin-limits.ts).
import { type RateLimiterAbstract, RateLimiterRes } from "rate-limiter-flexible";
import { accessConfig } from "../config/access-config";
import { createLimiter } from "./limiter";

interface Limiters { user: RateLimiterAbstract; ip: RateLimiterAbstract }

const KEY = Symbol.for("dashboard.rateLimiters");
type Holder = { [KEY]?: Limiters };

function limiters(): Limiters {
  const holder = globalThis as Holder;
  if (!holder[KEY]) {
    const { limits } = accessConfig();
    holder[KEY] = {
      user: createLimiter({ keyPrefix: "user", points: limits.userPerMinute, duration: 60 }),
      ip: createLimiter({ keyPrefix: "ip", points: limits.ipPerMinute, duration: 60 }),
    };
  }
  return holder[KEY];
}

/** Seconds to wait, or null when the request is within its limits. */
export async function take(limiter: RateLimiterAbstract, key: string): Promise<number | null> {
  try {
    await limiter.consume(key);
    return null;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    throw rejection;
  }
}

export async function limitApiCall(username: string, ip: string): Promise<number | null> {
  const { user, ip: byIp } = limiters();
  return (await take(byIp, ip)) ?? (await take(user, username.toLowerCase()));
}
