import { describe, expect, it } from "vitest";
import type { ControllerFact, OwnershipFacts } from "./ownership-facts";
import { buildOwnershipGraph, companyId, type OwnershipLookup } from "./ownership-graph";

const corporate = (name: string, companyNumber: string | null, extra: Partial<ControllerFact> = {}): ControllerFact => ({
  name, corporate: true, companyNumber, registered: companyNumber ? null : "Societe anonyme, B123, Luxembourg", notified: "2020-01-01", ceased: null,
  natureCodes: ["ownership-of-shares-75-to-100-percent"], natureWords: ["Ownership of shares – 75% or more"], birthDate: null, nationality: null, ...extra,
});
const person = (name: string, extra: Partial<ControllerFact> = {}): ControllerFact => ({
  ...corporate(name, null), corporate: false, registered: null, birthDate: "1970-05", nationality: "British", ...extra,
});
const facts = (number: string, controllers: ControllerFact[], extra: Partial<OwnershipFacts> = {}): OwnershipFacts => ({
  number, name: `Company ${number} Ltd`, status: "Active", controllers, holders: [], parent: null, ultimateParent: null, ...extra,
});
const lookupOf = (all: OwnershipFacts[]) => {
  const calls: string[] = [];
  const lookup: OwnershipLookup = async (crn) => {
    calls.push(crn);
    return all.find((item) => item.number === crn) ?? { missing: `No company found with number ${crn}` };
  };
  return { lookup, calls };
};

describe("the ownership graph", () => {
  it("follows a cycle of companies once each and keeps both edges", async () => {
    const { lookup, calls } = lookupOf([facts("00000001", [corporate("B", "00000002")]), facts("00000002", [corporate("A", "00000001")])]);
    const graph = await buildOwnershipGraph("00000001", lookup);
    expect(calls).toEqual(["00000001", "00000002"]);
    const pairs = graph.edges.map((edge) => `${edge.from}>${edge.to}`);
    expect(pairs).toContain(`${companyId("00000002")}>${companyId("00000001")}`);
    expect(pairs).toContain(`${companyId("00000001")}>${companyId("00000002")}`);
  });

  it("draws a company that controls itself as a loop, looked up once", async () => {
    const { lookup, calls } = lookupOf([facts("00000001", [corporate("A itself", "00000001")])]);
    const graph = await buildOwnershipGraph("00000001", lookup);
    expect(calls).toEqual(["00000001"]);
    expect(graph.edges).toEqual([expect.objectContaining({ from: companyId("00000001"), to: companyId("00000001"), relation: "control" })]);
  });

  it("stops at the chosen depth and marks the owner it did not follow", async () => {
    const chain = ["00000001", "00000002", "00000003", "00000004"].map((crn, index, all) => facts(crn, [corporate(`Owner of ${crn}`, all[index + 1] ?? null)]));
    const { lookup, calls } = lookupOf(chain);
    const graph = await buildOwnershipGraph("00000001", lookup, { depth: 2 });
    expect(calls).toEqual(["00000001", "00000002", "00000003"]);
    expect(graph.notFollowed).toEqual(["00000004"]);
    expect(graph.nodes.find((node) => node.crn === "00000004")?.gap).toMatch(/beyond the depth of 2/);
  });

  it("never makes more lookups than its cap, and says which owners it left", async () => {
    const wide = facts("00000001", Array.from({ length: 8 }, (_, index) => corporate(`Owner ${index}`, String(index + 10).padStart(8, "0"))));
    const { lookup, calls } = lookupOf([wide]);
    const graph = await buildOwnershipGraph("00000001", lookup, { maxLookups: 3 });
    expect(calls).toHaveLength(3);
    expect(graph.nodes.filter((node) => node.gap?.includes("limit of 3 company lookups"))).toHaveLength(6);
  });

  it("draws unknown, foreign, ceased and absent controllers as their own labelled nodes", async () => {
    const { lookup } = lookupOf([
      facts("00000001", [corporate("", null, { name: null }), corporate("Holdings SA", null), person("Jane Smith", { ceased: "2023-04-01" })], { parent: { name: "Gone Ltd", number: "00000009", crn: "00000009", self: false } }),
    ]);
    const graph = await buildOwnershipGraph("00000001", lookup);
    const byKind = (kind: string) => graph.nodes.filter((node) => node.kind === kind);
    expect(byKind("unknown")[0].gap).toMatch(/does not name/);
    expect(byKind("entity")[0].gap).toMatch(/no UK company number/);
    expect(byKind("person")[0].gap).toBe("Ceased on 2023-04-01");
    expect(graph.edges.find((edge) => edge.from.startsWith("person:"))?.ceased).toBe("2023-04-01");
    expect(graph.nodes.find((node) => node.crn === "00000009")?.gap).toBe("No company found with number 00000009");
    expect(graph.edges.find((edge) => edge.relation === "parent")?.label).toBe("Parent company");
  });

  it("says so when no PSC is notified, and adds the subsidiaries seen", async () => {
    const { lookup } = lookupOf([facts("00000001", [])]);
    const graph = await buildOwnershipGraph("00000001", lookup, { subsidiaries: [{ number: "00000005", name: "Child Ltd", status: "Active" }] });
    expect(graph.nodes.find((node) => node.kind === "no-psc")?.name).toBe("No PSC notified");
    expect(graph.edges.find((edge) => edge.relation === "subsidiary")).toMatchObject({ from: companyId("00000001"), to: companyId("00000005") });
  });
});
