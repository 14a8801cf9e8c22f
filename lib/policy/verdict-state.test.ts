import { describe, expect, it } from "vitest";
import { assessCompany } from "@/lib/assessment/assessment";
import { decisionEvidence } from "@/lib/decisions/evidence";
import { accountYears } from "@/lib/financials/years";
import { snapshotSchema } from "@/lib/monitor/snapshot";
import { companyProfileSchema } from "@/lib/upstream/schemas/company";
import { DEFAULT_POLICY, SHIPPED_POLICY, type PolicyVersion } from "./policy";
import { checkState, currentState, decisionState, previousYearState } from "./verdict-state";
import { whyChanged } from "./why-changed";

const NOW = new Date("2024-12-01T00:00:00Z");
// Tangible net worth 500,000 and working capital 200,000: base 10% × 500k + 10% × 200k = £70,000 (the caps: 20% of
// net worth £100,000, a month of turnover £166,667, £1m), low band, limit £70,000.
const YEAR = {
  yearEndDate: "2024-03-31", yearStartDate: "2023-04-01", accountType: "Full", currency: "GBP",
  profitBeforeTax: 100_000, totalCurrentLiabilities: 400_000, totalCurrentAssets: 600_000, totalLiabilities: 500_000,
  totalAssets: 1_000_000, stock: 50_000, turnover: 2_000_000, depreciation: 30_000, revenueReserves: 250_000,
  operatingProfit: 120_000, totalShareholdersEquity: 500_000,
};
// The year before: working capital 320,000 (current liabilities 280,000), so the base was £82,000.
const PREVIOUS = { ...YEAR, yearEndDate: "2023-03-31", yearStartDate: "2022-04-01", totalCurrentLiabilities: 280_000 };

const profile = companyProfileSchema.parse({
  companyRegistrationNumber: "00000001", businessName: "TEST LIMITED", companyStatus: "Active", statutoryAccounts: [YEAR, PREVIOUS],
});

describe("the verdict states compared", () => {
  it("the previous accounts year: working capital fell £120,000, so the base and the limit fell £12,000", () => {
    const assessment = assessCompany(profile, "00000001", { policy: SHIPPED_POLICY, now: NOW });
    const previous = previousYearState(assessment, accountYears(profile.statutoryAccounts), SHIPPED_POLICY, NOW);
    expect(previous).toMatchObject({ accountsYear: "2023-03-31", limit: 82_000, policyVersion: 1 });
    const comparison = whyChanged(previous!, currentState(assessment, SHIPPED_POLICY));
    expect(comparison.limitChange).toBe(-12_000);
    const input = comparison.reasons.find((reason) => reason.kind === "input");
    expect(input).toMatchObject({ subject: "workingCapital", from: 320_000, to: 200_000, change: -120_000 });
    expect(input!.effects![0]!.change).toBeCloseTo(-12_000, 6);
    // Taffler x1 = 100,000 / current liabilities: 0.357143 → 0.25, so 12.18 × −0.107143 = −1.305 of the score.
    const x1 = comparison.reasons.find((reason) => reason.subject === "taffler.x1");
    expect(x1!.change).toBeCloseTo(12.18 * (100_000 / 400_000 - 100_000 / 280_000), 9);
  });

  it("is not withheld for age: the earlier year is judged as old as the latest is now", () => {
    const late = new Date("2026-08-01T00:00:00Z"); // the latest 28 months old, the previous 40
    const assessment = assessCompany(profile, "00000001", { policy: SHIPPED_POLICY, now: late });
    expect(previousYearState(assessment, accountYears(profile.statutoryAccounts), SHIPPED_POLICY, late)).toMatchObject({ limit: 82_000, withheld: null });
  });

  it("has no previous year with one year of accounts", () => {
    const single = companyProfileSchema.parse({ companyRegistrationNumber: "00000001", statutoryAccounts: [YEAR] });
    const assessment = assessCompany(single, "00000001", { policy: SHIPPED_POLICY, now: NOW });
    expect(previousYearState(assessment, accountYears(single.statutoryAccounts), SHIPPED_POLICY, NOW)).toBeNull();
  });

  it("a decision under policy v1, compared under v2: names the version, the fields it changed and the limit's move", () => {
    const v2: PolicyVersion = {
      version: 2, at: "2026-11-27T00:00:00.000Z", username: "root", author: "Root", reason: "Tighter ceiling",
      policy: { ...DEFAULT_POLICY, caps: { ...DEFAULT_POLICY.caps, ceiling: 50_000 } },
    };
    const evidence = decisionEvidence(assessCompany(profile, "00000001", { policy: SHIPPED_POLICY, now: NOW }), null);
    const now = assessCompany(profile, "00000001", { policy: v2, now: NOW });
    const comparison = whyChanged(decisionState(evidence, SHIPPED_POLICY.policy, now), currentState(now, v2));
    expect(comparison.reasons.map((reason) => reason.kind)).toEqual(["policy-version", "policy-field", "limit", "limit-part"]);
    expect(comparison.reasons[0]).toMatchObject({ from: 1, to: 2 });
    expect(comparison.reasons[1]).toMatchObject({ subject: "caps.ceiling", from: 1_000_000, to: 50_000 });
    expect(comparison.limitChange).toBe(50_000 - 70_000);
    expect(comparison.reasons[3]!.text).toContain("set by the ceiling now (before, by the base)");
    // The evidence kept no ratios; today's assessment of the same, unchanged year supplies them.
    expect(decisionState(evidence, null, now).models!.map((model) => model.terms)).toEqual(now.models.map((model) => model.years[1]!.terms));
  });

  it("an old snapshot (band and limit only) still parses and compares on those alone", () => {
    const old = snapshotSchema.parse({
      name: null, status: null, address: null, officers: {}, pscs: {}, charges: {}, ccjs: {}, filings: {},
      accounts: { madeUpTo: null, dueDate: null, overdue: false }, band: "moderate", limit: 35_000,
    });
    const state = checkState(old, null);
    expect(state).toMatchObject({ detailed: false, basis: null, overrides: null, models: null });
    const assessment = assessCompany(profile, "00000001", { policy: SHIPPED_POLICY, now: NOW });
    expect(whyChanged(state, currentState(assessment, SHIPPED_POLICY)).reasons.map((reason) => reason.kind)).toEqual(["band", "limit"]);
  });
});
