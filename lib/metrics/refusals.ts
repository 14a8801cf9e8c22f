import "server-only";
// dashboard_rate_limit_refusals_total, by reason: every limit that refuses a request counts here. The route builder
// counts each 429 a route answers by its problem's code (rate-limited, reports-busy, …: lib/api/route-guards.ts), so
// a new limit answering 429 is counted without a line of its own; so is every other limit's refusal by its status
// (a body, target or headers over their bounds, a request too slow to arrive), whether the route builder or the
// request gate in front of Next answers it; a refusal answered otherwise (sign-in's redirect back to its form) counts
// itself.
import { metrics } from "./metrics";

export function countRefusal(reason: string): void {
  metrics().rateLimitRefusals.inc({ reason });
}

/** The statuses a limit refuses with: too slow (408), too large (413, 414, 431), too many (429). */
export const LIMIT_STATUSES: ReadonlySet<number> = new Set([408, 413, 414, 429, 431]);

/** Counts a problem the gate or a route answers, when a limit is what refused it. */
export function countLimitRefusal(problem: { status: number; code: string }): void {
  if (LIMIT_STATUSES.has(problem.status)) countRefusal(problem.code);
}

/** The reason a 429 gives: its problem's stable code, read from a copy so the answer is sent untouched. */
export async function refusalReason(response: Response): Promise<string> {
  try {
    const code = ((await response.clone().json()) as { code?: unknown } | null)?.code;
    return typeof code !== "string" ? "unknown" : code;
  } catch {
    return "unknown";
  }
}
