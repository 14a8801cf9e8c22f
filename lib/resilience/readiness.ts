import "server-only";
// Readiness: can this server do its work now? The upstream must answer this server's key (a lookup of a company
// number no company holds: 404 or 200 proves both the service and the key; 401 or 403 means the key is refused, and a
// server that cannot use its key is not ready), the response store must be reachable, and the breaker's state is
// reported. Load balancers and strangers may call this as often as they like, so the probe's result is kept for
// READY_CACHE_SECONDS and calls that arrive while a probe is out wait for that one: however many calls, at most one
// upstream call per period. A change of the breaker's state (the lookups' own evidence) starts a fresh probe.
import { responseStore } from "../cache/response-cache";
import { readinessConfig, upstreamConfig } from "../config/server-config";
import { operations } from "../upstream/operations";
import { processSingleton } from "./process-singleton";
import type { ReadinessChecks, UpstreamCheck } from "./readiness-answer";
import { breakerState } from "./upstream-policies";

const PROBE_TIMEOUT_MS = 2000;
/** Well-formed, and held by no company (the register's numbers start at 00000001). */
const PROBE_COMPANY = "00000000";

type Breaker = ReadinessChecks["breaker"];

// The probe's result and the checks as GET /api/ready answers them (their schemas: ./readiness-answer.ts).
export type { UpstreamCheck };

export interface Readiness {
  ready: boolean;
  checks: ReadinessChecks;
}

interface ProbeState {
  last?: { check: UpstreamCheck; at: number; breaker: Breaker };
  inFlight?: Promise<UpstreamCheck>;
}

export async function readiness(): Promise<Readiness> {
  const store = responseStore();
  const [upstream, cacheOk] = await Promise.all([sharedProbe(), store.ping()]);
  return {
    ready: upstream.ok && cacheOk,
    checks: { upstream, cache: { ok: cacheOk, store: store.kind }, breaker: breakerState() },
  };
}

/** The kept result while it is fresh, else the probe in flight, else a new probe that later calls share. */
function sharedProbe(): Promise<UpstreamCheck> {
  const state = processSingleton<ProbeState>("readiness-probe", () => ({}));
  const breaker = breakerState();
  const { last } = state;
  if (last && Date.now() - last.at < readinessConfig().cacheMs && last.breaker === breaker) return Promise.resolve(last.check);
  state.inFlight ??= probeUpstream()
    .then((check) => {
      state.last = { check, at: Date.now(), breaker };
      return check;
    })
    .finally(() => {
      state.inFlight = undefined;
    });
  return state.inFlight;
}

async function probeUpstream(): Promise<UpstreamCheck> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  const { baseUrl, apiKey } = upstreamConfig();
  try {
    const response = await fetch(`${baseUrl}${operations.companyProfile.path.replace("{crn}", PROBE_COMPANY)}`, {
      headers: { "x-api-key": apiKey, accept: "application/json" },
      redirect: "manual", signal: AbortSignal.timeout(PROBE_TIMEOUT_MS), cache: "no-store",
    });
    await response.body?.cancel().catch(() => undefined);
    const { status } = response;
    if (status === 401 || status === 403) {
      return { ok: false, detail: `answering, but refusing this server's key (status ${status})`, ms: ms(), key: "refused" };
    }
    if (status >= 500) return { ok: false, detail: `answering with status ${status}`, ms: ms(), key: "unknown" };
    return { ok: true, detail: "answering", ms: ms(), key: "accepted" };
  } catch {
    return { ok: false, detail: "not reachable", ms: ms(), key: "unknown" };
  }
}
