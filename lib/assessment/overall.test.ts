import { SHIPPED_POLICY } from "@/lib/policy/policy";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { riskItems } from "@/lib/company/risk";
import { companyProfileSchema } from "@/lib/upstream/schemas/company";
import { MIN_TOTAL_ASSETS, modelsNotMeaningful } from "./applicability";
import { assessCompany } from "./assessment";
import { ALTMAN_Z2, TAFFLER } from "./models";

const NOW = new Date("2026-11-22T00:00:00Z");
const profileOf = (statutoryAccounts: Record<string, unknown>[]) =>
  companyProfileSchema.parse({ companyRegistrationNumber: "09990002", businessName: "TEST LIMITED", companyStatus: "active", statutoryAccounts });

// The sandbox's dormant company's latest year as the upstream sends it: £100 of assets, no turnover.
const DORMANT = {
  yearEndDate: "2025-04-30", accountType: "Dormant", turnover: 0, profitBeforeTax: -34, operatingProfit: -34, depreciation: 0, stock: 0,
  totalAssets: 100, totalCurrentAssets: 100, totalCurrentLiabilities: 64, totalLiabilities: 86, revenueReserves: 13, totalShareholdersEquity: 14,
};
// A trading year the models fit (models.test.ts's hand-worked year) but with a £300,000 loss: Taffler
// z = 3.20 + 12.18(−0.75) + 2.50(1.2) − 10.68(0.4) + 0.029(150,000 / (2,270,000 / 365)) = −6.51, at risk;
// Altman Z'' = 6.56(0.2) + 3.26(0.25) + 6.72(0.12) + 1.05(1) = 3.98, safe. The worse band: high risk.
const LOSS = {
  yearEndDate: "2024-03-31", accountType: "Full", profitBeforeTax: -300_000, totalCurrentLiabilities: 400_000, totalCurrentAssets: 600_000,
  totalLiabilities: 500_000, totalAssets: 1_000_000, stock: 50_000, turnover: 2_000_000, depreciation: 30_000, revenueReserves: 250_000,
  operatingProfit: 120_000, totalShareholdersEquity: 500_000,
};

describe("accounts the models do not fit", () => {
  it("are dormant accounts, or total assets under the threshold", () => {
    expect(modelsNotMeaningful({ accountType: "Dormant", totalAssets: 5_000_000 })).toBe("dormant accounts");
    expect(modelsNotMeaningful({ accountType: "Micro Entity", totalAssets: 100 })).toBe("total assets of £100, under £10k");
    expect(modelsNotMeaningful({ accountType: "Full", totalAssets: MIN_TOTAL_ASSETS })).toBeNull();
    expect(modelsNotMeaningful({ accountType: null, totalAssets: null })).toBeNull();
  });
  it("holds for any total assets: under the threshold never scored, at or over it left to the models", () => {
    fc.assert(fc.property(fc.integer({ min: -1e7, max: 1e9 }), (assets) => {
      expect(modelsNotMeaningful({ accountType: "Full", totalAssets: assets }) !== null).toBe(assets < MIN_TOTAL_ASSETS);
    }));
  });
  it("are not scored at all, though the models' arithmetic would give a band", () => {
    // Without the rule both models would band these accounts (the dormant company read "High risk").
    expect(TAFFLER.compute(DORMANT).band).not.toBeNull();
    expect(ALTMAN_Z2.compute(DORMANT).band).not.toBeNull();
    const assessment = assessCompany(profileOf([DORMANT]), "09990002", { policy: SHIPPED_POLICY, now: NOW });
    for (const model of assessment.models) expect(model.years[0]).toMatchObject({ score: null, band: null, notMeaningful: "dormant accounts" });
    expect(assessment.overall).toBeNull();
    expect(assessment.notScored).toBe("dormant accounts");
    expect(assessment.basis).toBe("Not scored: dormant accounts to 30 Apr 2025");
    expect(assessment.creditLimitWithheld).toBe("No limit: its latest accounts are not scored (dormant accounts).");
    expect(assessment.summary).toMatch(/^Not scored: dormant accounts to 30 Apr 2025/);
  });
  it("stop an older trading year's score standing for a company whose latest accounts are dormant", () => {
    const assessment = assessCompany(profileOf([{ ...LOSS, yearEndDate: "2023-04-30" }, DORMANT]), "09990002", { policy: SHIPPED_POLICY, now: NOW });
    expect(assessment.models[0].years[0].band).toBe("at-risk");
    expect(assessment.overall).toBeNull();
    expect(riskItems(profileOf([{ ...LOSS, yearEndDate: "2023-04-30" }, DORMANT]), NOW).map((item) => item.id)).not.toContain("score-high");
  });
});

describe("the band and what it rests on", () => {
  it("names the models and the accounts it is based on", () => {
    const assessment = assessCompany(profileOf([LOSS]), "1", { policy: SHIPPED_POLICY, now: new Date("2024-12-01T00:00:00Z") });
    expect(assessment.overall).toEqual({ band: "high", yearEnded: "2024-03-31" });
    expect(assessment.basis).toBe("Based on Taffler z-score and Altman Z'' for accounts to 31 Mar 2024");
    expect(assessment.notScored).toBeNull();
  });
  it("is flagged in the risk summary when high, so the badge never says high risk beside nothing to flag", () => {
    const score = riskItems(profileOf([LOSS]), NOW).find((item) => item.id === "score-high");
    expect(score).toMatchObject({
      severity: "high", tab: "assessment", title: "Credit score: high risk",
      detail: "Taffler z −6.51 (at risk), Altman Z'' 3.98 (safe) on the accounts to 31 Mar 2024",
    });
  });
});
