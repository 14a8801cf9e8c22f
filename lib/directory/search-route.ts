import "server-only";
// The handlers of GET /api/search/companies: validation, the search, and problems for everything else.
import { log } from "../log";
import { problem, problemResponse } from "../api/problem";
import { directoryStore } from "./directory";
import { searchDirectory } from "./search";
import { readSearchInput } from "./search-input";

async function GET(request: Request): Promise<Response> {
  const requestId = crypto.randomUUID();
  const headers = { "x-request-id": requestId };
  const read = readSearchInput(new URL(request.url).searchParams);
  if (!read.ok) return problemResponse(read.problem, headers);
  try {
    const started = performance.now();
    const result = searchDirectory(directoryStore(), read.input);
    log.debug({ requestId, hits: result.hits.length, ms: Math.round(performance.now() - started) }, "directory search");
    return new Response(JSON.stringify(result), {
      status: 200,
      headers: { "content-type": "application/json", "cache-control": "private, no-store", ...headers },
    });
  } catch (error) {
    log.error({ requestId, err: error instanceof Error ? { name: error.name, message: error.message } : String(error) }, "directory search failed");
    return problemResponse(
      problem(503, "directory-unavailable", "Company directory unavailable", `The company directory could not be searched (request ${requestId}).`),
      headers,
    );
  }
}

function refuseMethod(): Response {
  return problemResponse(
    problem(405, "method-not-allowed", "Method not allowed", "The company search is read-only: only GET is served."),
    { allow: "GET, HEAD" },
  );
}

export const searchCompaniesRoute = { GET, POST: refuseMethod, PUT: refuseMethod, PATCH: refuseMethod, DELETE: refuseMethod };
