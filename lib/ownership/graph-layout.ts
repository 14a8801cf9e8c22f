// Where each node of the ownership graph sits: ELK's layered layout, owners above what they own. elkjs is imported
// here on first use, so it is fetched only by the Ownership tab's drawing, never by the other pages.
import type { ElkNode } from "elkjs/lib/elk-api";
import type { OwnershipGraph } from "./ownership-graph";

export const NODE_WIDTH = 220;
export const NODE_HEIGHT = 64;

export interface PlacedNode { id: string; x: number; y: number; width: number; height: number }
export interface GraphLayout { nodes: PlacedNode[]; width: number; height: number }

export async function layoutOwnership(graph: OwnershipGraph): Promise<GraphLayout> {
  const { default: ELK } = await import("elkjs/lib/elk.bundled.js");
  const elk = new ELK();
  // Self-loops say nothing to the layering and ELK draws them itself; they are left out of the layout only.
  const edges = graph.edges.filter((edge) => edge.from !== edge.to).map((edge) => ({ id: edge.id, sources: [edge.from], targets: [edge.to] }));
  const input: ElkNode = {
    id: "ownership",
    layoutOptions: {
      "elk.algorithm": "layered", "elk.direction": "DOWN", "elk.spacing.nodeNode": "36",
      "elk.layered.spacing.nodeNodeBetweenLayers": "80", "elk.layered.cycleBreaking.strategy": "DEPTH_FIRST",
    },
    children: graph.nodes.map((node) => ({ id: node.id, width: NODE_WIDTH, height: NODE_HEIGHT })),
    edges,
  };
  const result = await elk.layout(input);
  const nodes = (result.children ?? []).map((child) => ({ id: child.id, x: child.x ?? 0, y: child.y ?? 0, width: child.width ?? NODE_WIDTH, height: child.height ?? NODE_HEIGHT }));
  return { nodes, width: result.width ?? 0, height: result.height ?? 0 };
}
