import { describe, expect, it } from "vitest";
import { ccjRecordSchema } from "@/lib/upstream/schemas/ccj";
import { ccjRows, ccjStanding, ccjSummary, ccjSummaryLine, ccjTotalLabel, isUnsatisfiedCcj } from "./ccj-summary";

const ccj = (fields: Record<string, unknown>) => ccjRecordSchema.parse(fields);

const items = [
  ccj({ caseNumber: "OLD-PAID", ccjDate: "2019-01-01", ccjAmount: 500, ccjStatus: "Satisfied", plaintiffName: "Acme Ltd" }),
  ccj({ caseNumber: "OLD-OPEN", ccjDate: "2020-01-01", ccjAmount: 1000, ccjStatus: "New Judgment", plaintiffForeName: "Jo", plaintiffSurName: "Bloggs" }),
  ccj({ caseNumber: "NEW-OPEN", ccjDate: "2023-06-01", ccjAmount: null, ccjStatus: null }),
  ccj({ caseNumber: "PAID-BY-DATE", ccjDate: "2024-01-01", ccjAmount: 250, ccjStatus: "New Judgment", ccjPaidDate: "2024-02-01" }),
  ccj({ caseNumber: "VOID", ccjDate: "2024-03-01", ccjAmount: 9000, ccjStatus: "Set Aside", amendFlag: "Y" }),
];

describe("ccjStanding", () => {
  it("reads the spec's three statuses: new judgment outstanding, satisfied, set aside", () => {
    expect(ccjStanding({ ccjStatus: "New Judgment" })).toBe("outstanding");
    expect(ccjStanding({ ccjStatus: "Satisfied" })).toBe("satisfied");
    expect(ccjStanding({ ccjStatus: "Set Aside" })).toBe("set-aside");
    expect(ccjStanding({ ccjStatus: "set aside" })).toBe("set-aside");
  });
  it("takes a payment date as satisfied, but never turns a set-aside judgment into a paid one", () => {
    expect(ccjStanding({ ccjStatus: "New Judgment", ccjPaidDate: "01/02/2024" })).toBe("satisfied");
    expect(ccjStanding({ ccjStatus: "Set Aside", ccjPaidDate: "2024-02-01" })).toBe("set-aside");
  });
  it("keeps a judgment whose status says unsatisfied, or says nothing, outstanding", () => {
    expect(ccjStanding({ ccjStatus: "Unsatisfied" })).toBe("outstanding");
    expect(ccjStanding({ ccjStatus: "Not satisfied" })).toBe("outstanding");
    expect(ccjStanding({ ccjStatus: null })).toBe("outstanding");
  });
});

describe("isUnsatisfiedCcj", () => {
  it("clears a judgment marked satisfied, set aside or paid", () => {
    expect(isUnsatisfiedCcj({ ccjStatus: "Set Aside" })).toBe(false);
    expect(isUnsatisfiedCcj({ ccjStatus: "New Judgment", ccjPaidDate: "01/02/2024" })).toBe(false);
    expect(isUnsatisfiedCcj({ ccjStatus: null })).toBe(true);
    expect(isUnsatisfiedCcj({ ccjStatus: "Unsatisfied" })).toBe(true);
  });
});

describe("ccjSummary", () => {
  it("counts and sums outstanding, satisfied and set-aside judgments apart, a missing amount counting as nothing", () => {
    expect(ccjSummary(items)).toEqual({
      count: 5,
      outstanding: { count: 2, amount: 1000 },
      satisfied: { count: 2, amount: 750 },
      setAside: { count: 1, amount: 9000 },
    });
  });
  it("words each standing with its own total, never one sum of all three", () => {
    expect(ccjSummaryLine(ccjSummary(items))).toBe("5 judgments: 2 outstanding (unsatisfied) totalling £1k · 2 satisfied totalling £750 · 1 set aside totalling £9k");
    expect(ccjSummaryLine(ccjSummary(items.slice(1, 2)))).toBe("1 judgment: 1 outstanding (unsatisfied) totalling £1k");
    expect(ccjSummaryLine(ccjSummary([]))).toBe("0 judgments: 0 outstanding (unsatisfied) totalling £0");
  });
});

describe("ccjRows", () => {
  it("lists outstanding judgments first, then satisfied, then set aside, each group newest first", () => {
    expect(ccjRows(items).map((row) => row.caseNumber)).toEqual(["NEW-OPEN", "OLD-OPEN", "PAID-BY-DATE", "OLD-PAID", "VOID"]);
    expect(ccjRows(items).map((row) => row.standing)).toEqual(["outstanding", "outstanding", "satisfied", "satisfied", "set-aside"]);
  });
  it("names the plaintiff from either form and words a missing status from the rule", () => {
    const [newOpen, oldOpen, , oldPaid] = ccjRows(items);
    expect(oldPaid.plaintiff).toBe("Acme Ltd");
    expect(oldOpen.plaintiff).toBe("Jo Bloggs");
    expect(newOpen).toMatchObject({ plaintiff: null, status: "Unsatisfied", unsatisfied: true });
  });
});

describe("ccjTotalLabel", () => {
  it("says when the table's total takes in set-aside judgments", () => {
    const rows = ccjRows(items);
    expect(ccjTotalLabel(rows, rows.length)).toBe("Total, 1 set aside included");
    expect(ccjTotalLabel(rows.slice(0, 2), rows.length)).toBe("Total shown");
  });
});
