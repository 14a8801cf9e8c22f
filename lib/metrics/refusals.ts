import "server-only";
// dashboard_rate_limit_refusals_total, by reason: every limit that refuses a request counts here. The route builder
// counts each 429 a route answers by its problem's code (rate-limited, reports-busy, …: lib/api/route-guards.ts), so
// a new limit answering 429 is counted without a line of its own; a refusal answered otherwise (sign-in's redirect
// back to its form) counts itself.
import { metrics } from "./metrics";

export function countRefusal(reason: string): void {
  metrics().rateLimitRefusals.inc({ reason });
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
