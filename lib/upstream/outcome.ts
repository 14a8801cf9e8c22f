// What a call to the upstream takes and what it comes back as: types only, in their own module so that the client,
// the resilience policies it uses and the single attempt all import them downwards and never each other.
/** Where an answer came from: the cache while fresh, the upstream, or the cache after the upstream failed. */
export type CacheStatus = "hit" | "miss" | "stale";

/** Set when the answer is an earlier one, served because the upstream is failing now. */
export interface Staleness {
  storedAt: string;
}

export type UpstreamOutcome =
  /**
   * `raw`: the answer's JSON as the upstream sent it (its body is parsed from it when first read, ./ok-outcome.ts);
   * `key`: the answer's cache key (operation and parameters), set whether or not the cache is on.
   */
  | { kind: "ok"; body: unknown; cache?: CacheStatus; stale?: Staleness; raw?: string; key?: string }
  | { kind: "not-found"; cache?: CacheStatus; stale?: Staleness }
  | { kind: "credentials-refused"; status: number }
  /**
   * `transient`: a connection failure or a 502/503/504, worth retrying. The breaker counts those, every other 5xx
   * (`status`) and timeouts: the signs of an upstream that is down, not of one bad record.
   */
  | { kind: "failed"; reason: string; transient?: boolean; status?: number }
  | { kind: "timeout"; afterMs: number }
  /** Not attempted: the breaker is open (the upstream is down) or this server's upstream slots are full. */
  | { kind: "unavailable"; reason: "upstream-down" | "busy"; retryAfterSeconds: number };

/**
 * Upstream slots are split into lanes so that the report's fan-out waits for its own slots and never starves the
 * interactive lookups of the company pages and searches; the monitor's re-checks have a lane of their own too.
 */
export type Lane = "lookups" | "reports" | "monitor";

export interface CallOptions {
  /** Sent upstream as `x-request-id`, so one request can be followed through both services' logs. */
  requestId?: string;
  lane?: Lane;
  /** Ask the upstream even when the cache holds a fresh answer, and never answer from the cache (the answer is still stored). */
  fresh?: boolean;
  /**
   * The user the lookup is for: with CACHE_SHARED_BETWEEN_USERS=false, the cache and the in-flight calls are theirs
   * alone. A call made for no user (the monitor) shares the cache of calls made for no user.
   */
  viewer?: string;
}
