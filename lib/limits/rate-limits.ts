import "server-only";
// Per-user and per-address limits on the API, so that one user or one script cannot spend the organisation's quota
// for everyone. The address's limit runs before authentication (anonymous traffic is limited too), the user's after
// it; the address's default (RATE_LIMIT_IP_PER_MINUTE, 3000) is sized for an office of about 50 analysts behind one
// address at 60 requests a minute each, the user's (600) for one person's bursts. Counters live in Redis when REDIS_URL is set, so that they hold across servers, else in this process
// (./limiter.ts); kept on globalThis so that every route bundle shares them. Sign-in has its own (./signin-limits.ts).
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { accessConfig } from "../config/access-config";
import { noteAddressRefused } from "./address-refusals";
import { createLimiter, refusalWait } from "./limiter";

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
    const wait = refusalWait(rejection);
    if (wait !== null) return wait;
    throw rejection;
  }
}

/**
 * Per address, before the caller is authenticated: every request counts, a 401 as much as a 200, so an anonymous
 * flood is refused at its address's limit while everyone elsewhere is answered as usual.
 */
export async function limitAddress(ip: string): Promise<number | null> {
  const wait = await take(limiters().ip, ip);
  // The request gate refuses the address's next requests itself until then (./address-refusals.ts).
  if (wait !== null) noteAddressRefused(ip, wait);
  return wait;
}

/**
 * Per user, once authenticated. A request refused here gives its address back the point it took: one user's burst,
 * already refused, must not use up the budget of colleagues behind the same address.
 */
export async function limitUser(username: string, ip: string): Promise<number | null> {
  const { user, ip: byIp } = limiters();
  const wait = await take(user, username.toLowerCase());
  if (wait !== null) await byIp.reward(ip, 1);
  return wait;
}
