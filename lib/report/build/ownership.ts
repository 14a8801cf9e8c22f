// The report's ownership section: the Ownership tab's table of every link, from the same graph and row builder.
import { ownershipEdgeRows } from "@/lib/ownership/ownership-edge-rows";
import type { OwnershipGraph } from "@/lib/ownership/ownership-graph";
import type { SectionData } from "../model";

export function ownership(graph: OwnershipGraph): SectionData<"ownership"> {
  return {
    depth: graph.depth, lookups: graph.lookups, maxLookups: graph.maxLookups, parties: graph.nodes.length,
    gaps: graph.nodes.filter((node) => node.gap).length, notFollowed: graph.notFollowed,
    rows: ownershipEdgeRows(graph).map(({ key: _key, ...row }) => row),
  };
}
