"use client";
// The ownership drawing: React Flow (pan, zoom; Tab moves focus along nodes and then edges, the arrow keys along
// the ownership itself, each move announced) over the ELK layout, with SVG and PNG exports drawn from the same
// layout. Loaded only by the Ownership tab.
import { Background, Controls, MarkerType, ReactFlow, type EdgeTypes, type Node, type ReactFlowInstance } from "@xyflow/react";
import "@xyflow/react/dist/style.css";
import { useRouter } from "next/navigation";
import { useEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { canvasTextWidth } from "@/lib/ownership/edge-labels";
import { describeFocus, isNavigationKey, nextFocus, nodeLabel, type GraphFocus } from "@/lib/ownership/graph-navigation";
import { layoutOwnership, type GraphLayout } from "@/lib/ownership/graph-layout";
import { ownershipSvg } from "@/lib/ownership/graph-svg";
import { NODE_KIND_WORDS, RELATION_WORDS } from "@/lib/ownership/ownership-edge-rows";
import type { OwnershipGraph } from "@/lib/ownership/ownership-graph";
import { companyHref } from "../company-tabs";
import { ElkEdge, type ElkFlowEdge } from "./elk-edge";

// React Flow's own stylesheet removes the focus outline; these put a visible ring back (important, to win over it).
const NODE_FOCUS = "focus-visible:outline-3! focus-visible:outline-solid! focus-visible:outline-offset-2! focus-visible:outline-brand!";
const EDGE_FOCUS = "[&:focus-visible_.react-flow__edge-path]:stroke-brand! [&:focus-visible_.react-flow__edge-path]:stroke-[4px]!";
// Declared once, outside the component: React Flow warns when the edge types change between renders.
const EDGE_TYPES: EdgeTypes = { elk: ElkEdge };

export function OwnershipGraphView({ graph, title }: { graph: OwnershipGraph; title: string }) {
  const [layout, setLayout] = useState<GraphLayout | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    // Labels measured in the font the browser draws them in, so ELK keeps room for exactly their words.
    layoutOwnership(graph, canvasTextWidth()).then((next) => live && setLayout(next), () => live && setFailed(true));
    return () => { live = false; };
  }, [graph]);

  const { nodes, edges } = useMemo(() => toFlow(graph, layout), [graph, layout]);
  const keyboard = useGraphKeyboard(graph, layout);
  if (failed) return <p role="alert">The drawing could not be laid out; the table below lists every link.</p>;
  if (!layout) return <p role="status">Laying out the drawing…</p>;
  const file = `ownership-${graph.root}`;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={() => download(new Blob([ownershipSvg(graph, layout, title)], { type: "image/svg+xml" }), `${file}.svg`)}>Export SVG</Button>
        <Button type="button" onClick={() => void exportPng(ownershipSvg(graph, layout, title), `${file}.png`)}>Export PNG</Button>
      </div>
      {/* Key events bubble up from the focused node or edge; the drawing itself is React Flow's application region. */}
      <div ref={keyboard.container} className="h-[60vh] min-h-80 w-full rounded border border-line" data-testid="ownership-graph"
        onKeyDownCapture={keyboard.onKeyDown} onFocusCapture={keyboard.onFocus}>
        <ReactFlow nodes={nodes} edges={edges} edgeTypes={EDGE_TYPES} fitView nodesDraggable={false} nodesConnectable={false} elementsSelectable
          minZoom={0.1} proOptions={{ hideAttribution: true }} aria-label={title} onInit={keyboard.onInit}>
          <Background />
          <Controls showInteractive={false} />
        </ReactFlow>
      </div>
      <p aria-live="polite" className="min-h-5 text-sm" data-testid="ownership-focus">{keyboard.announcement}</p>
      <p className="text-sm text-ink-muted">Arrows point from owner to owned. Dashed: a gap (not followed, unnamed, registered abroad, ceased) or an indirect link. Keyboard: Tab reaches the drawing; Up moves to an owner, Down to a company owned (through the link between them), Left and Right among co-owners, Home back to this company, Enter opens a company&apos;s ownership. The table below holds the same.</p>
    </div>
  );
}

function toFlow(graph: OwnershipGraph, layout: GraphLayout | null): { nodes: Node[]; edges: ElkFlowEdge[] } {
  const place = new Map((layout?.nodes ?? []).map((node) => [node.id, node]));
  const routes = new Map((layout?.edges ?? []).map((edge) => [edge.id, edge]));
  const nodes: Node[] = graph.nodes.map((node) => {
    const at = place.get(node.id);
    const root = node.crn === graph.root;
    return {
      id: node.id, position: { x: at?.x ?? 0, y: at?.y ?? 0 }, width: at?.width, height: at?.height,
      ariaLabel: nodeLabel(node), className: NODE_FOCUS,
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
  const edges: ElkFlowEdge[] = graph.edges.map((edge) => ({
    id: edge.id, source: edge.from, target: edge.to, type: "elk",
    data: { placed: routes.get(edge.id) ?? { id: edge.id, points: [], label: null } },
    ariaLabel: `${RELATION_WORDS[edge.relation]}: ${edge.label}${edge.ceased ? `, ceased ${edge.ceased}` : ""}`,
    markerEnd: { type: MarkerType.ArrowClosed }, className: EDGE_FOCUS,
    style: edge.ceased || edge.relation === "ultimate-parent" || edge.relation === "statement" ? { strokeDasharray: "6 4" } : undefined,
  }));
  return { nodes, edges };
}

/**
 * Arrow keys move focus along the ownership (lib/ownership/graph-navigation), the view centred on where it lands;
 * every focus, by arrow or by Tab, is announced with its relation to the rest; Enter opens a company's ownership.
 */
function useGraphKeyboard(graph: OwnershipGraph, layout: GraphLayout | null) {
  const router = useRouter();
  const container = useRef<HTMLDivElement>(null);
  const flow = useRef<ReactFlowInstance<Node, ElkFlowEdge> | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const places = useMemo(() => new Map((layout?.nodes ?? []).map((node) => [node.id, node])), [layout]);

  const focused = (target: EventTarget | null): GraphFocus | null => {
    const element = target instanceof Element ? target.closest<HTMLElement | SVGElement>(".react-flow__node[data-id], .react-flow__edge[data-id]") : null;
    const id = element?.dataset.id;
    if (!element || !id) return null;
    return element.classList.contains("react-flow__node") ? { kind: "node", id } : { kind: "edge", id };
  };

  const centre = (focus: GraphFocus) => {
    const ends = focus.kind === "node" ? [focus.id] : (() => {
      const edge = graph.edges.find((item) => item.id === focus.id);
      return edge ? [edge.from, edge.to] : [];
    })();
    const points = ends.flatMap((id) => (places.get(id) ? [places.get(id)!] : []));
    if (!points.length || !flow.current) return;
    const x = points.reduce((sum, at) => sum + at.x + at.width / 2, 0) / points.length;
    const y = points.reduce((sum, at) => sum + at.y + at.height / 2, 0) / points.length;
    void flow.current.setCenter(x, y, { zoom: Math.max(flow.current.getZoom(), 0.6), duration: 0 });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = focused(event.target);
    if (!current) return;
    if (event.key === "Enter" && current.kind === "node") {
      const crn = graph.nodes.find((node) => node.id === current.id)?.crn;
      if (!crn) return;
      event.preventDefault();
      event.stopPropagation();
      router.push(companyHref(crn, "ownership"));
      return;
    }
    if (!isNavigationKey(event.key)) return;
    // Taken here, before React Flow would read arrows as moving the selection.
    event.preventDefault();
    event.stopPropagation();
    const next = nextFocus(graph, current, event.key, (id) => places.get(id)?.x ?? 0);
    if (!next) {
      setAnnouncement(`${describeFocus(graph, current)} Nothing further that way.`);
      return;
    }
    centre(next);
    container.current?.querySelector<HTMLElement | SVGElement>(`${next.kind === "node" ? ".react-flow__node" : ".react-flow__edge"}[data-id="${CSS.escape(next.id)}"]`)?.focus();
  };

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const current = focused(event.target);
    if (current) setAnnouncement(describeFocus(graph, current));
  };

  return { container, announcement, onKeyDown, onFocus, onInit: (instance: ReactFlowInstance<Node, ElkFlowEdge>) => { flow.current = instance; } };
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
