import "server-only";
// An upstream lookup: a fresh cached answer if there is one; otherwise one upstream call shared by every identical
// request in flight, under the upstream policies; and when that call fails, the last answer kept (stale-if-error),
// marked with when it was stored.
import { cacheKey } from "../cache/cache-key";
import { responseStore } from "../cache/response-cache";
import type { CachedAnswer } from "../cache/response-store";
import { cacheConfig } from "../config/server-config";
import { log } from "../log";
import { metrics } from "../metrics/metrics";
import { attemptUpstream } from "../upstream/attempt";
import type { CallOptions, UpstreamOutcome } from "../upstream/outcome";
import type { Operation } from "../upstream/operations";
import { coalesce } from "./coalesce";
import { guardedCall } from "./upstream-policies";

export async function lookup(
  operation: Operation,
  path: Record<string, string>,
  query: Record<string, string | number>,
  { requestId, lane = "lookups" }: CallOptions,
): Promise<UpstreamOutcome> {
  const { ttlMs, staleMs } = cacheConfig();
  const caching = ttlMs > 0 || staleMs > 0;
  const key = cacheKey(operation, path, query);
  const store = responseStore();
  const kept = caching ? await store.get(key) : undefined;
  if (kept && Date.now() - kept.storedAt < ttlMs) {
    metrics().cacheLookups.inc({ result: "hit" });
    return fromCache(key, kept, "hit");
  }

  const outcome = await coalesce(key, async () => {
    const result = await guardedCall(lane, (signal) => timedAttempt(operation, path, query, signal, requestId));
    if (caching && (result.kind === "ok" || result.kind === "not-found")) {
      const storedAt = Date.now();
      const answer: CachedAnswer = result.kind === "ok" ? { kind: "ok", raw: result.raw, storedAt } : { kind: "not-found", storedAt };
      await store.set(key, answer, ttlMs + staleMs);
      // The entry is named from the miss on, so the route keeps its browser-ready answer now, not at the first hit.
      if (result.kind === "ok") return { ...result, entry: { key, storedAt } };
    }
    return result;
  }, () => metrics().coalesced.inc());

  if (outcome.kind === "ok" || outcome.kind === "not-found") {
    if (caching) metrics().cacheLookups.inc({ result: "miss" });
    return outcome.kind === "ok" ? { kind: "ok", body: outcome.body, cache: "miss", entry: outcome.entry } : { kind: "not-found", cache: "miss" };
  }
  if (servesStale(outcome) && kept && Date.now() - kept.storedAt < ttlMs + staleMs) {
    metrics().cacheLookups.inc({ result: "stale" });
    log.warn({ requestId, operation: operation.number, upstream: outcome.kind, storedAt: new Date(kept.storedAt).toISOString() }, "serving a stale answer");
    return fromCache(key, kept, "stale");
  }
  return outcome;
}

/** The upstream failing or not answering; a refused key is an operator's fault to surface, not to hide. */
function servesStale(outcome: UpstreamOutcome): boolean {
  return outcome.kind === "failed" || outcome.kind === "timeout" || outcome.kind === "unavailable";
}

type CachedOutcome = Extract<UpstreamOutcome, { kind: "ok" | "not-found" }>;

function fromCache(key: string, kept: CachedAnswer, cache: "hit" | "stale"): CachedOutcome {
  const stale = cache === "stale" ? { storedAt: new Date(kept.storedAt).toISOString() } : undefined;
  if (kept.kind !== "ok") return { kind: "not-found", cache, stale };
  // Parsed when first read: a route that already holds this entry's browser-ready answer never reads it.
  let body: unknown;
  let parsed = false;
  return {
    kind: "ok", cache, stale, entry: { key, storedAt: kept.storedAt },
    get body() {
      if (!parsed) {
        body = JSON.parse(kept.raw ?? "null");
        parsed = true;
      }
      return body;
    },
  };
}

async function timedAttempt(
  operation: Operation, path: Record<string, string>, query: Record<string, string | number>, signal: AbortSignal, requestId?: string,
): Promise<UpstreamOutcome> {
  const stop = metrics().upstreamSeconds.startTimer({ operation: String(operation.number) });
  const outcome = await attemptUpstream(operation, path, query, { signal, requestId });
  stop({ outcome: outcome.kind === "failed" && outcome.status ? String(outcome.status) : outcome.kind });
  return outcome;
}
