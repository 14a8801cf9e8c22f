// Which problems a method can answer, from what the route builder does for every method of its kind (lib/api/route.ts,
// with-api.ts: sign-in, the role, same-origin for writes, the token's scope, the limits, the input and body checks)
// and the lane its work waits in, plus those its route names itself. Grouped by status for the description.
import { PROBLEM_CODES, type ProblemCode } from "../problem-codes";
import type { Method } from "../route";
import type { Rule } from "../route-rule";

export interface MethodFacts {
  method: Method;
  rule: Rule;
  /** A write a read-only token may not make (every method but GET, unless it stores nothing). */
  writes: boolean;
  hasPathParams: boolean;
  readsInput: boolean;
  readsBody: boolean;
  own: readonly ProblemCode[];
}

const UPSTREAM: readonly ProblemCode[] = ["upstream-credentials-refused", "upstream-failed", "upstream-unreadable", "upstream-down", "upstream-timeout"];

export function problemsOf(facts: MethodFacts): ProblemCode[] {
  // The request gate answers these for any request, before a route runs (lib/api/request-gate.ts).
  const codes = new Set<ProblemCode>(["bad-request-target", "bad-percent-encoding", "uri-too-long", "headers-too-large", "internal-error"]);
  const add = (...more: readonly ProblemCode[]) => {
    for (const code of more) codes.add(code);
  };
  if (!facts.rule.startsWith("public")) {
    add("unauthenticated", "rate-limited", "server-busy", "request-timeout");
    if (facts.rule.startsWith("admin")) add("forbidden");
    if (facts.method !== "GET") add("cross-site-request");
    if (facts.writes) add("token-read-only");
    if (facts.readsInput || facts.hasPathParams) add("invalid-parameter");
    if (facts.hasPathParams) add("not-found");
    if (facts.readsBody) add("invalid-body", "unsupported-media-type", "body-too-large");
    if (facts.rule.endsWith("lookups") || facts.rule.endsWith("reports")) add(...UPSTREAM);
    if (facts.rule.endsWith("exports queue")) add("reports-busy");
  }
  add(...facts.own);
  return [...codes].sort((a, b) => PROBLEM_CODES[a].status - PROBLEM_CODES[b].status || a.localeCompare(b));
}

/** The codes by their status: "404" → ["not-found", "token-not-found"]. */
export function byStatus(codes: readonly ProblemCode[]): Map<string, ProblemCode[]> {
  const grouped = new Map<string, ProblemCode[]>();
  for (const code of codes) {
    const status = String(PROBLEM_CODES[code].status);
    grouped.set(status, [...(grouped.get(status) ?? []), code]);
  }
  return grouped;
}
