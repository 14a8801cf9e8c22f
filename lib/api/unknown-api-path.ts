import "server-only";
// An /api path no route serves: a problem+json 404 for every method (OPTIONS too: there is nothing to describe),
// so a script gets the API's one error shape rather than Next's HTML page. Next routes a request here only when no
// other route file matches (app/api/[...path]/route.ts is the least specific), and before any sign-in: the answer
// tells an anonymous caller nothing the route table does not.
import { problem, problemResponse } from "./problem";
import { METHODS, type DefinedRoute, type RouteHandlers } from "./route";
import { countedAs } from "./route-guards";
import { newCallHeaders, finish } from "./with-api";

const answer = async (request: Request): Promise<Response> => {
  const path = new URL(request.url).pathname;
  return finish(problemResponse(problem("not-found", `No API route is at ${path}.`)), newCallHeaders(request).headers);
};

const RULE = "public · none" as const;
type Rules = Record<(typeof METHODS)[number], typeof RULE>;

export const unknownApiPath: DefinedRoute<Rules> = {
  rules: Object.fromEntries(METHODS.map((method) => [method, RULE])) as Rules,
  handlers: Object.fromEntries([...METHODS, "OPTIONS"].map((method) => [method, countedAs("unknown-path", answer)])) as RouteHandlers,
};
