// The table of every edge of the ownership graph: the accessible alternative to the drawing, and the rows the
// drawing's labels and the exported SVG read, so screen and exports say the same thing.
import { sortRows, type SortDirection, type SortValue } from "@/lib/url-state/table-state";
import type { EdgeRelation, NodeKind, OwnershipEdge, OwnershipGraph, OwnershipNode } from "./ownership-graph";

export interface OwnershipEdgeRow {
  key: string;
  owner: string;
  ownerKind: string;
  ownerCrn: string | null;
  owned: string;
  ownedCrn: string | null;
  relation: string;
  what: string;
  /** "Current", or "Ceased on …" for a control that ended. */
  status: string;
  /** Where the data stops at the owner: not followed, unnamed, registered abroad… */
  gap: string | null;
}

export const RELATION_WORDS: Record<EdgeRelation, string> = {
  control: "Significant control (PSC)",
  shareholding: "Shareholder",
  parent: "Parent company",
  "ultimate-parent": "Ultimate parent company",
  subsidiary: "Subsidiary (seen by the dashboard)",
  statement: "PSC statement",
};

export const NODE_KIND_WORDS: Record<NodeKind, string> = {
  company: "UK company",
  person: "Individual",
  entity: "Entity without a UK company number",
  shareholder: "Shareholder (kind not stated)",
  unknown: "Unknown controller",
  "no-psc": "No PSC notified",
};

export function ownershipEdgeRows(graph: OwnershipGraph): OwnershipEdgeRow[] {
  const nodes = new Map(graph.nodes.map((node) => [node.id, node]));
  const missing: OwnershipNode = { id: "", kind: "unknown", name: "Not known", crn: null, status: null, depth: 0, gap: null, detail: null };
  return graph.edges.map((edge: OwnershipEdge) => {
    const from = nodes.get(edge.from) ?? missing;
    const to = nodes.get(edge.to) ?? missing;
    return {
      key: edge.id, owner: from.name, ownerKind: NODE_KIND_WORDS[from.kind], ownerCrn: from.crn, owned: to.name, ownedCrn: to.crn,
      relation: RELATION_WORDS[edge.relation], what: edge.label, status: edge.ceased ? `Ceased on ${edge.ceased}` : "Current", gap: from.gap,
    };
  });
}

export const EDGE_SORTS = ["owner", "owned", "relation", "status"] as const;
export type EdgeSort = (typeof EDGE_SORTS)[number];
const KEYS: Record<EdgeSort, (row: OwnershipEdgeRow) => SortValue> = {
  owner: (row) => row.owner, owned: (row) => row.owned, relation: (row) => row.relation, status: (row) => row.status,
};

export function sortEdgeRows(rows: readonly OwnershipEdgeRow[], sort: EdgeSort, dir: SortDirection): OwnershipEdgeRow[] {
  return sortRows(rows, KEYS[sort], dir);
}
