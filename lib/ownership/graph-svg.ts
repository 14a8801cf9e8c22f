// The ownership drawing as a standalone SVG file (the "Export SVG" button, and the PNG drawn from it): every node
// with its kind and gap, every edge with what it is, in fixed colours so the file reads the same anywhere.
import type { GraphLayout } from "./graph-layout";
import { NODE_KIND_WORDS, RELATION_WORDS } from "./ownership-edge-rows";
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
  const edges = graph.edges.flatMap((edge) => {
    const from = place.get(edge.from);
    const to = place.get(edge.to);
    if (!from || !to) return [];
    const x1 = from.x + from.width / 2 + MARGIN;
    const y1 = from.y + from.height + MARGIN;
    const x2 = to.x + to.width / 2 + MARGIN;
    const y2 = to.y + MARGIN;
    const words = `${RELATION_WORDS[edge.relation]}: ${edge.label}${edge.ceased ? ` (ceased ${edge.ceased})` : ""}`;
    const path = edge.from === edge.to
      ? `M${x1 - 30},${y1} C${x1 - 30},${y1 + 40} ${x1 + 30},${y1 + 40} ${x1 + 30},${y1}`
      : `M${x1},${y1} L${x2},${y2}`;
    const dash = edge.ceased || edge.relation === "ultimate-parent" || edge.relation === "statement" ? ' stroke-dasharray="6 4"' : "";
    return [`<g><title>${escapeXml(words)}</title><path d="${path}" fill="none" stroke="#5f6368" stroke-width="1.5"${dash} marker-end="url(#arrow)"/>`
      + `<text x="${(x1 + x2) / 2}" y="${(y1 + y2) / 2}" font-size="10" text-anchor="middle" fill="#202124">${escapeXml(clip(edge.label, 40))}</text></g>`];
  });
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
    + edges.join("") + nodes.join("") + "</svg>\n";
}
