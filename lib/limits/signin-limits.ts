import "server-only";
// Sign-in protection as rate-limiter-flexible's login-protection pattern has it: consecutive FAILED sign-ins are
// counted per username-and-address pair (reset by a success) and per address (a day's failures). Nothing is counted
// per username alone, so a stranger's wrong passwords, from anywhere, cannot lock a user out; and successful
// sign-ins count for nothing. Password spraying is bounded by the per-address count, which TRUST_PROXY_HOPS keeps
// honest (lib/auth/client-ip.ts).
// The counts are shared by every server through Redis when REDIS_URL is set (./limiter.ts).
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { accessConfig } from "../config/access-config";
import { createLimiter } from "./limiter";

interface SigninLimiters { pair: RateLimiterAbstract; ip: RateLimiterAbstract }

const KEY = Symbol.for("dashboard.signinLimiters");
type Holder = { [KEY]?: SigninLimiters };

const FIFTEEN_MINUTES = 15 * 60;
const DAY = 24 * 60 * 60;

function limiters(): SigninLimiters {
  const holder = globalThis as Holder;
  if (!holder[KEY]) {
    const { limits } = accessConfig();
    holder[KEY] = {
      pair: createLimiter({ keyPrefix: "signin-pair", points: limits.signinPer15Minutes, duration: FIFTEEN_MINUTES, blockDuration: FIFTEEN_MINUTES }),
      ip: createLimiter({ keyPrefix: "signin-ip", points: limits.signinFailuresPerIpPerDay, duration: DAY, blockDuration: DAY }),
    };
  }
  return holder[KEY];
}

const pairKey = (username: string, ip: string) => `${username.toLowerCase()}|${ip}`;

/** Seconds before this pair may try again, or null when it may try now. Asking counts nothing. */
export async function signinWait(username: string, ip: string): Promise<number | null> {
  const { pair, ip: byIp } = limiters();
  const [pairState, ipState] = await Promise.all([pair.get(pairKey(username, ip)), byIp.get(ip)]);
  const waits = [
    pairState && pairState.consumedPoints >= pair.points ? pairState.msBeforeNext : 0,
    ipState && ipState.consumedPoints >= byIp.points ? ipState.msBeforeNext : 0,
  ];
  const ms = Math.max(...waits);
  return ms > 0 ? Math.max(1, Math.ceil(ms / 1000)) : null;
}

export async function signinFailed(username: string, ip: string): Promise<void> {
  const { pair, ip: byIp } = limiters();
  await Promise.all([pair.penalty(pairKey(username, ip)), byIp.penalty(ip)]);
  // A count that reaches the limit starts the block (penalty alone does not).
  for (const [limiter, key] of [[pair, pairKey(username, ip)], [byIp, ip]] as const) {
    const state = await limiter.get(key);
    if (state && state.consumedPoints >= limiter.points) await limiter.block(key, limiter.blockDuration);
  }
}

export async function signinSucceeded(username: string, ip: string): Promise<void> {
  await limiters().pair.delete(pairKey(username, ip));
}
