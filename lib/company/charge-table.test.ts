import { describe, expect, it } from "vitest";
import type { ChargeRow } from "./charge-rows";
import { chargeFilterChoices, filterCharges, sortCharges } from "./charge-table";

const charge = (code: string, extra: Partial<ChargeRow>): ChargeRow => ({
  key: code, code, created: null, registered: null, satisfied: null, status: "Outstanding", nature: null,
  entitled: [], descriptions: [], tags: [], tagsKnown: true, ...extra,
});

const rows = [
  charge("A", { status: "Outstanding", entitled: ["Barclays Bank PLC"], tags: ["unsecured lending"], registered: "2024-05-01" }),
  charge("B", { status: "Satisfied", entitled: ["Barclays Bank PLC"], registered: "2021-01-10", satisfied: "2023-02-01" }),
  charge("C", { status: "Outstanding", entitled: ["HSBC UK Bank PLC"], tags: ["unsecured lending", "leasing and operating lease"], registered: "10/03/2025" }),
  charge("D", { status: "Partially satisfied", entitled: [], registered: null }),
];

describe("filterCharges", () => {
  it("filters by status, lender and lending tag, each alone and together", () => {
    const codes = (filter: Parameters<typeof filterCharges>[1]) => filterCharges(rows, filter).map((row) => row.code);
    expect(codes({ status: "Outstanding", lender: null, tag: null })).toEqual(["A", "C"]);
    expect(codes({ status: null, lender: "Barclays Bank PLC", tag: null })).toEqual(["A", "B"]);
    expect(codes({ status: null, lender: null, tag: "leasing and operating lease" })).toEqual(["C"]);
    expect(codes({ status: "Outstanding", lender: "Barclays Bank PLC", tag: "unsecured lending" })).toEqual(["A"]);
    expect(codes({ status: null, lender: null, tag: null })).toEqual(["A", "B", "C", "D"]);
  });

  it("offers each lender and tag once, alphabetically", () => {
    expect(chargeFilterChoices(rows)).toEqual({
      lenders: ["Barclays Bank PLC", "HSBC UK Bank PLC"],
      tags: ["leasing and operating lease", "unsecured lending"],
    });
  });
});

describe("sortCharges", () => {
  it("sorts registration dates as dates whatever their format, undated last", () => {
    expect(sortCharges(rows, "registered", "desc").map((row) => row.code)).toEqual(["C", "A", "B", "D"]);
    expect(sortCharges(rows, "registered", "asc").map((row) => row.code)).toEqual(["B", "A", "C", "D"]);
  });
  it("sorts by status in the profile's order", () => {
    expect(sortCharges(rows, "status", "asc").map((row) => row.status)).toEqual(["Outstanding", "Outstanding", "Partially satisfied", "Satisfied"]);
  });
});
