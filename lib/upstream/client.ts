import "server-only";
// The one way the BFF asks the upstream (the client and the lookup are one module): a fresh cached answer if there
// is one; otherwise one upstream call shared by every identical request in flight, under the upstream policies; and
// when that call fails, the last answer kept (stale-if-error), marked with when it was stored. With an answer kept, the lookup waits only UPSTREAM_STALE_WAIT_MS for the
// upstream: after that it serves the stored answer, marked stale, while the call goes on and refreshes the cache.
// The policies (a bulkhead per lane, retries, the breaker, the deadline) are lib/resilience's; one attempt
// (./attempt.ts) sends the key, refuses redirects and bounds the wait and the body. The types are ./outcome.ts's.
// Every import here points down: nothing this module imports imports it back.
import { cacheKey } from "../cache/cache-key";
import { keptRaw } from "../cache/normalised-answers";
import { responseStore } from "../cache/response-cache";
import type { CachedAnswer } from "../cache/response-store";
import { cacheConfig, resilienceConfig } from "../config/server-config";
import { log } from "../log";
import { metrics } from "../metrics/metrics";
import { coalesce } from "../resilience/coalesce";
import { underSharedLock } from "../resilience/shared-lock";
import { guardedCall } from "../resilience/upstream-policies";
import { attemptUpstream } from "./attempt";
import { okOutcome, ownOutcome } from "./ok-outcome";
import type { CallOptions, UpstreamOutcome } from "./outcome";
import type { Operation } from "./operations";

export async function callUpstream(
  operation: Operation,
  path: Record<string, string>,
  query: Record<string, string | number>,
  { requestId, lane = "lookups", fresh = false, viewer }: CallOptions = {},
): Promise<UpstreamOutcome> {
  const { ttlMs, staleMs, staleWaitMs, sharedBetweenUsers } = cacheConfig();
  const { deadlineMs } = resilienceConfig();
  const caching = ttlMs > 0 || staleMs > 0;
  // Not shared: a colleague's lookup must neither fill this one's cache nor lend it its call (both would be timed).
  const key = cacheKey(operation, path, query, sharedBetweenUsers ? undefined : viewer);
  const store = responseStore();
  // A fresh call (the monitor's re-check) must see the upstream as it is now: no kept answer is read or served.
  const kept = caching && !fresh ? await store.get(key) : undefined;
  if (kept && Date.now() - kept.storedAt < ttlMs) {
    metrics().cacheLookups.inc({ result: "hit" });
    return fromCache(key, kept, "hit");
  }

  // Only a shared cache can hand one server's answer to the others; without it the lock would only queue them.
  const shared = caching && store.kind === "redis";
  const upstreamCall = async (): Promise<UpstreamOutcome> => {
    const knownRaw = keptRaw(key);
    const result = await guardedCall(lane, (signal) => timedAttempt(operation, path, query, signal, { requestId, key, knownRaw }));
    if (caching && (result.kind === "ok" || result.kind === "not-found")) {
      const storedAt = Date.now();
      const answer: CachedAnswer = result.kind === "ok" ? { kind: "ok", raw: result.raw, storedAt } : { kind: "not-found", storedAt };
      await store.set(key, answer, ttlMs + staleMs);
    }
    return result;
  };
  const askedAt = Date.now();
  const call = coalesce(key, () => !shared ? upstreamCall() : underSharedLock(key, deadlineMs, upstreamCall, async () => {
    // Another server's call: its answer is the one stored since this lookup began, or any still fresh (a 404 is
    // kept too, and counts as the answer).
    const stored = await store.get(key);
    if (!stored || (stored.storedAt < askedAt && Date.now() - stored.storedAt >= ttlMs)) return undefined;
    metrics().coalesced.inc();
    return fromCache(key, stored, "hit");
  }), () => metrics().coalesced.inc());
  const usable = kept && Date.now() - kept.storedAt < ttlMs + staleMs ? kept : undefined;
  const outcome = usable ? await Promise.race([call, delay(staleWaitMs)]) : await call;
  if (outcome === WAITED) {
    // The call is not abandoned: it finishes under its own deadline and stores what it gets for the next lookup.
    call.catch(() => undefined);
    metrics().cacheLookups.inc({ result: "stale" });
    log.warn({ requestId, operation: operation.number, waitedMs: staleWaitMs, storedAt: new Date(usable!.storedAt).toISOString() }, "upstream slow: serving a stale answer");
    return fromCache(key, usable!, "stale");
  }

  if (outcome.kind === "ok" || outcome.kind === "not-found") {
    if (caching) metrics().cacheLookups.inc({ result: "miss" });
    if (outcome.kind === "not-found") return { kind: "not-found", cache: "miss" };
    // Its own object, and its own parse of the body: the call may be shared by coalesced lookups.
    return ownOutcome(outcome, { cache: "miss", key });
  }
  if (servesStale(outcome) && usable) {
    metrics().cacheLookups.inc({ result: "stale" });
    log.warn({ requestId, operation: operation.number, upstream: outcome.kind, storedAt: new Date(usable.storedAt).toISOString() }, "serving a stale answer");
    return fromCache(key, usable, "stale");
  }
  return outcome;
}

const WAITED = Symbol("waited");

function delay(ms: number): Promise<typeof WAITED> {
  return new Promise((resolve) => setTimeout(resolve, ms, WAITED).unref?.());
}

/** The upstream failing or not answering; a refused key is an operator's fault to surface, not to hide. */
function servesStale(outcome: UpstreamOutcome): boolean {
  return outcome.kind === "failed" || outcome.kind === "timeout" || outcome.kind === "unavailable";
}

type CachedOutcome = Extract<UpstreamOutcome, { kind: "ok" | "not-found" }>;

function fromCache(key: string, kept: CachedAnswer, cache: "hit" | "stale"): CachedOutcome {
  const stale = cache === "stale" ? { storedAt: new Date(kept.storedAt).toISOString() } : undefined;
  if (kept.kind !== "ok") return { kind: "not-found", cache, stale };
  // Parsed when first read: a route that already holds these bytes' browser-ready answer never reads it.
  return okOutcome(kept.raw ?? "null", { cache, stale, key });
}

async function timedAttempt(
  operation: Operation, path: Record<string, string>, query: Record<string, string | number>, signal: AbortSignal,
  known: { requestId?: string; key: string; knownRaw?: string },
): Promise<UpstreamOutcome> {
  const stop = metrics().upstreamSeconds.startTimer({ operation: String(operation.number) });
  const outcome = await attemptUpstream(operation, path, query, { signal, ...known });
  stop({ outcome: outcome.kind === "failed" && outcome.status ? String(outcome.status) : outcome.kind });
  return outcome;
}
