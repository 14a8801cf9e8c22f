import { SHIPPED_POLICY } from "@/lib/policy/policy";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { companyProfileSchema } from "@/lib/upstream/schemas/company";
import { buildReport, type ReportInputs } from "../build/report";
import { renderReportWorkbook } from "./workbook";
import { recompute } from "./formula-test-support";

const YEAR = {
  yearEndDate: "2024-03-31", yearStartDate: "2023-04-01", accountType: "Full", profitBeforeTax: "100000", totalCurrentLiabilities: 400_000,
  totalCurrentAssets: 600_000, totalLiabilities: 500_000, totalAssets: 1_000_000, stock: 50_000, turnover: 2_000_000, depreciation: 30_000,
  revenueReserves: 250_000, operatingProfit: 120_000, totalShareholdersEquity: 500_000,
};
const profile = companyProfileSchema.parse({
  companyRegistrationNumber: "00000001", businessName: "TEST LIMITED", companyStatus: "Active",
  statutoryAccounts: [YEAR, { ...YEAR, yearEndDate: "2023-03-31", stock: null }, { ...YEAR, yearEndDate: "2022-03-31", profitBeforeTax: -900_000, operatingProfit: -880_000 }],
});
const empty = { kind: "empty" } as const;
const inputs = { profile: { kind: "ok", body: profile }, tradingAddress: empty, officers: empty, documents: empty, charges: empty, psc: empty, ccjs: empty, property: empty } as unknown as ReportInputs;

describe("the Assessment sheet", () => {
  it("holds formulas over its input cells that recompute to the assessment's scores and limit", async () => {
    const report = buildReport(inputs, { crn: "00000001", generatedAt: new Date("2024-12-01T00:00:00Z"), source: "test", generatedBy: null, policy: SHIPPED_POLICY });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await renderReportWorkbook(report) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Assessment")!;
    const [taffler, altman] = report.assessment.data.models;
    const checked: string[] = [];
    for (let r = 2; r <= 4; r += 1) {
      const yearEnded = (sheet.getCell(`A${r}`).value as Date).toISOString().slice(0, 10);
      for (const [model, column] of [[taffler, "M"], [altman, "O"]] as const) {
        const expected = model.years.find((year) => year.yearEnded === yearEnded)!.score;
        const cell = sheet.getCell(`${column}${r}`).value;
        if (expected == null) {
          expect(cell).toBe("no score");
          continue;
        }
        const formula = (cell as { formula: string }).formula;
        expect(formula).toMatch(/^[-+*/().\d\sA-Z]+$/);
        expect(recompute(sheet, formula)).toBeCloseTo(expected, 9);
        checked.push(`${model.id} ${yearEnded}`);
      }
    }
    // 2023 lacks stock, so only Altman scores it; the other two years have both.
    expect(checked.sort()).toEqual(["altman-z2 2022-03-31", "altman-z2 2023-03-31", "altman-z2 2024-03-31", "taffler 2022-03-31", "taffler 2024-03-31"]);
    expect(sheet.getCell("Q3").value).toBe("Taffler: stock not in the accounts");

    // The analyst changes an input: the formula follows it (stock up by 365,000 moves x4 by −365,000 × 365 / 1,870,000).
    sheet.getCell("G2").value = 415_000;
    expect(recompute(sheet, (sheet.getCell("M2").value as { formula: string }).formula)).toBeCloseTo(5.822064171 - 0.029 * (365_000 * 365) / 1_870_000, 9);
    sheet.getCell("G2").value = 50_000;

    const labels = sheet.getColumn(1).values.map(String);
    const limitRow = labels.indexOf("Suggested credit limit (GBP)");
    const limit = sheet.getCell(`B${limitRow}`).value as { formula: string };
    expect(recompute(sheet, limit.formula)).toBe(report.assessment.data.creditLimit!.amount);
    // By hand under policy v1: base 10% × £500,000 + 10% × £200,000 = £70,000, under every cap (£100,000 of net
    // worth, £166,667 of turnover, £1m), low risk × 100%.
    expect(report.assessment.data.creditLimit!.amount).toBe(70_000);
  });
});
