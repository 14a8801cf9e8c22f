"use client";
// The ownership drawing: React Flow (pan, zoom, Tab moves focus along nodes and then edges, each announced by its
// label) over the ELK layout, with SVG and PNG exports drawn from the same layout. Loaded only by the Ownership tab.
import { Background, Controls, MarkerType, ReactFlow, type Edge, type Node } from "@xyflow/react";
import "@xyflow/react/dist/style.css";
import { useEffect, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { layoutOwnership, type GraphLayout } from "@/lib/ownership/graph-layout";
import { ownershipSvg } from "@/lib/ownership/graph-svg";
import { NODE_KIND_WORDS, RELATION_WORDS } from "@/lib/ownership/ownership-edge-rows";
import type { OwnershipGraph } from "@/lib/ownership/ownership-graph";

export function OwnershipGraphView({ graph, title }: { graph: OwnershipGraph; title: string }) {
  const [layout, setLayout] = useState<GraphLayout | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    layoutOwnership(graph).then((next) => live && setLayout(next), () => live && setFailed(true));
    return () => { live = false; };
  }, [graph]);

  const { nodes, edges } = useMemo(() => toFlow(graph, layout), [graph, layout]);
  if (failed) return <p role="alert">The drawing could not be laid out; the table below lists every link.</p>;
  if (!layout) return <p role="status">Laying out the drawing…</p>;
  const file = `ownership-${graph.root}`;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={() => download(new Blob([ownershipSvg(graph, layout, title)], { type: "image/svg+xml" }), `${file}.svg`)}>Export SVG</Button>
        <Button type="button" onClick={() => void exportPng(ownershipSvg(graph, layout, title), `${file}.png`)}>Export PNG</Button>
      </div>
      <div className="h-[60vh] min-h-80 w-full rounded border border-line" data-testid="ownership-graph">
        <ReactFlow nodes={nodes} edges={edges} fitView nodesDraggable={false} nodesConnectable={false} elementsSelectable
          minZoom={0.1} proOptions={{ hideAttribution: true }} aria-label={title}>
          <Background />
          <Controls showInteractive={false} />
        </ReactFlow>
      </div>
      <p className="text-sm text-ink-muted">Arrows point from owner to owned. Dashed: a gap (not followed, unnamed, registered abroad, ceased) or an indirect link. Tab moves through the parties and then the links; the table below holds the same.</p>
    </div>
  );
}

function toFlow(graph: OwnershipGraph, layout: GraphLayout | null): { nodes: Node[]; edges: Edge[] } {
  const place = new Map((layout?.nodes ?? []).map((node) => [node.id, node]));
  const nodes: Node[] = graph.nodes.map((node) => {
    const at = place.get(node.id);
    const root = node.crn === graph.root;
    return {
      id: node.id, position: { x: at?.x ?? 0, y: at?.y ?? 0 }, width: at?.width, height: at?.height,
      ariaLabel: [node.name, NODE_KIND_WORDS[node.kind], node.crn, node.gap].filter(Boolean).join(", "),
      data: { label: (
        <div className="text-left text-xs" data-testid="ownership-node" data-crn={node.crn ?? undefined}>
          <div className="font-semibold">{node.name}</div>
          <div>{NODE_KIND_WORDS[node.kind]}{node.crn ? ` ${node.crn}` : ""}</div>
          {node.gap ? <div className="italic">{node.gap}</div> : null}
        </div>
      ) },
      style: { width: at?.width, borderStyle: node.gap ? "dashed" : "solid", borderWidth: root ? 3 : 1 },
    };
  });
  const edges: Edge[] = graph.edges.map((edge) => ({
    id: edge.id, source: edge.from, target: edge.to, label: edge.label,
    ariaLabel: `${RELATION_WORDS[edge.relation]}: ${edge.label}${edge.ceased ? `, ceased ${edge.ceased}` : ""}`,
    markerEnd: { type: MarkerType.ArrowClosed },
    style: edge.ceased || edge.relation === "ultimate-parent" || edge.relation === "statement" ? { strokeDasharray: "6 4" } : undefined,
  }));
  return { nodes, edges };
}

function download(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

async function exportPng(svg: string, name: string) {
  const url = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement("canvas");
    // Twice the drawing's size, so the image stays sharp when pasted into a report.
    canvas.width = image.width * 2;
    canvas.height = image.height * 2;
    const context = canvas.getContext("2d");
    if (!context) return;
    context.scale(2, 2);
    context.drawImage(image, 0, 0);
    const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
    if (png) download(png, name);
  } finally {
    URL.revokeObjectURL(url);
  }
}
