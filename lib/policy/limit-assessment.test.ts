// The policy through the whole assessment, over generated statutory accounts parsed as the upstream's profile: the
// limit every screen shows never exceeds a cap of the policy in force nor tangible net worth, a loss never raises it,
// the band is never better than the models', and each status or flag that ends credit gives no limit and high risk.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { assessCompany } from "@/lib/assessment/assessment";
import type { RiskBand } from "@/lib/assessment/risk-band";
import { companyProfileSchema } from "@/lib/upstream/schemas/company";
import { SHIPPED_POLICY, type NoLimitId } from "./policy";
import { accountsArbitrary, policyVersionArbitrary, type GeneratedAccounts } from "./policy-arbitraries";

const NOW = new Date("2024-12-01T00:00:00Z");
const RANK: Record<RiskBand, number> = { low: 0, moderate: 1, high: 2 };

function profileOf(accounts: GeneratedAccounts, overrides: Record<string, unknown> = {}) {
  return companyProfileSchema.parse({
    companyRegistrationNumber: "00000001", businessName: "GENERATED LIMITED", companyStatus: "Active", statutoryAccounts: [accounts], ...overrides,
  });
}

describe("assessCompany's limit over generated accounts, for the shipped policy and generated ones", () => {
  it("stays within every cap of the policy in force and within tangible net worth, a multiple of its rounding", () => {
    fc.assert(fc.property(accountsArbitrary, policyVersionArbitrary, (accounts, version) => {
      const assessment = assessCompany(profileOf(accounts), "00000001", { policy: version, now: NOW });
      const limit = assessment.creditLimit;
      if (!limit) return;
      const { caps, roundTo } = version.policy;
      const tangibleNetWorth = accounts.totalShareholdersEquity - (accounts.intangibleAssets ?? 0);
      expect(limit.policyVersion).toBe(version.version);
      expect(limit.amount).toBeLessThanOrEqual(Math.max(0, tangibleNetWorth));
      expect(limit.amount).toBeLessThanOrEqual(Math.max(0, caps.tangibleNetWorthShare * tangibleNetWorth));
      expect(limit.amount).toBeLessThanOrEqual(caps.ceiling);
      if (accounts.turnover !== undefined) expect(limit.amount).toBeLessThanOrEqual((accounts.turnover * caps.turnoverMonths) / 12);
      expect(limit.amount % roundTo).toBe(0);
    }), { numRuns: 300 });
  });

  it("never gives a better band than the models'", () => {
    fc.assert(fc.property(accountsArbitrary, policyVersionArbitrary, fc.boolean(), (accounts, version, ccj) => {
      const ccjDetails = ccj ? [{ caseNumber: "K1", ccjDate: "2024-05-04", ccjAmount: 4300, ccjStatus: "Unsatisfied" }] : [];
      const assessment = assessCompany(profileOf(accounts, { ccjDetails }), "00000001", { policy: version, now: NOW });
      if (!assessment.overall) return;
      expect(RANK[assessment.verdict.band!]).toBeGreaterThanOrEqual(RANK[assessment.overall.band]);
      if (ccj) expect(RANK[assessment.verdict.band!]).toBeGreaterThanOrEqual(RANK[version.policy.reductions.unsatisfiedCcj.bandAtLeast]);
    }), { numRuns: 300 });
  });

  it("a loss-making year never raises it: the same accounts with the pre-tax profit made a loss give no more", () => {
    fc.assert(fc.property(accountsArbitrary, policyVersionArbitrary, fc.integer({ min: 1, max: 500_000_000 }), (accounts, version, loss) => {
      const profitable = { ...accounts, profitBeforeTax: Math.abs(accounts.profitBeforeTax) };
      const before = assessCompany(profileOf(profitable), "00000001", { policy: version, now: NOW }).creditLimit?.amount ?? 0;
      const after = assessCompany(profileOf({ ...profitable, profitBeforeTax: -loss }), "00000001", { policy: version, now: NOW });
      expect(after.creditLimit?.amount ?? 0).toBeLessThanOrEqual(before);
      if (after.verdict.band) expect(RANK[after.verdict.band]).toBeGreaterThanOrEqual(RANK[version.policy.reductions.pretaxLoss.bandAtLeast]);
    }), { numRuns: 300 });
  });

  // Each status or flag the upstream may carry that ends credit, with the no-limit override it triggers.
  const ENDINGS: Array<[NoLimitId, Record<string, unknown>]> = [
    ["dissolved", { companyStatus: "Dissolved" }],
    ["dissolved", { companyStatus: "converted-closed" }],
    ["insolvency", { companyStatus: "Liquidation" }],
    ["insolvency", { companyLiquidationStatus: "Y" }],
    ["insolvency", { companyStatus: "In Administration" }],
    ["insolvency", { inAdministrationFlag: "Y" }],
    ["insolvency", { administrationOrderFlag: "true" }],
    ["insolvency", { companyStatus: "receivership" }],
    ["insolvency", { receiveManagerFlag: "Y" }],
    ["insolvency", { companyStatus: "voluntary-arrangement" }],
    ["insolvency", { voluntaryAgreementFlag: "Y" }],
    ["insolvency", { companyStatus: "insolvency-proceedings" }],
    ["strikeOffNotice", { companyStatus: "Active - Proposal to Strike off" }],
    ["accountsOverdue", { accountsDueDate: "2024-11-30" }],
  ];

  it("gives no limit and the high band for each status or flag that ends credit, when the policy has that override on", () => {
    fc.assert(fc.property(accountsArbitrary, policyVersionArbitrary, fc.constantFrom(...ENDINGS), (accounts, version, [id, fields]) => {
      const assessment = assessCompany(profileOf(accounts, fields), "00000001", { policy: version, now: NOW });
      if (!version.policy.noLimit[id]) return;
      expect(assessment.creditLimit, JSON.stringify(fields)).toBeNull();
      expect(assessment.creditLimitWithheld).toMatch(/^No limit: /);
      expect(assessment.verdict.band).toBe("high");
      expect(assessment.verdict.overrides.map((override) => override.id)).toContain(id);
    }), { numRuns: 300 });
  });

  it("under the shipped policy, every one of them withholds the limit", () => {
    const accounts = fc.sample(accountsArbitrary, { numRuns: 1, seed: 32 })[0];
    for (const [id, fields] of ENDINGS) {
      const assessment = assessCompany(profileOf(accounts, fields), "00000001", { policy: SHIPPED_POLICY, now: NOW });
      expect(assessment.creditLimit, JSON.stringify(fields)).toBeNull();
      expect(assessment.verdict.overrides.map((override) => override.id), JSON.stringify(fields)).toContain(id);
      expect(assessment.verdict.band).toBe("high");
    }
  });
});
