import { SHIPPED_POLICY } from "@/lib/policy/policy";
import { describe, expect, it } from "vitest";
import { companyProfileSchema } from "@/lib/upstream/schemas/company";
import { assessCompany } from "./assessment";

const NOW = new Date("2024-12-01T00:00:00Z");
// The models' hand-worked year (see models.test.ts): Taffler 5.822064171 (solvent), Altman Z'' 3.9834 (safe).
const YEAR = {
  yearEndDate: "2024-03-31", yearStartDate: "2023-04-01", accountType: "Full", currency: "GBP",
  profitBeforeTax: 100_000, totalCurrentLiabilities: 400_000, totalCurrentAssets: 600_000, totalLiabilities: 500_000,
  totalAssets: 1_000_000, stock: 50_000, turnover: 2_000_000, depreciation: 30_000, revenueReserves: 250_000,
  operatingProfit: 120_000, totalShareholdersEquity: 500_000,
};
const PREVIOUS = { ...YEAR, yearEndDate: "2023-03-31", yearStartDate: "2022-04-01", turnover: 1_574_803 };

const INSOLVENT = "No limit: the company is in liquidation, administration, receivership, a voluntary arrangement or other insolvency proceedings.";

function profileOf(overrides: Record<string, unknown>) {
  return companyProfileSchema.parse({ companyRegistrationNumber: "00000001", businessName: "TEST LIMITED", companyStatus: "Active", ...overrides });
}

describe("assessCompany", () => {
  it("scores every year, oldest first, and explains the limit from the latest", () => {
    const assessment = assessCompany(profileOf({ statutoryAccounts: [YEAR, PREVIOUS] }), "00000001", { policy: SHIPPED_POLICY, now: NOW });
    const [taffler, altman] = assessment.models;
    expect(taffler.years.map((year) => year.yearEnded)).toEqual(["2023-03-31", "2024-03-31"]);
    expect(taffler.years[1].score).toBeCloseTo(5.822064171, 8);
    expect(altman.years[1].score).toBeCloseTo(3.9834, 10);
    expect(altman.years[1].source).toEqual({ yearStartDate: "2023-04-01", accountType: "Full", currency: "GBP" });
    expect(assessment.overall).toEqual({ band: "low", yearEnded: "2024-03-31" });
    // Credit policy v1: base 10% × 500,000 (tangible net worth; no intangibles filed) + 10% × (600,000 − 400,000)
    // = 50,000 + 20,000 = 70,000; caps 20% × 500,000 = 100,000, a month of 2,000,000 = 166,666.67 and £1,000,000;
    // the lowest, 70,000, × 100% at low risk, rounded down to £100: £70,000.
    expect(assessment.creditLimit).toMatchObject({ amount: 70_000, currency: "GBP", policyVersion: 1, basis: { yearEnded: "2024-03-31", band: "low", base: 70_000, capped: 70_000 } });
    expect(assessment.verdict).toMatchObject({ band: "low", modelBand: "low", overrides: [] });
    expect(assessment.creditLimitWithheld).toBeNull();
    // 2,000,000 / 1,574,803 − 1 = 27.0%
    expect(assessment.summary).toContain("turnover up 27% in the year to 31 Mar 2024");
    expect(assessment.summary).toMatch(/^Taffler z 5\.82 \(solvent\), Altman Z'' 3\.98 \(safe\) on the accounts to 31 Mar 2024/);
  });

  it("reads the sparse style: numbers as text, some years missing figures, each named", () => {
    const text = (year: Record<string, unknown>) => Object.fromEntries(Object.entries(year).map(([key, value]) => [key, String(value)]));
    const { stock: _stock, ...withoutStock } = PREVIOUS;
    const assessment = assessCompany(profileOf({ statutoryAccounts: [text(YEAR), text(withoutStock)] }), "00000001", { policy: SHIPPED_POLICY, now: NOW });
    const [taffler, altman] = assessment.models;
    expect(taffler.years[1].score).toBeCloseTo(5.822064171, 8);
    expect(taffler.years[0]).toMatchObject({ score: null, band: null, missing: [{ field: "stock", reason: "not in the accounts" }] });
    expect(altman.years[0].score).not.toBeNull();
  });

  it("answers a company with no accounts with no scores, no limit and the reason", () => {
    const assessment = assessCompany(profileOf({ statutoryAccounts: [] }), "00000001", { policy: SHIPPED_POLICY, now: NOW });
    expect(assessment.models.map((model) => model.years)).toEqual([[], []]);
    expect(assessment.overall).toBeNull();
    expect(assessment.creditLimit).toBeNull();
    expect(assessment.creditLimitWithheld).toBe("No limit: the company has filed no statutory accounts.");
    expect(assessment.summary).toContain("No statutory accounts on record");
  });

  it("withholds a limit from a dissolved or insolvent company, and rates it high risk whatever the models say", () => {
    const dissolved = assessCompany(profileOf({ companyStatus: "Dissolved", statutoryAccounts: [YEAR] }), "1", { policy: SHIPPED_POLICY, now: NOW });
    expect(dissolved.creditLimitWithheld).toBe("No limit: the company is dissolved or closed.");
    expect(dissolved.verdict).toMatchObject({ band: "high", modelBand: "low" });
    expect(assessCompany(profileOf({ companyLiquidationStatus: "Y", statutoryAccounts: [YEAR] }), "1", { policy: SHIPPED_POLICY, now: NOW }).creditLimitWithheld).toBe(INSOLVENT);
  });

  it("reads Companies House's status codes as it reads its words, and states them in words", () => {
    const withheld = (companyStatus: string) => assessCompany(profileOf({ companyStatus, statutoryAccounts: [YEAR] }), "1", { policy: SHIPPED_POLICY, now: NOW }).creditLimitWithheld;
    expect(withheld("dissolved")).toBe("No limit: the company is dissolved or closed.");
    expect(withheld("converted-closed")).toBe("No limit: the company is dissolved or closed.");
    for (const code of ["liquidation", "administration", "receivership", "voluntary-arrangement", "insolvency-proceedings"]) expect(withheld(code), code).toBe(INSOLVENT);
    expect(withheld("active")).toBeNull();
    const clauses = assessCompany(profileOf({ companyStatus: "liquidation", statutoryAccounts: [YEAR] }), "1", { policy: SHIPPED_POLICY, now: NOW }).summaryClauses;
    expect(clauses.map((clause) => clause.text)).toContain("status Liquidation");
  });

  it("names one satisfied CCJ with its amount and year, and overdue accounts", () => {
    const assessment = assessCompany(profileOf({
      statutoryAccounts: [YEAR], accountsDueDate: "2024-11-30",
      ccjDetails: [{ caseNumber: "K1", ccjDate: "2022-05-04", ccjAmount: 4300, ccjStatus: "Satisfied", ccjPaidDate: "2022-08-01" }],
    }), "1", { policy: SHIPPED_POLICY, now: NOW });
    expect(assessment.summaryClauses.map((clause) => clause.text)).toEqual(expect.arrayContaining([
      "one satisfied CCJ of £4.3k in 2022", "accounts overdue since 30 Nov 2024",
    ]));
    for (const clause of assessment.summaryClauses) expect(clause.source).not.toBe("");
  });
});
