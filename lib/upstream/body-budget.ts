import "server-only";
// The memory that upstream answers being read may hold at once, across every call of this process
// (UPSTREAM_MAX_IN_FLIGHT_MB). Each answer is also capped on its own (UPSTREAM_MAX_BODY_MB); this bound is what keeps
// many large answers arriving together from taking the server's memory. Bytes are counted as they stream.
import { processSingleton } from "../resilience/process-singleton";

interface Budget { limit: number; used: number }

function budget(limitBytes: number): Budget {
  return processSingleton("upstream-body-budget", () => ({ limit: limitBytes, used: 0 }));
}

/** A reservation grown chunk by chunk and released once, when the answer has been read (or refused). */
export function bodyReservation(limitBytes: number) {
  const pool = budget(limitBytes);
  let held = 0;
  return {
    /** False when the bytes do not fit the budget: the caller stops reading. */
    grow(bytes: number): boolean {
      if (pool.used + bytes > pool.limit) return false;
      pool.used += bytes;
      held += bytes;
      return true;
    },
    release(): void {
      pool.used -= held;
      held = 0;
    },
  };
}

/** For tests and metrics: bytes held by answers being read now. */
export function bodyBytesInFlight(): number {
  return processSingleton<Budget>("upstream-body-budget", () => ({ limit: 0, used: 0 })).used;
}
