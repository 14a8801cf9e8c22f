import "server-only";
// The handlers of GET /api/search/subsidiaries: the companies the directory has seen whose group structure names
// the parent. Validated and audited like every lookup; the answer says it holds only what the directory has seen.
import { log } from "../log";
import { problem, problemResponse } from "../api/problem";
import { errorSummary, json, withApi } from "../api/with-api";
import { SUBSIDIARY_LIST } from "../audit/audited-operations";
import { audited } from "../audit/record";
import { directoryStore } from "./directory";
import type { Subsidiary } from "./store";
import { readSubsidiariesInput } from "./subsidiaries-input";

export interface SubsidiariesAnswer {
  parent: string;
  /** By name; only companies whose profile (or the sandbox's export) the directory has seen. */
  subsidiaries: Subsidiary[];
  /** More were seen than `limit` allowed. */
  truncated: boolean;
  limit: number;
}

const GET = withApi(async (call) => {
  const { searchParams } = new URL(call.request.url);
  const read = readSubsidiariesInput(searchParams);
  const params = Object.fromEntries(searchParams);
  return audited(call, { operation: SUBSIDIARY_LIST, company: read.ok ? read.input.parent : null, params }, async () => {
    if (!read.ok) return problemResponse(read.problem);
    const { parent, limit } = read.input;
    try {
      const found = directoryStore().subsidiaries(parent, limit + 1);
      const answer: SubsidiariesAnswer = { parent, subsidiaries: found.slice(0, limit), truncated: found.length > limit, limit };
      return json(answer);
    } catch (error) {
      log.error({ requestId: call.requestId, err: errorSummary(error) }, "directory subsidiaries failed");
      return problemResponse(
        problem(503, "directory-unavailable", "Company directory unavailable", `The company directory could not be read (request ${call.requestId}).`),
      );
    }
  });
});

function refuseMethod(): Response {
  return problemResponse(
    problem(405, "method-not-allowed", "Method not allowed", "The list of subsidiaries is read-only: only GET is served."),
    { allow: "GET, HEAD" },
  );
}

export const subsidiariesRoute = { GET, POST: refuseMethod, PUT: refuseMethod, PATCH: refuseMethod, DELETE: refuseMethod };
