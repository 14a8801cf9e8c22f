import "server-only";
// The one way the directory's read-only routes are served: the input read by its own rules, the request audited
// (refusals too), the directory asked, an unreadable directory a 503 problem, and every method but GET refused.
import { log } from "../log";
import { problem, problemResponse, type Problem } from "../api/problem";
import { errorSummary, json, withApi } from "../api/with-api";
import { audited } from "../audit/record";

type InputResult<Input> = { ok: true; input: Input } | { ok: false; problem: Problem };

export interface DirectoryRouteSpec<Input> {
  /** What the audit trail records the request as. */
  operation: string;
  /** What the answer is, in words: "the company search", "the list of subsidiaries". */
  subject: string;
  read: (params: URLSearchParams) => InputResult<Input>;
  /** The company the request is about, for the audit trail; null when it names none. */
  company: (input: Input) => string | null;
  answer: (input: Input, requestId: string) => unknown;
}

export function directoryRoute<Input>(spec: DirectoryRouteSpec<Input>) {
  const GET = withApi(async (call) => {
    const { searchParams } = new URL(call.request.url);
    const read = spec.read(searchParams);
    const params = Object.fromEntries(searchParams);
    return audited(call, { operation: spec.operation, company: read.ok ? spec.company(read.input) : null, params }, async () => {
      if (!read.ok) return problemResponse(read.problem);
      try {
        return json(spec.answer(read.input, call.requestId));
      } catch (error) {
        log.error({ requestId: call.requestId, err: errorSummary(error) }, `${spec.subject} failed`);
        return problemResponse(
          problem("directory-unavailable", `The company directory could not be read for ${spec.subject} (request ${call.requestId}).`),
        );
      }
    });
  });
  const refuseMethod = (): Response =>
    problemResponse(
      problem("method-not-allowed", `${capitalise(spec.subject)} is read-only: only GET is served.`),
      { allow: "GET, HEAD" },
    );
  return { GET, POST: refuseMethod, PUT: refuseMethod, PATCH: refuseMethod, DELETE: refuseMethod };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
