import { describe, expect, it } from "vitest";
import { companyProfileSchema } from "@/lib/upstream/schemas/company";
import { riskItems } from "./risk";
import { RISK_FLAGS } from "./risk-flags";

const now = new Date("2026-11-22T12:00:00Z");
const profile = (fields: Record<string, unknown>) => companyProfileSchema.parse({ companyRegistrationNumber: "09990001", businessName: "TEST LIMITED", ...fields });
const levels = (fields: Record<string, unknown>) => Object.fromEntries(riskItems(profile(fields), now).map((item) => [item.id, item.severity]));

describe("risk flags: each flag's level", () => {
  it("states a status code in Companies House's words", () => {
    expect(riskItems(profile({ companyStatus: "liquidation" }), now).find((item) => item.id === "liquidation")?.detail).toBe("Status: Liquidation");
    expect(riskItems(profile({ companyStatus: "In Liquidation" }), now).find((item) => item.id === "liquidation")?.detail).toBe("Status: In Liquidation");
  });

  it("puts an ended or insolvent company at the highest level", () => {
    expect(levels({ companyStatus: "Dissolved" })).toEqual({ dissolved: "high" });
    // The upstream's Companies House codes match as its words do.
    expect(levels({ companyStatus: "dissolved" })).toEqual({ dissolved: "high" });
    expect(levels({ companyStatus: "liquidation" })).toEqual({ liquidation: "high" });
    expect(levels({ companyStatus: "administration" })).toEqual({ administration: "high" });
    expect(levels({ companyStatus: "receivership" })).toEqual({ receivership: "high" });
    expect(levels({ companyStatus: "voluntary-arrangement" })).toEqual({ "voluntary-arrangement": "high" });
    expect(levels({ companyStatus: "active" })).toEqual({});
    expect(levels({ companyStatus: "In Liquidation" })).toEqual({ liquidation: "high" });
    expect(levels({ companyStatus: "Active", companyLiquidationStatus: "Y" })).toEqual({ liquidation: "high" });
    expect(levels({ companyStatus: "In Administration", inAdministrationFlag: "Y", administrationOrderFlag: "Y" })).toEqual({ administration: "high" });
    expect(levels({ companyStatus: "Receivership" })).toEqual({ receivership: "high" });
    expect(levels({ companyStatus: "Active", receiveManagerFlag: "Y" })).toEqual({ receivership: "high" });
    expect(levels({ companyStatus: "Active - Proposal to Strike off" })).toEqual({ "strike-off": "high" });
    expect(levels({ companyStatus: "Active", voluntaryAgreementFlag: "true" })).toEqual({ "voluntary-arrangement": "high" });
  });
  it("reads N, false and blanks as not set", () => {
    expect(levels({ companyStatus: "Active", companyLiquidationStatus: "N", inAdministrationFlag: "false", receiveManagerFlag: "" })).toEqual({});
  });
  it("makes satisfied or set-aside judgments alone information, never a warning", () => {
    const settled = levels({ ccjDetails: [{ ccjStatus: "Satisfied", ccjAmount: 100 }, { ccjStatus: "Set Aside", ccjAmount: 50 }] });
    expect(settled).toEqual({ "ccjs-settled": "info" });
    const item = riskItems(profile({ ccjDetails: [{ ccjStatus: "Satisfied" }, { ccjStatus: "Set Aside" }] }), now)[0];
    expect(item.title).toBe("2 county court judgments, all satisfied or set aside");
    expect(item.title).not.toMatch(/0 unsatisfied/);
    // Each standing with its own sum: the set-aside judgment is never added into an "in all".
    const summed = riskItems(profile({ ccjDetails: [{ ccjStatus: "Satisfied", ccjAmount: 100 }, { ccjStatus: "Set Aside", ccjAmount: 50 }] }), now)[0];
    expect(summed.detail).toBe("1 satisfied £100; 1 set aside £50; none outstanding");
  });
  it("sums outstanding judgments apart from satisfied and set-aside ones", () => {
    const item = riskItems(profile({ ccjDetails: [
      { ccjStatus: "New Judgment", ccjAmount: 1000 }, { ccjStatus: "Satisfied", ccjAmount: 200 }, { ccjStatus: "Set Aside", ccjAmount: 5000 },
    ] }), now).find((found) => found.id === "ccjs");
    expect(item).toMatchObject({ title: "1 outstanding (unsatisfied) of 3 county court judgments", detail: "Outstanding £1k; 1 satisfied £200; 1 set aside £5k" });
    expect(item?.detail).not.toMatch(/in all/);
  });
  it("counts a partially satisfied charge as live debt, as the Charges tab does", () => {
    const item = riskItems(profile({
      mortgages: [{ chargeCode: "C1", memorandumNature: "part-satisfied", satisfiedDate: "2024-01-01" }, { chargeCode: "C2", memorandumNature: "fully-satisfied", satisfiedDate: "2023-01-01" }],
      chargesCount: 2, outstandingCount: 0, partialSatisfiedCount: 1, satisfiedCount: 1,
    }), now).find((found) => found.id === "charges");
    expect(item).toMatchObject({ severity: "medium", title: "1 live charge", detail: "0 outstanding, 1 partially satisfied; 2 registered in all" });
  });
  it("makes an unsatisfied judgment high, with no separate information item", () => {
    expect(levels({ ccjDetails: [{ ccjStatus: "New Judgment", ccjAmount: 100 }, { ccjStatus: "Satisfied", ccjAmount: 50 }] })).toEqual({ ccjs: "high" });
  });
  it("keeps overdue accounts and negative net worth high, charges, alerts and resignations medium", () => {
    expect(levels({
      companyStatus: "Active", accountsDueDate: "2026-01-01",
      statutoryAccounts: [{ yearEndDate: "2025-03-31", netWorth: -10 }],
      mortgages: [{ chargeCode: "C1", createdDate: "2020-01-01" }], outstandingCount: 1,
      safealertsinformation: [{ alertCode: "A1", alertCodeTitle: "Alert" }],
      directorsData: [{ name: "A PERSON", toDate: "2026-06-01" }],
    })).toEqual({ "accounts-overdue": "high", "negative-net-worth": "high", charges: "medium", "safe-alerts": "medium", resignations: "medium" });
  });
  it("flags what the credit policy reads: negative tangible net worth high (once, not beside negative net worth), a pre-tax loss medium", () => {
    // Equity £100,000 less intangibles £150,000: tangible net worth −£50,000, while net worth is positive.
    expect(levels({ statutoryAccounts: [{ yearEndDate: "2025-03-31", totalShareholdersEquity: 100_000, intangibleAssets: 150_000 }] }))
      .toEqual({ "negative-tangible-net-worth": "high" });
    expect(riskItems(profile({ statutoryAccounts: [{ yearEndDate: "2025-03-31", totalShareholdersEquity: 100_000, intangibleAssets: 150_000 }] }), now)[0]?.detail)
      .toBe("−£50k at 31 Mar 2025: equity £100k less intangibles £150k");
    expect(levels({ statutoryAccounts: [{ yearEndDate: "2025-03-31", totalShareholdersEquity: -10, netWorth: -10 }] })).toEqual({ "negative-net-worth": "high" });
    expect(levels({ statutoryAccounts: [{ yearEndDate: "2025-03-31", totalShareholdersEquity: 100_000, intangibleAssets: 100_000 }] })).toEqual({});
    // Only the latest year's result counts: an earlier loss is history.
    expect(levels({ statutoryAccounts: [{ yearEndDate: "2024-03-31", profitBeforeTax: -5 }, { yearEndDate: "2025-03-31", profitBeforeTax: -194_000_000 }] }))
      .toEqual({ "pretax-loss": "medium" });
    expect(levels({ statutoryAccounts: [{ yearEndDate: "2024-03-31", profitBeforeTax: -5 }, { yearEndDate: "2025-03-31", profitBeforeTax: 0 }] })).toEqual({});
  });
  it("counts a resignation less than a calendar year ago, whatever the time zone", () => {
    const original = process.env.TZ;
    try {
      for (const zone of ["Pacific/Kiritimati", "America/Los_Angeles"]) {
        process.env.TZ = zone;
        const resigned = (toDate: string) => levels({ directorsData: [{ name: "A PERSON", toDate }] }).resignations ?? null;
        expect(resigned("2025-11-23")).toBe("medium");
        expect(resigned("2025-11-22")).toBeNull();
        expect(resigned("2026-11-22")).toBe("medium");
        expect(resigned("2026-11-23")).toBeNull();
      }
    } finally {
      process.env.TZ = original;
    }
  });
  it("lists the highest level first", () => {
    const items = riskItems(profile({ companyStatus: "Dissolved", ccjDetails: [{ ccjStatus: "Satisfied" }], mortgages: [{ chargeCode: "C1" }], outstandingCount: 1 }), now);
    expect(items.map((item) => item.severity)).toEqual(["high", "medium", "info"]);
  });
  it("gives every flag a rule in words and a unique id", () => {
    expect(new Set(RISK_FLAGS.map((flag) => flag.id)).size).toBe(RISK_FLAGS.length);
    for (const flag of RISK_FLAGS) expect(flag.rule.length).toBeGreaterThan(10);
  });
});
