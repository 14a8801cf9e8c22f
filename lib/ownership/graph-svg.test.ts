import { describe, expect, it } from "vitest";
import { layoutOwnership } from "./graph-layout";
import { ownershipSvg } from "./graph-svg";
import type { OwnershipGraph } from "./ownership-graph";

const graph: OwnershipGraph = {
  root: "00000001", depth: 3, lookups: 1, maxLookups: 25, notFollowed: [],
  nodes: [
    { id: "company:00000001", kind: "company", name: "Child & Co Ltd", crn: "00000001", status: "Active", depth: 0, gap: null, detail: null },
    { id: "company:00000002", kind: "company", name: "Parent Ltd", crn: "00000002", status: null, depth: 1, gap: "Owners not looked up: beyond the depth of 1", detail: null },
    { id: "unknown:00000001:0", kind: "unknown", name: "Controller not named", crn: null, status: null, depth: 1, gap: "The register does not name this controller", detail: null },
  ],
  edges: [
    { id: "parent:a", from: "company:00000002", to: "company:00000001", relation: "parent", label: "Parent company", natureCodes: [], percent: null, ceased: null, notified: null },
    { id: "control:b", from: "unknown:00000001:0", to: "company:00000001", relation: "control", label: "Ownership of shares – 75% or more", natureCodes: [], percent: null, ceased: "2020-01-01", notified: null },
    { id: "control:c", from: "company:00000002", to: "company:00000001", relation: "control", label: "Ownership of shares – 75% or more; Right to appoint and remove directors", natureCodes: [], percent: null, ceased: null, notified: null },
  ],
};

describe("the ownership SVG", () => {
  it("lays out owners above the company and draws every node, edge and gap, escaped", async () => {
    const layout = await layoutOwnership(graph);
    const place = new Map(layout.nodes.map((node) => [node.id, node]));
    expect(place.get("company:00000002")!.y).toBeLessThan(place.get("company:00000001")!.y);
    const svg = ownershipSvg(graph, layout, "Ownership of Child & Co Ltd");
    expect(svg).toContain("<title id=\"t\">Ownership of Child &#38; Co Ltd</title>");
    expect(svg.match(/<rect [^>]*rx="8"/g)).toHaveLength(3);
    expect(svg.match(/marker-end/g)).toHaveLength(3);
    expect(svg).toContain("beyond the depth of 1");
    expect(svg).toContain("Unknown controller");
    expect(svg).toContain("ceased 2020-01-01");
  });

  it("draws each link along its route and its label, whole, in the box the layout placed for it", async () => {
    const layout = await layoutOwnership(graph);
    const svg = ownershipSvg(graph, layout, "Ownership");
    for (const edge of layout.edges) {
      const label = edge.label;
      if (!label) throw new Error(`no label for ${edge.id}`);
      const group = svg.match(new RegExp(`<g class="edge-label" data-edge="${edge.id}"><rect x="([\\d.]+)" y="([\\d.]+)" width="([\\d.]+)" height="([\\d.]+)"[^>]*/><text[^>]*>(.*?)</text></g>`));
      expect(group, edge.id).not.toBeNull();
      const [x, y, width, height] = (group as RegExpMatchArray).slice(1, 5).map(Number);
      // 24: the file's margin around the drawing.
      expect([x - 24, y - 24, width, height].map(Math.round)).toEqual([label.x, label.y, label.width, label.height].map(Math.round));
      const words = [...(group as RegExpMatchArray)[5].matchAll(/<tspan[^>]*>(.*?)<\/tspan>/g)].map((line) => line[1]).join(" ");
      const source = graph.edges.find((item) => item.id === edge.id);
      expect(words).toBe(`${source?.label}${source?.ceased ? ` (ceased ${source.ceased})` : ""}`.replace("&", "&#38;"));
      const start = edge.points[0];
      expect(svg).toContain(`d="M${start.x + 24},${start.y + 24} L`);
    }
  });
});
