import { describe, expect, it } from "vitest";
import { chargeRecordSchema, detailedChargeRecordSchema } from "@/lib/upstream/schemas/charges";
import { chargeRows } from "./charge-rows";
import { chargeCounts, chargeCountsLine, chargeStatus, isLiveCharge, isOutstandingCharge, profileChargeCounts } from "./charge-status";

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
    expect(chargeCounts(noCounts, rows)).toEqual({ total: 4, live: 3, outstanding: 2, partiallySatisfied: 1, satisfied: 1 });
  });
  it("lets each of the profile's own counts lead, live being its outstanding and partially satisfied together", () => {
    expect(chargeCounts({ ...noCounts, chargesCount: 9, outstandingCount: 5 }, rows))
      .toEqual({ total: 9, live: 6, outstanding: 5, partiallySatisfied: 1, satisfied: 1 });
    expect(chargeCounts({ chargesCount: 6, outstandingCount: 0, partialSatisfiedCount: 2, satisfiedCount: 4 }, rows))
      .toEqual({ total: 6, live: 2, outstanding: 0, partiallySatisfied: 2, satisfied: 4 });
  });
  it("counts from the profile alone as the Charges tab counts its rows", () => {
    const mortgages = [charge({ memorandumNature: "part-satisfied", satisfiedDate: "2022-01-01" }), charge({ memorandumNature: "fully-satisfied", satisfiedDate: "2021-01-01" })];
    expect(profileChargeCounts({ ...noCounts, mortgages })).toEqual({ total: 2, live: 1, outstanding: 0, partiallySatisfied: 1, satisfied: 1 });
  });
  it("words the counts with the live ones first and what they are made of", () => {
    expect(chargeCountsLine({ total: 1204, live: 3, outstanding: 1, partiallySatisfied: 2, satisfied: 1201 }))
      .toBe("3 live (1 outstanding, 2 partially satisfied) · 1,201 satisfied · 1,204 registered in all");
  });
});

describe("isLiveCharge", () => {
  it("holds for an outstanding and for a partially satisfied charge, dated or not", () => {
    expect(isLiveCharge(charge({ memorandumNature: "outstanding" }))).toBe(true);
    expect(isLiveCharge(charge({ memorandumNature: "part-satisfied", satisfiedDate: "2023-04-01" }))).toBe(true);
    expect(isLiveCharge(charge({ memorandumNature: "Partially Satisfied" }))).toBe(true);
  });
  it("does not hold once fully satisfied", () => {
    expect(isLiveCharge(charge({ memorandumNature: "fully-satisfied", satisfiedDate: "2023-04-01" }))).toBe(false);
    expect(isLiveCharge(charge({ satisfiedDate: "2023-04-01" }))).toBe(false);
  });
});

describe("lending tags", () => {
  const detailed = detailedChargeRecordSchema.parse({
    chargeCode: "B", memorandumNature: "outstanding",
    mortgageDetails: [{ recordType: "Persons Entitled", description: "Bank plc", tagName: ["unsecured lending"] }],
  });
  const untagged = detailedChargeRecordSchema.parse({ chargeCode: "C", memorandumNature: "outstanding", mortgageDetails: [{ recordType: "Charge Type", description: "Debenture" }] });

  it("are known only for charges the charge operations gave, and unknown (not none) for the profile's others", () => {
    const rows = chargeRows([charge({ chargeCode: "A" }), charge({ chargeCode: "B" }), charge({ chargeCode: "C" })], [detailed, untagged]);
    const byCode = Object.fromEntries(rows.map((row) => [row.code, row]));
    expect(byCode.A).toMatchObject({ tags: [], tagsKnown: false });
    expect(byCode.B).toMatchObject({ tags: ["unsecured lending"], tagsKnown: true });
    expect(byCode.C).toMatchObject({ tags: [], tagsKnown: true });
  });
  it("are known for a charge the operations gave that the profile does not hold", () => {
    expect(chargeRows([], [detailed])[0]).toMatchObject({ code: "B", tagsKnown: true });
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
