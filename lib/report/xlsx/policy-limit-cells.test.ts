// The workbook's limit formulas against the API: over generated accounts and policies, the Assessment sheet's
// formulas, evaluated from their cells as Excel would (never from the cached values beside them), give the amount
// the assessment (what /api/assessments serves) gives, to the pound; and changing an input cell moves the limit as
// the policy would. The expected amounts are the assessment's: it is the thing the workbook must match.
import ExcelJS from "exceljs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { assessCompany } from "@/lib/assessment/assessment";
import { applyPolicy } from "@/lib/policy/limit";
import { DEFAULT_POLICY, type CreditPolicy, type PolicyVersion } from "@/lib/policy/policy";
import { companyProfileSchema } from "@/lib/upstream/schemas/company";
import { buildReport, type ReportInputs } from "../build/report";
import { recompute } from "./formula-test-support";
import { renderReportWorkbook } from "./workbook";

const NOW = new Date("2025-06-01T00:00:00Z");
const YEAR_END = "2024-12-31";

type Accounts = Record<string, number | string | null>;

/** A trading company's year the models score: totals consistent with each other. */
const ORDINARY: Accounts = {
  yearEndDate: YEAR_END, yearStartDate: "2024-01-01", accountType: "Full", turnover: 4_000_000, profitBeforeTax: 200_000, operatingProfit: 220_000,
  depreciation: 40_000, totalAssets: 3_000_000, totalCurrentAssets: 1_800_000, stock: 300_000, totalCurrentLiabilities: 900_000,
  totalLiabilities: 1_400_000, revenueReserves: 1_200_000, totalShareholdersEquity: 1_600_000, intangibleAssets: null,
};

function policyVersion(policy: CreditPolicy, version = 4): PolicyVersion {
  return { version, at: "2025-05-01T09:00:00.000Z", username: "admin", author: "A. Admin", reason: "Test policy", policy };
}

function profileOf(latest: Accounts, companyStatus = "Active") {
  const previous = { ...ORDINARY, yearEndDate: "2023-12-31", yearStartDate: "2023-01-01" };
  return companyProfileSchema.parse({
    companyRegistrationNumber: "00000042", businessName: "GENERATED LIMITED", companyStatus, statutoryAccounts: [latest, previous],
  });
}

const empty = { kind: "empty" } as const;

/** The workbook as Excel would open it, the assessment the API gives for the same profile and policy. */
async function workbookAndAssessment(latest: Accounts, version: PolicyVersion, companyStatus?: string) {
  const profile = profileOf(latest, companyStatus);
  const inputs = { profile: { kind: "ok", body: profile }, tradingAddress: empty, officers: empty, documents: empty, charges: empty, psc: empty, ccjs: empty, property: empty } as unknown as ReportInputs;
  const report = buildReport(inputs, { crn: "00000042", generatedAt: NOW, source: "test", generatedBy: null, policy: version });
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await renderReportWorkbook(report)) as unknown as ArrayBuffer);
  const assessment = assessCompany(profile, "00000042", { policy: version, now: NOW });
  return { sheet: book.getWorksheet("Assessment")!, assessment, profile };
}

/** The value cell (column B) beside a label in column A. */
function cellOf(sheet: ExcelJS.Worksheet, label: string): string {
  const row = sheet.getColumn(1).values.indexOf(label);
  if (row < 0) throw new Error(`no row labelled ${label}`);
  return `B${row}`;
}

function formulaOf(sheet: ExcelJS.Worksheet, label: string): string {
  const value = sheet.getCell(cellOf(sheet, label)).value;
  if (!value || typeof value !== "object" || !("formula" in value)) throw new Error(`${label} holds no formula`);
  return String(value.formula);
}

/**
 * Every formula cell of the limit block: what Excel would compute equals the value cached beside it (exceljs reads a
 * cached 0 back as no value, though the file holds it). Answers how many formula cells there are.
 */
function expectCachedValuesMatch(sheet: ExcelJS.Worksheet): number {
  let formulas = 0;
  sheet.eachRow((row) => {
    const value = row.getCell(2).value;
    if (!value || typeof value !== "object" || !("formula" in value)) return;
    formulas += 1;
    const computed = recompute(sheet, String(value.formula));
    expect(computed, String(row.getCell(1).value)).toBeCloseTo(typeof value.result === "number" ? value.result : 0, 6);
  });
  return formulas;
}

async function expectLimitMatches(latest: Accounts, policy: CreditPolicy) {
  const { sheet, assessment } = await workbookAndAssessment(latest, policyVersion(policy));
  const limit = assessment.creditLimit;
  expect(limit, assessment.creditLimitWithheld ?? "").not.toBeNull();
  expect(recompute(sheet, formulaOf(sheet, "Suggested credit limit (GBP)"))).toBe(limit!.amount);
  expect(expectCachedValuesMatch(sheet)).toBeGreaterThan(8);
  return { sheet, assessment, limit: limit! };
}

describe("the workbook's limit formulas match the API to the pound", () => {
  it("for a loss year: the pre-tax loss reduction is a factor cell multiplied in", async () => {
    const { sheet, limit, assessment } = await expectLimitMatches({ ...ORDINARY, profitBeforeTax: -150_000, operatingProfit: -120_000 }, DEFAULT_POLICY);
    expect(limit.basis.reductions.map((reduction) => reduction.id)).toContain("pretaxLoss");
    expect(sheet.getCell(cellOf(sheet, "Reduction: a pre-tax loss in the latest year")).value).toBe(DEFAULT_POLICY.reductions.pretaxLoss.factor);
    expect(sheet.getCell(cellOf(sheet, "Override: reduction")).value).toBe(assessment.verdict.overrides.find((item) => item.id === "pretaxLoss")!.words);
    expect(limit.amount).toBeGreaterThan(0);
  });

  it("for negative working capital with positive net worth", async () => {
    const { limit } = await expectLimitMatches({ ...ORDINARY, totalCurrentAssets: 500_000, totalCurrentLiabilities: 800_000 }, DEFAULT_POLICY);
    expect(limit.basis.inputs.workingCapital).toBeLessThan(0);
    expect(limit.amount).toBeGreaterThan(0);
  });

  it("for filed intangibles, taken off net worth", async () => {
    const { sheet, limit } = await expectLimitMatches({ ...ORDINARY, intangibleAssets: 700_000 }, DEFAULT_POLICY);
    expect(limit.basis.inputs.tangibleNetWorth).toBe(1_600_000 - 700_000);
    expect(sheet.getCell(cellOf(sheet, "Intangible assets (intangibleAssets)")).value).toBe(700_000);
  });

  it("when the turnover cap binds, and when turnover is not filed (no turnover cap in the formula)", async () => {
    const binding = await expectLimitMatches({ ...ORDINARY, turnover: 600_000, profitBeforeTax: 20_000 }, DEFAULT_POLICY);
    expect(binding.limit.basis.capped).toBe(binding.limit.basis.caps.turnover);
    expect(binding.limit.basis.caps.turnover).toBeLessThan(Math.min(binding.limit.basis.base, binding.limit.basis.caps.tangibleNetWorth, binding.limit.basis.caps.ceiling));

    const unfiled = await expectLimitMatches({ ...ORDINARY, turnover: null }, DEFAULT_POLICY);
    expect(unfiled.limit.basis.caps.turnover).toBeNull();
    expect(unfiled.sheet.getCell(cellOf(unfiled.sheet, "Cap: turnover")).value).toBe("Not applied");
  });

  it("when the ceiling binds", async () => {
    const policy = { ...DEFAULT_POLICY, caps: { ...DEFAULT_POLICY.caps, ceiling: 55_555 } };
    const { limit } = await expectLimitMatches(ORDINARY, policy);
    expect(limit.basis.capped).toBe(55_555);
  });

  it("for negative tangible net worth (a zero factor) and an odd policy (fractional shares and months, rounding to £250)", async () => {
    const negative = await expectLimitMatches({ ...ORDINARY, intangibleAssets: 2_000_000 }, DEFAULT_POLICY);
    expect(negative.limit.basis.inputs.tangibleNetWorth).toBeLessThan(0);
    const odd: CreditPolicy = {
      ...DEFAULT_POLICY, base: { tangibleNetWorthShare: 0.13, workingCapitalShare: 0.07 }, caps: { tangibleNetWorthShare: 0.33, turnoverMonths: 1.5, ceiling: 987_654 },
      bandFactors: { low: 0.9, moderate: 0.45, high: 0.1 }, roundTo: 250,
      reductions: { ...DEFAULT_POLICY.reductions, pretaxLoss: { factor: 0.35, bandAtLeast: "moderate" } },
    };
    await expectLimitMatches({ ...ORDINARY, profitBeforeTax: -1, operatingProfit: -5_000 }, odd);
  });

  // Each case writes and reads back a whole workbook, so a few dozen take some seconds.
  it("over generated accounts and policies", { timeout: 90_000 }, async () => {
    const share = fc.integer({ min: 0, max: 100 }).map((n) => n / 100);
    const policy = fc.record({
      tnw: share, wc: share, capTnw: share, months: fc.integer({ min: 0, max: 24 }).map((n) => n / 2), ceiling: fc.integer({ min: 0, max: 5_000_000 }),
      low: share, moderate: share, high: share, loss: share, roundTo: fc.constantFrom(1, 10, 100, 250, 1000),
    }).map((p): CreditPolicy => ({
      ...DEFAULT_POLICY, base: { tangibleNetWorthShare: p.tnw, workingCapitalShare: p.wc }, caps: { tangibleNetWorthShare: p.capTnw, turnoverMonths: p.months, ceiling: p.ceiling },
      bandFactors: { low: p.low, moderate: p.moderate, high: p.high }, roundTo: p.roundTo, reductions: { ...DEFAULT_POLICY.reductions, pretaxLoss: { factor: p.loss, bandAtLeast: "moderate" } },
    }));
    const accounts = fc.record({
      totalAssets: fc.integer({ min: 20_000, max: 500_000_000 }), currentShare: fc.double({ min: 0.05, max: 1, noNaN: true }), liabilityShare: fc.double({ min: 0.05, max: 1.5, noNaN: true }),
      currentLiabilityShare: fc.double({ min: 0.05, max: 1, noNaN: true }), intangibles: fc.option(fc.double({ min: 0, max: 0.5, noNaN: true })),
      turnover: fc.option(fc.integer({ min: 1_000, max: 900_000_000 })), profit: fc.integer({ min: -50_000_000, max: 50_000_000 }),
    }).map((g): Accounts => {
      const totalCurrentAssets = Math.round(g.totalAssets * g.currentShare);
      const totalLiabilities = Math.round(g.totalAssets * g.liabilityShare);
      return {
        ...ORDINARY, totalAssets: g.totalAssets, totalCurrentAssets, stock: Math.round(totalCurrentAssets / 5), totalLiabilities,
        totalCurrentLiabilities: Math.max(1, Math.round(totalLiabilities * g.currentLiabilityShare)), totalShareholdersEquity: g.totalAssets - totalLiabilities,
        intangibleAssets: g.intangibles == null ? null : Math.round((g.totalAssets - totalCurrentAssets) * g.intangibles), turnover: g.turnover,
        profitBeforeTax: g.profit, operatingProfit: g.profit, revenueReserves: Math.round((g.totalAssets - totalLiabilities) / 2),
      };
    });
    await fc.assert(fc.asyncProperty(accounts, policy, async (latest, generated) => {
      await expectLimitMatches(latest, generated);
    }), { numRuns: 30, seed: 32 });
  });
});

describe("changing an input cell moves the limit as the policy would", () => {
  it("a figure in the year's row, and the policy's ceiling", async () => {
    const version = policyVersion(DEFAULT_POLICY);
    const { sheet, assessment, profile } = await workbookAndAssessment(ORDINARY, version);
    const limitFormula = formulaOf(sheet, "Suggested credit limit (GBP)");
    const latest = profile.statutoryAccounts!.find((year) => year.yearEndDate === YEAR_END)!;
    const policyWith = (accounts: Record<string, unknown>, policy: CreditPolicy) => applyPolicy({
      policy: policyVersion(policy), flags: new Set(), modelBand: assessment.verdict.modelBand, notScored: null, hasAccounts: true,
      latest: { yearEnded: YEAR_END, accounts }, now: NOW,
    }).limit!.amount;

    // Current assets are the table's cell for the year: the limit's input refers to it.
    const currentAssets = formulaOf(sheet, "Current assets (totalCurrentAssets)");
    expect(currentAssets).toMatch(/^[A-Z]+\d+$/);
    sheet.getCell(currentAssets).value = 1_000_000;
    const moved = recompute(sheet, limitFormula);
    expect(moved).toBe(policyWith({ ...latest, totalCurrentAssets: 1_000_000 }, DEFAULT_POLICY));
    expect(moved).not.toBe(assessment.creditLimit!.amount);
    sheet.getCell(currentAssets).value = ORDINARY.totalCurrentAssets;
    expect(recompute(sheet, limitFormula)).toBe(assessment.creditLimit!.amount);

    sheet.getCell(cellOf(sheet, "Cap: ceiling (GBP)")).value = 12_345;
    expect(recompute(sheet, limitFormula)).toBe(policyWith(latest, { ...DEFAULT_POLICY, caps: { ...DEFAULT_POLICY.caps, ceiling: 12_345 } }));
    expect(recompute(sheet, limitFormula)).toBe(12_300);
  });
});

describe("the policy block", () => {
  it("names the policy version, its verdict and rule; with no limit, the reason and the band, and no formula", async () => {
    const version = policyVersion(DEFAULT_POLICY, 7);
    const { sheet, assessment } = await workbookAndAssessment(ORDINARY, version, "In Liquidation");
    expect(assessment.creditLimit).toBeNull();
    expect(sheet.getCell(cellOf(sheet, "Policy version")).value).toBe("v7");
    expect(sheet.getCell(cellOf(sheet, "Verdict")).value).toBe(assessment.verdict.sentence);
    expect(assessment.verdict.sentence).toContain("credit policy v7");
    expect(sheet.getCell(cellOf(sheet, "Credit band")).value).toBe("High risk");
    expect(sheet.getCell(cellOf(sheet, "Override: no limit")).value).toBe(assessment.verdict.overrides[0].words);
    expect(String(sheet.getCell(cellOf(sheet, "Rule")).value)).toMatch(/^The lowest of 10% of tangible net worth plus 10% of working capital/);
    const none = cellOf(sheet, "Suggested credit limit");
    expect(sheet.getCell(none).value).toBe("None");
    expect(sheet.getCell(none.replace("B", "C")).value).toBe(assessment.creditLimitWithheld);
    const tableEnd = Number(cellOf(sheet, "Policy version").slice(1));
    sheet.eachRow((row, number) => {
      if (number >= tableEnd) expect(row.getCell(2).formula, `row ${number}`).toBeUndefined();
    });
  });
});
