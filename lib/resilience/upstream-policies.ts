import "server-only";
// The upstream's protection, built from cockatiel policies once per process and shared by every request:
//   deadline (the whole call) → bulkhead (per lane) → retry (jittered exponential backoff) → breaker → attempt.
// The bulkhead holds a slot through retries, so a lane never has more calls in flight than its slots; the breaker
// sits inside the retry so that every attempt counts and an open breaker ends the retrying at once.
import {
  BrokenCircuitError, BulkheadRejectedError, bulkhead, circuitBreaker, CircuitState, ConsecutiveBreaker,
  ExponentialBackoff, handleWhenResult, retry, TaskCancelledError, timeout, TimeoutStrategy,
  type BulkheadPolicy, type CircuitBreakerPolicy,
} from "cockatiel";
import { resilienceConfig, type ResilienceConfig } from "../config/server-config";
import { log } from "../log";
import { metrics } from "../metrics/metrics";
import type { Lane, UpstreamOutcome } from "../upstream/outcome";
import { processSingleton } from "./process-singleton";

const isRetryable = (result: unknown) => (result as UpstreamOutcome).kind === "failed" && (result as { transient?: boolean }).transient === true;

const isOutage = (result: unknown) => {
  const outcome = result as UpstreamOutcome;
  if (outcome.kind === "timeout") return true;
  return outcome.kind === "failed" && (outcome.transient === true || (outcome.status ?? 0) >= 500);
};

const BREAKER_GAUGE: Record<CircuitState, number> = {
  [CircuitState.Closed]: 0, [CircuitState.Open]: 1, [CircuitState.HalfOpen]: 2, [CircuitState.Isolated]: 1,
};

function createPolicies(config: ResilienceConfig) {
  const breaker: CircuitBreakerPolicy = circuitBreaker(handleWhenResult(isOutage), {
    halfOpenAfter: config.breakerOpenMs,
    breaker: new ConsecutiveBreaker(config.breakerFailures),
  });
  const state = { openedAt: 0 };
  breaker.onStateChange((next) => {
    metrics().breakerState.set(BREAKER_GAUGE[next]);
    if (next === CircuitState.Open) state.openedAt = Date.now();
    log.warn({ breaker: CircuitState[next] }, "upstream circuit breaker changed state");
  });
  const retryPolicy = retry(handleWhenResult(isRetryable), {
    maxAttempts: config.retries,
    // Decorrelated jitter (cockatiel's default generator) spreads the retries of many callers apart.
    backoff: new ExponentialBackoff({ initialDelay: 100, maxDelay: 1000 }),
  });
  const lanes: Record<Lane, BulkheadPolicy> = {
    lookups: bulkhead(config.maxConcurrent.lookups, config.maxQueued),
    reports: bulkhead(config.maxConcurrent.reports, config.maxQueued),
    monitor: bulkhead(config.maxConcurrent.monitor, config.maxQueued),
  };
  // Not aborted on return: by then the call has ended (its body read), and an abort would only build a DOMException,
  // stack and all, per lookup. The deadline's own timer still aborts a call that outlives it.
  const deadline = timeout(config.deadlineMs, { strategy: TimeoutStrategy.Aggressive, abortOnReturn: false });
  return { config, breaker, state, retryPolicy, lanes, deadline };
}

function policies() {
  return processSingleton("upstream-policies", () => createPolicies(resilienceConfig()));
}

/** Runs `attempt` under the policies; never throws for an upstream's fault, it reports an outcome. */
export async function guardedCall(lane: Lane, attempt: (signal: AbortSignal) => Promise<UpstreamOutcome>): Promise<UpstreamOutcome> {
  const { config, breaker, state, retryPolicy, lanes, deadline } = policies();
  try {
    return await deadline.execute(({ signal }) =>
      lanes[lane].execute(() =>
        retryPolicy.execute(({ signal: retrySignal }) =>
          breaker.execute(({ signal: attemptSignal }) => attempt(attemptSignal), retrySignal), signal), signal));
  } catch (error) {
    if (error instanceof BrokenCircuitError) {
      const remainingMs = Math.max(0, state.openedAt + config.breakerOpenMs - Date.now());
      return { kind: "unavailable", reason: "upstream-down", retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)) };
    }
    if (error instanceof BulkheadRejectedError) {
      metrics().bulkheadRejections.inc({ lane });
      return { kind: "unavailable", reason: "busy", retryAfterSeconds: 1 };
    }
    if (error instanceof TaskCancelledError) return { kind: "timeout", afterMs: config.deadlineMs };
    throw error;
  }
}

/** For /api/ready and the logs: is the breaker letting calls through? */
export function breakerState(): "closed" | "open" | "half-open" {
  const { breaker } = policies();
  if (breaker.state === CircuitState.Closed) return "closed";
  return breaker.state === CircuitState.HalfOpen ? "half-open" : "open";
}
