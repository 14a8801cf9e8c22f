// RFC 9457 problem details: the one error shape of the whole app, with a stable `code` the browser can switch on.
// Status and title come from the code (./problem-codes.ts); the detail says what was wrong with this request.
import { PROBLEM_CODES, type ProblemCode } from "./problem-codes";

export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: ProblemCode;
  /** Extra members a problem may carry (e.g. the parameter at fault). */
  [member: string]: unknown;
}

export function problem(code: ProblemCode, detail: string, extra: Record<string, unknown> = {}): Problem {
  const { status, title } = PROBLEM_CODES[code];
  return { type: problemType(code), title, status, detail, code, ...extra };
}

/** A problem's `type`: the page that explains its code (app/problems/[code]/page.tsx), relative to this server. */
export function problemType(code: ProblemCode): string {
  return `/problems/${code}`;
}

export function problemResponse(body: Problem, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status: body.status,
    headers: { "content-type": "application/problem+json", "cache-control": "no-store", ...headers },
  });
}
