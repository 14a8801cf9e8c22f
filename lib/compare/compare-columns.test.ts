import { describe, expect, it } from "vitest";
import { companyProfileSchema } from "@/lib/upstream/schemas/company";
import { compareColumn } from "./compare-columns";
import { formatCompareValue } from "./compare-format";
import { SHIPPED_POLICY } from "@/lib/policy/policy";
import { compareRow } from "./compare-row";

const row = compareRow(companyProfileSchema.parse({
  companyRegistrationNumber: "00000001",
  businessName: "ACME LIMITED",
  statutoryAccounts: [
    { yearEndDate: "2023-03-31", turnover: 1_000_000, profitBeforeTax: 1_006_320 },
    { yearEndDate: "2024-03-31", turnover: 1_100_000, profitBeforeTax: -38_603 },
  ],
}), "00000001", SHIPPED_POLICY);

describe("a comparison's change columns", () => {
  it("give a change over a positive base as a fraction", () => {
    const turnover = compareColumn("turnoverChange")!;
    expect(turnover.value(row)).toBeCloseTo(0.1);
    expect(formatCompareValue(turnover.value(row), "change")).toBe("+10.0%");
  });
  it("give a profit that turned to a loss as n/m with its reason, not a percentage", () => {
    const profit = compareColumn("profitBeforeTaxChange")!;
    expect(profit.value(row)).toBe("n/m: Changed sign: positive to negative");
    expect(formatCompareValue(profit.value(row), "change")).toBe("n/m: Changed sign: positive to negative");
  });
});

describe("a comparison's decision columns", () => {
  it("give the decision in force, the limit granted beside the suggestion, and the policy version", () => {
    const decided = { ...row, decision: { outcome: "approve" as const, limitGranted: 40_000, override: true } };
    expect(compareColumn("decision")!.value(decided)).toBe("Approve (policy override)");
    expect(compareColumn("limitGranted")!.value(decided)).toBe(40_000);
    expect(compareColumn("decision")!.value(row)).toBeNull();
    expect(compareColumn("policyVersion")!.value(row)).toBe(SHIPPED_POLICY.version);
  });
});
