// The ownership drawing as a standalone SVG file (the "Export SVG" button, and the PNG drawn from it): every node
// with its kind and gap, every edge with what it is, in fixed colours so the file reads the same anywhere.
import { edgeDescription, LABEL_FONT_FAMILY, LABEL_FONT_SIZE, LABEL_LINE_HEIGHT, LABEL_PADDING } from "./edge-labels";
import type { GraphLayout, PlacedLabel } from "./graph-layout";
import { NODE_KIND_WORDS } from "./ownership-edge-rows";
import type { NodeKind, OwnershipGraph } from "./ownership-graph";

const FILL: Record<NodeKind, string> = {
  company: "#e8f0fe", person: "#e6f4ea", entity: "#fef7e0", shareholder: "#f1f3f4", unknown: "#fce8e6", "no-psc": "#fce8e6",
};
const MARGIN = 24;

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const clip = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

export function ownershipSvg(graph: OwnershipGraph, layout: GraphLayout, title: string): string {
  const place = new Map(layout.nodes.map((node) => [node.id, node]));
  const width = layout.width + MARGIN * 2;
  const height = layout.height + MARGIN * 2;
  const routes = new Map(layout.edges.map((edge) => [edge.id, edge]));
  const edges = graph.edges.flatMap((edge) => {
    const route = routes.get(edge.id);
    if (!route || route.points.length < 2) return [];
    const path = route.points.map((point, index) => `${index === 0 ? "M" : "L"}${point.x + MARGIN},${point.y + MARGIN}`).join(" ");
    const dash = edge.ceased || edge.relation === "ultimate-parent" || edge.relation === "statement" ? ' stroke-dasharray="6 4"' : "";
    return [`<g><title>${escapeXml(edgeDescription(edge))}</title><path d="${path}" fill="none" stroke="#5f6368" stroke-width="1.5"${dash} marker-end="url(#arrow)"/></g>`];
  });
  // Labels after the links, so no link is drawn across another's words.
  const labels = layout.edges.flatMap(({ id, label }) => (label ? [labelSvg(id, label)] : []));
  const nodes = graph.nodes.flatMap((node) => {
    const at = place.get(node.id);
    if (!at) return [];
    const x = at.x + MARGIN;
    const y = at.y + MARGIN;
    const dash = node.gap ? ' stroke-dasharray="4 3"' : "";
    const lines = [clip(node.name, 34), `${NODE_KIND_WORDS[node.kind]}${node.crn ? ` ${node.crn}` : ""}`, node.gap ? clip(node.gap, 40) : node.status ?? ""];
    return [`<g><title>${escapeXml([node.name, NODE_KIND_WORDS[node.kind], node.gap].filter(Boolean).join(" — "))}</title>`
      + `<rect x="${x}" y="${y}" width="${at.width}" height="${at.height}" rx="8" fill="${FILL[node.kind]}" stroke="${node.id === `company:${graph.root}` ? "#1a73e8" : "#5f6368"}" stroke-width="${node.id === `company:${graph.root}` ? 3 : 1}"${dash}/>`
      + lines.map((line, index) => `<text x="${x + 8}" y="${y + 18 + index * 16}" font-size="${index === 0 ? 12 : 10}" font-weight="${index === 0 ? 600 : 400}" fill="#202124">${escapeXml(line)}</text>`).join("")
      + "</g>"];
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="Arial, Helvetica, sans-serif" role="img" aria-labelledby="t">`
    + `<title id="t">${escapeXml(title)}</title><rect width="100%" height="100%" fill="#ffffff"/>`
    + `<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#5f6368"/></marker></defs>`
    + edges.join("") + labels.join("") + nodes.join("") + "</svg>\n";
}

/** A link's label in the box ELK placed it in: a white ground under its lines, so a link passing by stays legible. */
function labelSvg(edgeId: string, label: PlacedLabel): string {
  const x = label.x + MARGIN;
  const y = label.y + MARGIN;
  const lines = label.lines.map((line, index) => `<tspan x="${x + LABEL_PADDING}" y="${y + LABEL_PADDING + (index + 1) * LABEL_LINE_HEIGHT - 3}">${escapeXml(line)}</tspan>`).join("");
  return `<g class="edge-label" data-edge="${escapeXml(edgeId)}"><rect x="${x}" y="${y}" width="${label.width}" height="${label.height}" fill="#ffffff" fill-opacity="0.9"/>`
    + `<text font-size="${LABEL_FONT_SIZE}" font-family="${LABEL_FONT_FAMILY}" fill="#202124">${lines}</text></g>`;
}
