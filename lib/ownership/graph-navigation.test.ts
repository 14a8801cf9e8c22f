import { describe, expect, it } from "vitest";
import { describeFocus, nextFocus } from "./graph-navigation";
import type { OwnershipEdge, OwnershipGraph, OwnershipNode } from "./ownership-graph";

const node = (id: string, name: string, crn: string | null = null): OwnershipNode => ({
  id, kind: crn ? "company" : "person", name, crn, status: null, depth: 0, gap: null, detail: null,
});
const edge = (id: string, from: string, to: string, label = "Ownership of shares – 75% or more"): OwnershipEdge => ({
  id, from, to, relation: "control", label, natureCodes: [], percent: null, ceased: null, notified: null,
});

// Two owners of the child (a parent company and a person); the parent has its own owner; the child owns a subsidiary.
const graph: OwnershipGraph = {
  root: "00000001", depth: 3, lookups: 2, maxLookups: 25, notFollowed: [],
  nodes: [node("c1", "CHILD LTD", "00000001"), node("c2", "PARENT LTD", "00000002"), node("p1", "Jane Smith"), node("c3", "TOP PLC", "00000003"), node("c4", "SUB LTD", "00000004")],
  edges: [edge("e1", "c2", "c1"), edge("e2", "p1", "c1"), edge("e3", "c3", "c2"), edge("e4", "c1", "c4")],
};

describe("keyboard travel along the ownership drawing", () => {
  it("goes up through the link to the owner and on to the owner's owner", () => {
    expect(nextFocus(graph, { kind: "node", id: "c1" }, "ArrowUp")).toEqual({ kind: "edge", id: "e1" });
    expect(nextFocus(graph, { kind: "edge", id: "e1" }, "ArrowUp")).toEqual({ kind: "node", id: "c2" });
    expect(nextFocus(graph, { kind: "node", id: "c2" }, "ArrowUp")).toEqual({ kind: "edge", id: "e3" });
    expect(nextFocus(graph, { kind: "edge", id: "e3" }, "ArrowUp")).toEqual({ kind: "node", id: "c3" });
    expect(nextFocus(graph, { kind: "node", id: "c3" }, "ArrowUp")).toBeNull();
  });

  it("goes down to the company owned, and Home returns to the company asked about", () => {
    expect(nextFocus(graph, { kind: "node", id: "c1" }, "ArrowDown")).toEqual({ kind: "edge", id: "e4" });
    expect(nextFocus(graph, { kind: "edge", id: "e4" }, "ArrowDown")).toEqual({ kind: "node", id: "c4" });
    expect(nextFocus(graph, { kind: "node", id: "c3" }, "Home")).toEqual({ kind: "node", id: "c1" });
  });

  it("moves among siblings in the drawing's left-to-right order: co-owners, and the links into one company", () => {
    const order = (id: string) => ({ p1: 0, c2: 1 } as Record<string, number>)[id] ?? 5;
    expect(nextFocus(graph, { kind: "node", id: "p1" }, "ArrowRight", order)).toEqual({ kind: "node", id: "c2" });
    expect(nextFocus(graph, { kind: "node", id: "c2" }, "ArrowLeft", order)).toEqual({ kind: "node", id: "p1" });
    expect(nextFocus(graph, { kind: "node", id: "c2" }, "ArrowRight", order)).toBeNull();
    expect(nextFocus(graph, { kind: "edge", id: "e2" }, "ArrowRight", order)).toEqual({ kind: "edge", id: "e1" });
    expect(nextFocus(graph, { kind: "edge", id: "e1" }, "ArrowUp", order)).toEqual({ kind: "node", id: "c2" });
  });

  it("announces each party and link by its relation to the others", () => {
    expect(describeFocus(graph, { kind: "node", id: "c1" })).toBe(
      "CHILD LTD, UK company, 00000001 (the company asked about). Owned or controlled by PARENT LTD, Jane Smith. Owns or controls SUB LTD. Enter opens its ownership.",
    );
    expect(describeFocus(graph, { kind: "edge", id: "e3" })).toMatch(/^Link: TOP PLC, significant control \(psc\) \(Ownership of shares – 75% or more\) of PARENT LTD\./);
    expect(describeFocus(graph, { kind: "node", id: "p1" })).not.toContain("Enter");
    const twice = { ...graph, edges: [...graph.edges, { ...edge("e5", "c2", "c1"), relation: "parent" as const, label: "Parent company" }] };
    expect(describeFocus(twice, { kind: "node", id: "c1" })).toContain("Owned or controlled by PARENT LTD, Jane Smith (3 links).");
  });
});
