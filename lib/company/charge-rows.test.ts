import { describe, expect, it } from "vitest";
import { chargeRecordSchema } from "@/lib/upstream/schemas/charges";
import { chargeRows } from "./charge-rows";
import { chargeCounts, chargeStatus, isOutstandingCharge } from "./charge-status";

const charge = (fields: Record<string, unknown>) => chargeRecordSchema.parse(fields);
const noCounts = { chargesCount: null, outstandingCount: null, partialSatisfiedCount: null, satisfiedCount: null };

describe("isOutstandingCharge", () => {
  it("holds for a charge neither satisfied nor partly satisfied", () => {
    expect(isOutstandingCharge(charge({ memorandumNature: "Outstanding" }))).toBe(true);
    expect(isOutstandingCharge(charge({ memorandumNature: null, satisfiedDate: null }))).toBe(true);
    expect(isOutstandingCharge(charge({ memorandumNature: "Debenture" }))).toBe(true);
    expect(isOutstandingCharge(charge({ memorandumNature: "Unsatisfied" }))).toBe(true);
    expect(isOutstandingCharge(charge({ memorandumNature: "Not satisfied" }))).toBe(true);
  });
  it("does not hold for a partially satisfied charge, which the counts list on its own", () => {
    expect(isOutstandingCharge(charge({ memorandumNature: "Partially Satisfied" }))).toBe(false);
  });
  it("does not hold once satisfied, by date or by wording", () => {
    expect(isOutstandingCharge(charge({ satisfiedDate: "2021-05-01" }))).toBe(false);
    expect(isOutstandingCharge(charge({ memorandumNature: "Fully Satisfied" }))).toBe(false);
    expect(isOutstandingCharge(charge({ memorandumNature: "Outstanding", satisfiedDate: "2021-05-01" }))).toBe(false);
  });
});

describe("chargeCounts", () => {
  const rows = chargeRows([
    charge({ chargeCode: "A", memorandumNature: "Outstanding" }),
    charge({ chargeCode: "B", memorandumNature: "Partially Satisfied" }),
    charge({ chargeCode: "C", satisfiedDate: "2020-01-01" }),
    charge({ chargeCode: "D" }),
  ], []);

  it("counts the rows' statuses when the profile gives no counts", () => {
    expect(chargeCounts(noCounts, rows)).toEqual({ total: 4, outstanding: 2, partiallySatisfied: 1, satisfied: 1 });
  });
  it("lets each of the profile's own counts lead", () => {
    expect(chargeCounts({ ...noCounts, chargesCount: 9, outstandingCount: 5 }, rows))
      .toEqual({ total: 9, outstanding: 5, partiallySatisfied: 1, satisfied: 1 });
  });
});

describe("charge statuses in Companies House's words", () => {
  it("are the words of mortgage_descriptions.yml", async () => {
    const { enumeration } = await import("@/lib/reference/companies-house");
    const words = enumeration("mortgage", "status");
    const statuses = ["Outstanding", "Partially satisfied", "Satisfied"];
    expect(statuses).toEqual([words.outstanding, words["part-satisfied"], words["fully-satisfied"]]);
    expect(chargeStatus({ satisfiedDate: null, memorandumNature: "Part Satisfied" })).toBe(words["part-satisfied"]);
    expect(chargeStatus({ satisfiedDate: "2020-01-01", memorandumNature: "Fully Satisfied" })).toBe(words["fully-satisfied"]);
    expect(chargeStatus({ satisfiedDate: null, memorandumNature: "Outstanding" })).toBe(words.outstanding);
  });

  it("reads Companies House's codes, and words them for the report's nature column", () => {
    for (const [code, status] of [["outstanding", "Outstanding"], ["part-satisfied", "Partially satisfied"], ["fully-satisfied", "Satisfied"]] as const) {
      expect(chargeStatus({ satisfiedDate: null, memorandumNature: code }), code).toBe(status);
      const [row] = chargeRows([charge({ chargeCode: "A", memorandumNature: code })], []);
      expect(row.nature, code).toBe(status);
    }
    expect(chargeRows([charge({ chargeCode: "A", memorandumNature: "Charge subject to a lease" })], [])[0].nature).toBe("Charge subject to a lease");
  });
});
