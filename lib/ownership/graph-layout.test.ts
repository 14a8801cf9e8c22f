import { describe, expect, it } from "vitest";
import { layoutOwnership, type PlacedLabel, type PlacedNode } from "./graph-layout";
import type { OwnershipEdge, OwnershipGraph, OwnershipNode } from "./ownership-graph";

const company = (crn: string, name: string): OwnershipNode => ({ id: `company:${crn}`, kind: "company", name, crn, status: null, depth: 0, gap: null, detail: null });
const link = (relation: OwnershipEdge["relation"], from: string, to: string, label: string, ceased: string | null = null): OwnershipEdge =>
  ({ id: `${relation}:${from}->${to}`, from, to, relation, label, natureCodes: [], percent: null, ceased, notified: null });

// Four links between the same two companies (PSC, shareholding, parent, ultimate parent), as a subsidiary of a group
// shows them, a company that names itself its own ultimate parent, and long PSC wordings: where labels used to pile up.
const pscWords = "Ownership of shares – 75% or more; Ownership of voting rights – 75% or more; Right to appoint and remove directors";
const graph: OwnershipGraph = {
  root: "00000001", depth: 3, lookups: 3, maxLookups: 25, notFollowed: [],
  nodes: [
    company("00000001", "Child Ltd"), company("00000002", "Parent Holdings Ltd"), company("00000003", "Sister Ltd"),
    { id: "person:JANE DOE:1970-01", kind: "person", name: "Jane Doe", crn: null, status: null, depth: 2, gap: null, detail: null },
  ],
  edges: [
    link("control", "company:00000002", "company:00000001", pscWords),
    link("shareholding", "company:00000002", "company:00000001", "Holds 100.0% of all shares"),
    link("parent", "company:00000002", "company:00000001", "Parent company"),
    link("ultimate-parent", "company:00000002", "company:00000001", "Ultimate parent company"),
    link("ultimate-parent", "company:00000002", "company:00000002", "Ultimate parent company"),
    link("control", "company:00000002", "company:00000003", pscWords),
    link("control", "person:JANE DOE:1970-01", "company:00000002", "Ownership of shares – more than 25% but not more than 50%", "2021-05-01"),
    link("shareholding", "person:JANE DOE:1970-01", "company:00000003", "Holds 12.5% of all shares"),
  ],
};

type Box = Pick<PlacedNode | PlacedLabel, "x" | "y" | "width" | "height">;
const intersect = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe("the ownership layout", () => {
  it("gives every link a label box with all its words, clear of every other label and of every party", async () => {
    const layout = await layoutOwnership(graph);
    const labels = layout.edges.map((edge) => ({ id: edge.id, label: edge.label as PlacedLabel }));
    expect(labels.map((item) => item.id).sort()).toEqual(graph.edges.map((edge) => edge.id).sort());
    for (const edge of graph.edges) {
      const words = labels.find((item) => item.id === edge.id)?.label.lines.join(" ");
      expect(words).toBe(edge.ceased ? `${edge.label} (ceased ${edge.ceased})` : edge.label);
    }
    for (const [index, { id, label }] of labels.entries()) {
      for (const other of labels.slice(index + 1)) expect(intersect(label, other.label), `${id} and ${other.id}`).toBe(false);
      for (const node of layout.nodes) expect(intersect(label, node), `${id} over ${node.id}`).toBe(false);
      expect(label.x + label.width).toBeLessThanOrEqual(layout.width);
      expect(label.y + label.height).toBeLessThanOrEqual(layout.height);
    }
  });

  it("routes every link from its owner to what it owns, with the label's box sized to its lines", async () => {
    const measure = (text: string) => text.length * 6;
    const layout = await layoutOwnership(graph, measure);
    const nodes = new Map(layout.nodes.map((node) => [node.id, node]));
    for (const edge of graph.edges.filter((item) => item.from !== item.to)) {
      const placed = layout.edges.find((item) => item.id === edge.id);
      const [start, end] = [placed?.points[0], placed?.points.at(-1)];
      const [owner, owned] = [nodes.get(edge.from) as PlacedNode, nodes.get(edge.to) as PlacedNode];
      expect(start?.y).toBeCloseTo(owner.y + owner.height);
      expect(end?.y).toBeCloseTo(owned.y);
      const label = placed?.label as PlacedLabel;
      expect(label.width).toBeGreaterThanOrEqual(Math.max(...label.lines.map(measure)));
      expect(label.height).toBeGreaterThanOrEqual(label.lines.length * 14);
    }
    // The long PSC wording is wrapped, not drawn as one line across its neighbours.
    expect(layout.edges.find((item) => item.id === graph.edges[0].id)?.label?.lines.length).toBeGreaterThan(1);
  });
});
