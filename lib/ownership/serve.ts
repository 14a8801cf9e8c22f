import "server-only";
// GET /api/companies/{crn}/ownership?depth=&format=json|bods: the ownership graph built from company profiles looked
// up through the BFF's client (cache, coalescing, breaker; the report lane, so a wide group never starves the
// company pages), at most MAX_LOOKUPS per graph, plus the subsidiaries the directory has seen. Audited as one action.
import { outcomeProblem } from "@/lib/api/outcome-problem";
import { problemResponse } from "@/lib/api/problem";
import type { InputRules } from "@/lib/api/read-input";
import { byRules, defineRoute, endpoint } from "@/lib/api/route";
import { errorSummary, json } from "@/lib/api/with-api";
import { OWNERSHIP_GRAPH } from "@/lib/audit/audited-operations";
import { dataSourceLabel } from "@/lib/config/server-config";
import { directoryStore } from "@/lib/directory/directory";
import { log } from "@/lib/log";
import { callUpstream } from "@/lib/upstream/client";
import { operations } from "@/lib/upstream/operations";
import { companyNumber, oneOf, pageSizeUpTo } from "@/lib/upstream/params";
import { ownershipToBods } from "./bods";
import { buildOwnershipGraph, DEFAULT_DEPTH, MAX_DEPTH, type SeenSubsidiary } from "./ownership-graph";
import { profileLookup } from "./profile-lookup";

export const ownershipInput: InputRules = {
  pathParams: { crn: companyNumber },
  query: { depth: pageSizeUpTo(MAX_DEPTH, DEFAULT_DEPTH), format: oneOf(["json", "bods"]).withDefault("json") },
};
const SUBSIDIARIES_SHOWN = 100;

export const ownershipRoute = defineRoute({
  subject: "The ownership graph is derived, not written",
  methods: { GET: endpoint({ lane: "reports", input: byRules(ownershipInput), audit: { operation: OWNERSHIP_GRAPH }, handler: async (call) => {
    const read = call;
    const crn = read.input.path.crn;
    const operation = operations.companyProfile;
    // The company asked about must exist: its 404 or outage is the answer's, not a gap in the graph.
    const viewer = call.principal.username;
    const first = await callUpstream(operation, { crn }, {}, { requestId: call.requestId, lane: "reports", viewer });
    if (first.kind !== "ok") return problemResponse(outcomeProblem(first, operation, { crn }));
    const lookup = profileLookup({ requestId: call.requestId, known: { crn, outcome: first }, viewer });
    const graph = await buildOwnershipGraph(crn, lookup, { depth: Number(read.input.query.depth), subsidiaries: await subsidiariesSeen(crn, call.requestId, viewer) });
    if (read.input.query.format === "bods") {
      const statements = ownershipToBods(graph, { statementDate: new Date().toISOString().slice(0, 10), sourceDescription: `Company Data Lookup Service (${dataSourceLabel()}), company profiles: persons with significant control, share register and group structure` });
      const response = json(statements);
      response.headers.set("content-disposition", `attachment; filename="ownership-${crn}-bods.json"`);
      return response;
    }
    return json(graph);
  } }) },
});

/** As the viewer may see them: the import's relations and their own lookups', no colleague's. */
async function subsidiariesSeen(crn: string, requestId: string, viewer: string): Promise<SeenSubsidiary[]> {
  try {
    return await directoryStore().subsidiaries(crn, SUBSIDIARIES_SHOWN, viewer);
  } catch (error) {
    // The directory adds to the graph; when it cannot be read the owners are still worth showing.
    log.warn({ requestId, err: errorSummary(error) }, "directory subsidiaries failed for the ownership graph");
    return [];
  }
}
