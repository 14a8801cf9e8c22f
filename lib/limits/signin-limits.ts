import "server-only";
// Sign-in protection that holds under concurrency and locks no one out.
//
// Every attempt is TAKEN before its password is verified (rate-limiter-flexible's consume: atomic in memory and in
// Redis, so concurrent attempts each see their own count) and given back when the password is right:
//   - per username-and-address pair, a hard cap (RATE_LIMIT_SIGNIN_PER_15_MINUTES): beyond it the attempt is refused
//     (303 to ?error=rate-limited, Retry-After) without verifying. Only the pair is ever refused: these are the
//     guesser's own tries; the same user from another address is untouched. A success resets the pair's count up to
//     itself.
//   - per address, a day's failures (RATE_LIMIT_SIGNIN_FAILURES_PER_IP_PER_DAY) and per username from every address,
//     15 minutes' failures (the pair's cap again): beyond them attempts are SLOWED, never refused. The wait doubles
//     from 250 ms with each failure past the allowance, up to SIGNIN_SLOWDOWN_MAX_MS, and is spent before the
//     verification, so a stranger's spraying makes a colleague behind the same address wait, never fail.
//   - once an address is slowed its attempts are also SERIALISED (./keyed-queue.ts): one verification at a time per
//     address, each after its wait, so concurrency cannot multiply the rate: from one address at most one
//     verification per SIGNIN_SLOWDOWN_MAX_MS once slowed, per server. The queue holds at most QUEUE_PER_ADDRESS
//     attempts; beyond that an attempt is refused as busy (Retry-After), the one refusal an address can cause, and
//     only while that many attempts from it are in flight. A user behind it waits at most (QUEUE_PER_ADDRESS + 1) ×
//     SIGNIN_SLOWDOWN_MAX_MS under a concurrent attack, and one wait when the attack is not concurrent.
//   - slowed accounts are not serialised (that would let anyone stall the account): a distributed guesser's rate is
//     bounded by its addresses, each serialised.
// The counts are shared by every server through Redis when REDIS_URL is set (./limiter.ts); the queue is per server.
// The address is the one lib/auth/client-ip.ts reads (X-Forwarded-For only from TRUST_PROXIES).
import { type RateLimiterAbstract, RateLimiterRes } from "rate-limiter-flexible";
import { accessConfig } from "../config/access-config";
import { keyedQueue, type KeyedQueue } from "./keyed-queue";
import { createLimiter } from "./limiter";

/** Attempts from one address that may wait their turn once it is slowed (the running one not counted). */
export const QUEUE_PER_ADDRESS = 16;
const FIRST_WAIT_MS = 250;
/** Counters that only count (they slow, never refuse): more points than anyone can spend. */
const UNCAPPED = 1_000_000_000;

interface SigninLimiters { pair: RateLimiterAbstract; address: RateLimiterAbstract; account: RateLimiterAbstract; queue: KeyedQueue }

const KEY = Symbol.for("dashboard.signinLimiters.v2");
type Holder = { [KEY]?: SigninLimiters };

const FIFTEEN_MINUTES = 15 * 60;
const DAY = 24 * 60 * 60;

function limiters(): SigninLimiters {
  const holder = globalThis as Holder;
  if (!holder[KEY]) {
    const { limits } = accessConfig();
    holder[KEY] = {
      pair: createLimiter({ keyPrefix: "signin-pair", points: limits.signinPer15Minutes, duration: FIFTEEN_MINUTES, blockDuration: FIFTEEN_MINUTES }),
      address: createLimiter({ keyPrefix: "signin-address", points: UNCAPPED, duration: DAY }),
      account: createLimiter({ keyPrefix: "signin-account", points: UNCAPPED, duration: FIFTEEN_MINUTES }),
      queue: keyedQueue(QUEUE_PER_ADDRESS),
    };
  }
  return holder[KEY];
}

/** The wait before verifying an attempt that is the `attempts`th (this one included) against an allowance of `free`. */
export function slowdownMs(attempts: number, free: number, maxMs: number): number {
  const past = attempts - free;
  if (past <= 0) return 0;
  return Math.min(maxMs, FIRST_WAIT_MS * 2 ** Math.min(past - 1, 20));
}

export type SigninCheck = { verified: boolean; waitedMs: number } | { retryAfter: number };

/**
 * Takes the attempt, waits and queues as the counts say, then runs `verify` (the password check); gives the attempt
 * back when it verified. Refuses (retryAfter, seconds) only a pair over its cap or an address whose queue is full.
 */
export async function checkSignin(username: string, ip: string, verify: () => Promise<boolean>): Promise<SigninCheck> {
  const { pair, address, account, queue } = limiters();
  const { limits } = accessConfig();
  const keys = { pair: `${username.toLowerCase()}|${ip}`, address: ip, account: username.toLowerCase() };
  let pairCount: number;
  try {
    pairCount = (await pair.consume(keys.pair)).consumedPoints;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return { retryAfter: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
    throw rejection;
  }
  const [byAddress, byAccount] = await Promise.all([address.consume(keys.address), account.consume(keys.account)]);
  const addressWait = slowdownMs(byAddress.consumedPoints, limits.signinFailuresPerIpPerDay, limits.signinSlowdownMaxMs);
  const accountWait = slowdownMs(byAccount.consumedPoints, limits.signinPer15Minutes, limits.signinSlowdownMaxMs);
  const waitedMs = Math.max(addressWait, accountWait);
  const attempt = async () => {
    if (waitedMs > 0) await new Promise((resolve) => setTimeout(resolve, waitedMs));
    return verify();
  };
  let verified: boolean;
  if (addressWait > 0) {
    const turn = await queue.run(keys.address, attempt);
    if (!turn) {
      // Not verified: the attempt is given back everywhere.
      await Promise.all([pair.reward(keys.pair, 1), address.reward(keys.address, 1), account.reward(keys.account, 1)]);
      return { retryAfter: Math.ceil(((QUEUE_PER_ADDRESS + 1) * limits.signinSlowdownMaxMs) / 1000) };
    }
    verified = turn.value;
  } else {
    verified = await attempt();
  }
  if (verified) await Promise.all([resetPair(pair, keys.pair, pairCount), address.reward(keys.address, 1), account.reward(keys.account, 1)]);
  return { verified, waitedMs };
}

/**
 * A success resets the pair's count of failures up to and including itself: the attempts taken after it (a
 * concurrent burst still in flight) stay counted, so a right password among them does not open the cap to the rest.
 */
async function resetPair(pair: RateLimiterAbstract, key: string, countAtTake: number): Promise<void> {
  const left = await pair.reward(key, countAtTake);
  if (left.consumedPoints <= 0) await pair.delete(key);
}
