// Where each part of the ownership drawing sits: ELK's layered layout, owners above what they own, each link routed
// by ELK and its label given to ELK as an edge label of known size, so ELK keeps labels clear of each other and of
// the parties (not piled on the links where parallel links meet). The screen and the SVG export both draw from this.
// elkjs is imported here on first use, so it is fetched only by the Ownership tab's drawing, never by other pages.
import type { ElkExtendedEdge, ElkNode } from "elkjs/lib/elk-api";
import { edgeLabelText, estimateTextWidth, labelBox, type MeasureText } from "./edge-labels";
import type { OwnershipGraph } from "./ownership-graph";

export const NODE_WIDTH = 220;
export const NODE_HEIGHT = 64;

export interface Point { x: number; y: number }
export interface PlacedNode extends Point { id: string; width: number; height: number }
export interface PlacedLabel extends Point { width: number; height: number; lines: string[] }
/** A link's route from owner to owned (start, bends, end) and its label's box. */
export interface PlacedEdge { id: string; points: Point[]; label: PlacedLabel | null }
export interface GraphLayout { nodes: PlacedNode[]; edges: PlacedEdge[]; width: number; height: number }

export async function layoutOwnership(graph: OwnershipGraph, measure: MeasureText = estimateTextWidth): Promise<GraphLayout> {
  const { default: ELK } = await import("elkjs/lib/elk.bundled.js");
  const elk = new ELK();
  const boxes = new Map(graph.edges.map((edge) => [edge.id, labelBox(edgeLabelText(edge), measure)]));
  const input: ElkNode = {
    id: "ownership",
    layoutOptions: {
      "elk.algorithm": "layered", "elk.direction": "DOWN", "elk.spacing.nodeNode": "36",
      "elk.layered.spacing.nodeNodeBetweenLayers": "80", "elk.layered.cycleBreaking.strategy": "DEPTH_FIRST",
      "elk.edgeRouting": "POLYLINE", "elk.edgeLabels.placement": "CENTER",
      "elk.spacing.edgeLabel": "6", "elk.spacing.edgeEdge": "16", "elk.spacing.edgeNode": "16",
    },
    children: graph.nodes.map((node) => ({ id: node.id, width: NODE_WIDTH, height: NODE_HEIGHT })),
    edges: graph.edges.map((edge) => {
      const box = boxes.get(edge.id);
      // ELK leaves a label without text unplaced (at 0,0), whatever its size.
      const labels = box ? [{ id: `${edge.id}#label`, text: box.lines.join(" "), width: box.width, height: box.height }] : [];
      return { id: edge.id, sources: [edge.from], targets: [edge.to], labels };
    }),
  };
  const result = await elk.layout(input);
  const nodes = (result.children ?? []).map((child) => ({ id: child.id, x: child.x ?? 0, y: child.y ?? 0, width: child.width ?? NODE_WIDTH, height: child.height ?? NODE_HEIGHT }));
  const edges = (result.edges ?? []).map((edge) => placedEdge(edge, boxes.get(edge.id)?.lines ?? []));
  return { nodes, edges, width: result.width ?? 0, height: result.height ?? 0 };
}

function placedEdge(edge: ElkExtendedEdge, lines: string[]): PlacedEdge {
  const points = (edge.sections ?? []).flatMap((section, index) => [
    ...(index === 0 ? [section.startPoint] : []), ...(section.bendPoints ?? []), section.endPoint,
  ]);
  const label = edge.labels?.[0];
  return {
    id: edge.id, points,
    label: label ? { x: label.x ?? 0, y: label.y ?? 0, width: label.width ?? 0, height: label.height ?? 0, lines } : null,
  };
}
