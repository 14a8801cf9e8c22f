"use client";
// A link of the ownership drawing as ELK routed it, with its label in the box ELK placed for it (lib/ownership/
// graph-layout): React Flow's own edges would draw a curve of their own and put every label at its middle, where
// parallel links pile their labels on one another.
import { BaseEdge, EdgeLabelRenderer, type Edge, type EdgeProps } from "@xyflow/react";
import { LABEL_FONT_FAMILY, LABEL_FONT_SIZE, LABEL_LINE_HEIGHT, LABEL_PADDING } from "@/lib/ownership/edge-labels";
import type { PlacedEdge } from "@/lib/ownership/graph-layout";

export type ElkFlowEdge = Edge<{ placed: PlacedEdge }, "elk">;

export function ElkEdge({ id, data, markerEnd, style, sourceX, sourceY, targetX, targetY }: EdgeProps<ElkFlowEdge>) {
  const points = data?.placed.points.length ? data.placed.points : [{ x: sourceX, y: sourceY }, { x: targetX, y: targetY }];
  const path = points.map((point, index) => `${index === 0 ? "M" : "L"}${point.x},${point.y}`).join(" ");
  const label = data?.placed.label;
  return (
    <>
      <BaseEdge id={id} path={path} markerEnd={markerEnd} style={style} />
      {label ? (
        <EdgeLabelRenderer>
          {/* Sized by its words, not the box: the box is the room ELK kept clear, the words must fit inside it. */}
          <div aria-hidden="true" data-testid="ownership-edge-label" data-edge={id} className="absolute rounded-sm bg-surface/90 text-ink"
            style={{
              transform: `translate(${label.x}px, ${label.y}px)`, padding: LABEL_PADDING, fontSize: LABEL_FONT_SIZE,
              lineHeight: `${LABEL_LINE_HEIGHT}px`, fontFamily: LABEL_FONT_FAMILY, whiteSpace: "pre", left: 0, top: 0,
            }}>
            {label.lines.join("\n")}
          </div>
        </EdgeLabelRenderer>
      ) : null}
    </>
  );
}
