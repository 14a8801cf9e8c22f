import "server-only";
// The one way the directory's read-only routes are served: the input read by its own rules, the request audited
// (refusals too), the directory asked, an unreadable directory a 503 problem, and every method but GET refused.
import { log } from "../log";
import { problem, problemResponse } from "../api/problem";
import { defineRoute, endpoint, type Read } from "../api/route";
import { errorSummary } from "../api/with-api";

export interface DirectoryRouteSpec<Input> {
  /** What the audit trail records the request as. */
  operation: string;
  /** What the answer is, in words: "the company search", "the list of subsidiaries". */
  subject: string;
  read: (params: URLSearchParams) => Read<Input>;
  /** The company the request is about, for the audit trail; null when it names none. */
  company: (input: Input) => string | null;
  /** `viewer`: the signed-in caller, whose own lookups some answers (subsidiaries) include. */
  answer: (input: Input, requestId: string, viewer: string) => Promise<unknown>;
}

export function directoryRoute<Input>(spec: DirectoryRouteSpec<Input>) {
  return defineRoute({
    subject: `${capitalise(spec.subject)} is read-only`,
    methods: {
      GET: endpoint({
        lane: "store",
        input: (call) => spec.read(new URL(call.request.url).searchParams),
        audit: { operation: spec.operation, company: spec.company, params: (_input, _body, call) => Object.fromEntries(new URL(call.request.url).searchParams) },
        handler: async ({ input, requestId, principal }) => {
          try {
            return { data: await spec.answer(input, requestId, principal.username) };
          } catch (error) {
            log.error({ requestId, err: errorSummary(error) }, `${spec.subject} failed`);
            return problemResponse(problem("directory-unavailable", `The company directory could not be read for ${spec.subject} (request ${requestId}).`));
          }
        },
      }),
    },
  });
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
