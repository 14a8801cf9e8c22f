import { describe, expect, it } from "vitest";
import { ownershipChain } from "./ownership-chain";

const row = (owner: string, ownerCrn: string | null, owned: string, ownedCrn: string | null, status = "Current") => ({
  owner, ownerKind: ownerCrn ? "UK company" : "Individual", ownerCrn, owned, ownedCrn, relation: "Shareholder", what: "75% or more", status, gap: null,
});

const company = { name: "Child Ltd", number: "00000001" };

describe("ownershipChain", () => {
  it("walks up from the company, level by level, through the owners shown", () => {
    const levels = ownershipChain([
      row("Parent Ltd", "00000002", "Child Ltd", "00000001"),
      row("Jane Doe", null, "Child Ltd", "00000001"),
      row("Top plc", "00000003", "Parent Ltd", "00000002"),
      row("Child Ltd", "00000001", "Sub Ltd", "00000009"),
    ], company);
    expect(levels.map((level) => level.links.map((link) => link.owner))).toEqual([["Parent Ltd", "Jane Doe"], ["Top plc"]]);
    expect(levels[1].links[0]).toMatchObject({ owned: "Parent Ltd", ownedCrn: "00000002" });
  });

  it("cuts a level to its first parties and counts the rest; ceased links and PSC statements are not owners", () => {
    const owners = Array.from({ length: 9 }, (_, index) => row(`Owner ${index}`, null, "Child Ltd", "00000001"));
    const statement = { ...row("No PSC notified", null, "Child Ltd", "00000001"), relation: "PSC statement" };
    const levels = ownershipChain([...owners, row("Gone Ltd", "00000004", "Child Ltd", "00000001", "Ceased on 1 Jan 2020"), statement], company, { perLevel: 4, levels: 3 });
    expect(levels).toHaveLength(1);
    expect(levels[0].links.map((link) => link.owner)).toEqual(["Owner 0", "Owner 1", "Owner 2", "Owner 3"]);
    expect(levels[0].more).toBe(5);
  });

  it("stops at its level bound and at a cycle", () => {
    const levels = ownershipChain([
      row("A Ltd", "00000010", "Child Ltd", "00000001"),
      row("B Ltd", "00000011", "A Ltd", "00000010"),
      row("Child Ltd", "00000001", "B Ltd", "00000011"),
      row("C Ltd", "00000012", "B Ltd", "00000011"),
    ], company, { perLevel: 4, levels: 2 });
    expect(levels.map((level) => level.links.map((link) => link.owner))).toEqual([["A Ltd"], ["B Ltd"]]);
  });
});
