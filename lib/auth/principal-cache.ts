import "server-only";
// A short memory of who a session id or token belongs to, so that a burst of lookups (a company page makes about
// ten) reads the sessions table once rather than per request. An entry lives a few seconds at most, never past the
// session's or token's own expiry, and is dropped at once on this server when its user signs out or revokes a token.
// Other servers learn of it through Redis (a published message, when REDIS_URL is set) or, without Redis, when their
// entry lapses: TTL_MS bounds how long a signed-out session can still be used through another server.
import type { Redis } from "ioredis";
import { log } from "../log";
import { connected, sharedRedis } from "../redis/shared-redis";
import { processSingleton } from "../resilience/process-singleton";
import { PRINCIPAL_CACHE_TTL_MS } from "./principal-cache-ttl";
import type { User } from "./user";

const MAX_ENTRIES = 10_000;
const CHANNEL = "dashboard:auth:forget-user";

interface Entry {
  user: User;
  until: number;
}

const entries = () => processSingleton("principal-cache", () => new Map<string, Entry>());

/** The user cached under this secret's hash, if still fresh. */
export function cachedUser(hash: string): User | undefined {
  const entry = entries().get(hash);
  if (!entry) return undefined;
  if (entry.until > Date.now()) return entry.user;
  entries().delete(hash);
  return undefined;
}

export function rememberUser(hash: string, user: User, expiresAt: number): void {
  const map = entries();
  listen();
  // Oldest first in a Map: past the bound the oldest entry goes (it would lapse soonest anyway).
  if (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value as string);
  map.set(hash, { user, until: Math.min(Date.now() + PRINCIPAL_CACHE_TTL_MS, expiresAt) });
}

/** Sign-out or a revoked token: every cached entry of the user goes, here at once and on the other servers. */
export async function forgetUser(username: string): Promise<void> {
  dropUser(username);
  const redis = sharedRedis();
  // Unreachable Redis: the other servers' entries lapse on their own within the TTL.
  if (redis && (await connected(redis))) await redis.publish(CHANNEL, username).catch(() => undefined);
}

function dropUser(username: string): void {
  for (const [hash, entry] of entries()) if (entry.user.username === username) entries().delete(hash);
}

/** Subscribes once per process to the other servers' sign-outs (a subscribed connection can do nothing else). */
function listen(): void {
  processSingleton<Redis | null>("principal-cache-subscriber", () => {
    const redis = sharedRedis();
    if (!redis) return null;
    // Its own connection, which queues the subscription until it is connected (the shared one refuses commands
    // while disconnected) and subscribes again after a reconnection (ioredis's autoResubscribe).
    const subscriber = redis.duplicate({ enableOfflineQueue: true });
    subscriber.on("error", () => undefined);
    subscriber.on("message", (_channel: string, username: string) => dropUser(username));
    // Until the subscription stands, an entry elsewhere lapses within TTL_MS; it is no weaker than without Redis.
    subscriber.subscribe(CHANNEL).catch((error: unknown) => {
      log.warn({ err: error instanceof Error ? error.message : String(error) }, "sign-out messages not received; cached sessions lapse on their own");
    });
    return subscriber;
  });
}
