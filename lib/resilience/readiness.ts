import "server-only";
// Readiness: can this server do its work now? The upstream must answer (any status below 500 proves it is up;
// no key is sent), the response store must be reachable, and the breaker's state is reported.
import { responseStore } from "../cache/response-cache";
import { upstreamConfig } from "../config/server-config";
import { breakerState } from "./upstream-policies";

const PROBE_TIMEOUT_MS = 2000;

export interface Readiness {
  ready: boolean;
  checks: {
    upstream: { ok: boolean; detail: string; ms: number };
    cache: { ok: boolean; store: "memory" | "redis" };
    breaker: "closed" | "open" | "half-open";
  };
}

export async function readiness(): Promise<Readiness> {
  const store = responseStore();
  const [upstream, cacheOk] = await Promise.all([probeUpstream(), store.ping()]);
  return {
    ready: upstream.ok && cacheOk,
    checks: { upstream, cache: { ok: cacheOk, store: store.kind }, breaker: breakerState() },
  };
}

async function probeUpstream(): Promise<Readiness["checks"]["upstream"]> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(`${upstreamConfig().baseUrl}/`, {
      redirect: "manual", signal: AbortSignal.timeout(PROBE_TIMEOUT_MS), cache: "no-store",
    });
    await response.body?.cancel().catch(() => undefined);
    const ok = response.status < 500;
    return { ok, detail: ok ? "answering" : `answering with status ${response.status}`, ms: ms() };
  } catch {
    return { ok: false, detail: "not reachable", ms: ms() };
  }
}
