import "server-only";
// The handlers of GET /api/search/companies: validation, the search, and problems for everything else.
import { log } from "../log";
import { problem, problemResponse } from "../api/problem";
import { errorSummary, json, withApi } from "../api/with-api";
import { NAME_SEARCH } from "../audit/audited-operations";
import { audited } from "../audit/record";
import { directoryStore } from "./directory";
import { searchDirectory } from "./search";
import { readSearchInput } from "./search-input";

const GET = withApi(async (call) => {
  const { searchParams } = new URL(call.request.url);
  const read = readSearchInput(searchParams);
  const params = Object.fromEntries(searchParams);
  return audited(call, { operation: NAME_SEARCH, company: null, params }, async () => {
    if (!read.ok) return problemResponse(read.problem);
    try {
      const started = performance.now();
      const result = searchDirectory(directoryStore(), read.input);
      log.debug({ requestId: call.requestId, hits: result.hits.length, ms: Math.round(performance.now() - started) }, "directory search");
      return json(result);
    } catch (error) {
      log.error({ requestId: call.requestId, err: errorSummary(error) }, "directory search failed");
      return problemResponse(
        problem(503, "directory-unavailable", "Company directory unavailable", `The company directory could not be searched (request ${call.requestId}).`),
      );
    }
  });
});

function refuseMethod(): Response {
  return problemResponse(
    problem(405, "method-not-allowed", "Method not allowed", "The company search is read-only: only GET is served."),
    { allow: "GET, HEAD" },
  );
}

export const searchCompaniesRoute = { GET, POST: refuseMethod, PUT: refuseMethod, PATCH: refuseMethod, DELETE: refuseMethod };
