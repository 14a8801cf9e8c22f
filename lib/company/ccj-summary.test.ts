import { describe, expect, it } from "vitest";
import { ccjRecordSchema } from "@/lib/upstream/schemas/ccj";
import { ccjRows, ccjTotals, isUnsatisfiedCcj } from "./ccj-summary";

const ccj = (fields: Record<string, unknown>) => ccjRecordSchema.parse(fields);

const items = [
  ccj({ caseNumber: "OLD-PAID", ccjDate: "2019-01-01", ccjAmount: 500, ccjStatus: "Satisfied", plaintiffName: "Acme Ltd" }),
  ccj({ caseNumber: "OLD-OPEN", ccjDate: "2020-01-01", ccjAmount: 1000, ccjStatus: "New Judgment", plaintiffForeName: "Jo", plaintiffSurName: "Bloggs" }),
  ccj({ caseNumber: "NEW-OPEN", ccjDate: "2023-06-01", ccjAmount: null, ccjStatus: null }),
  ccj({ caseNumber: "PAID-BY-DATE", ccjDate: "2024-01-01", ccjAmount: 250, ccjStatus: "New Judgment", ccjPaidDate: "2024-02-01" }),
];

describe("isUnsatisfiedCcj", () => {
  it("clears a judgment marked satisfied, set aside or paid", () => {
    expect(isUnsatisfiedCcj({ ccjStatus: "Set Aside" })).toBe(false);
    expect(isUnsatisfiedCcj({ ccjStatus: "New Judgment", ccjPaidDate: "01/02/2024" })).toBe(false);
    expect(isUnsatisfiedCcj({ ccjStatus: null })).toBe(true);
  });
});

describe("ccjTotals", () => {
  it("adds every amount and the unsatisfied ones apart, a missing amount counting as nothing", () => {
    expect(ccjTotals(items)).toEqual({ count: 4, total: 1750, unsatisfiedCount: 2, unsatisfiedTotal: 1000 });
  });
});

describe("ccjRows", () => {
  it("lists unsatisfied judgments first, each group newest first", () => {
    expect(ccjRows(items).map((row) => row.caseNumber)).toEqual(["NEW-OPEN", "OLD-OPEN", "PAID-BY-DATE", "OLD-PAID"]);
  });
  it("names the plaintiff from either form and words a missing status from the rule", () => {
    const [newOpen, oldOpen, , oldPaid] = ccjRows(items);
    expect(oldPaid.plaintiff).toBe("Acme Ltd");
    expect(oldOpen.plaintiff).toBe("Jo Bloggs");
    expect(newOpen).toMatchObject({ plaintiff: null, status: "Unsatisfied", unsatisfied: true });
  });
});
