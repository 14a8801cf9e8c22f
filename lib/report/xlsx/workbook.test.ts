// The workbook read back as Excel would read it: percentages are fractions with a percent format (so formulas
// work on them), a ratio that is not meaningful is "n/m" with its reason, and risk flags carry their level.
import { SHIPPED_POLICY } from "@/lib/policy/policy";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { companyProfileSchema } from "@/lib/upstream/schemas/company";
import { buildReport, type ReportInputs } from "../build/report";
import { renderReportWorkbook } from "./workbook";

const profile = companyProfileSchema.parse({
  companyRegistrationNumber: "00000001",
  businessName: "FAIRBAIRN HARBOUR CRANES LIMITED",
  companyStatus: "In Liquidation",
  statutoryAccounts: [
    { yearEndDate: "2023-03-31", turnover: 1_000_000, profitBeforeTax: 91_000, capitalEmployed: 400_000, operatingProfit: 100_000 },
    { yearEndDate: "2024-03-31", turnover: 1_000_000, profitBeforeTax: -50_000, operatingProfit: -40_000, capitalEmployed: -20_000 },
  ],
  financialRatios: [{ yearEndDate: "2024-03-31", returnOnCapitalEmployedPercentage: "317.00" }],
  ccjDetails: [{ caseNumber: "K1", ccjAmount: 1200, ccjStatus: "Satisfied" }],
});

const inputs: ReportInputs = {
  profile: { kind: "ok", body: profile },
  tradingAddress: { kind: "empty" },
  officers: { kind: "empty" },
  documents: { kind: "empty" },
  charges: { kind: "empty" },
  psc: { kind: "empty" },
  ccjs: { kind: "empty" },
  property: { kind: "empty" },
};

async function workbook() {
  const report = buildReport(inputs, { crn: "00000001", generatedAt: new Date("2026-11-22T10:00:00Z"), source: "test", generatedBy: null, policy: SHIPPED_POLICY });
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await renderReportWorkbook(report)) as unknown as ArrayBuffer);
  return book;
}

function rowsOf(sheet: ExcelJS.Worksheet): Map<string, ExcelJS.Row> {
  const rows = new Map<string, ExcelJS.Row>();
  sheet.eachRow((row, number) => {
    if (number > 1) rows.set(String(row.getCell(1).value instanceof Date ? (row.getCell(1).value as Date).toISOString().slice(0, 10) : row.getCell(1).value), row);
  });
  return rows;
}

describe("the workbook", () => {
  it("stores a percentage as a fraction with a % format", async () => {
    const sheet = (await workbook()).getWorksheet("Ratios")!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const margin = sheet.getRow(3).getCell(headers.indexOf("Pre-tax margin") + 1);
    expect(rowsOf(sheet).get("2023-03-31")?.number).toBe(3);
    expect(margin.value).toBeCloseTo(0.091);
    expect(margin.numFmt).toBe("0.0%");
  });
  it("writes n/m with its reason where a ratio is not meaningful, never the upstream's +317%", async () => {
    const sheet = (await workbook()).getWorksheet("Ratios")!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const latest = rowsOf(sheet).get("2024-03-31")!;
    expect(latest.getCell(headers.indexOf("Return on capital employed") + 1).value).toBe("n/m");
    expect(latest.getCell(headers.indexOf("Not meaningful (n/m)") + 1).value).toContain("Return on capital employed: Capital employed is negative (−£20k)");
    // A header, the six key ratios and the four derived figures (tangible net worth, EBITDA, interest cover, quick ratio).
    expect((await workbook()).getWorksheet("Ratio rules")!.rowCount).toBe(11);
  });
  it("stores the key figures' change on the year as a fraction with a % format", async () => {
    const sheet = (await workbook()).getWorksheet("Key figures")!;
    const turnover = rowsOf(sheet).get("Turnover")!;
    expect(turnover.getCell(5).value).toBe(0);
    expect(turnover.getCell(5).numFmt).toBe("0.0%");
  });
  it("writes n/m with its reason for a key figure that changed sign, never a percentage of the profit before", async () => {
    const profit = rowsOf((await workbook()).getWorksheet("Key figures")!).get("Pre-tax profit")!;
    // 91,000 profit then a 50,000 loss: a percentage of the profit would read as a "−154.9%" change.
    expect(profit.getCell(5).value).toBe("n/m");
    expect(profit.getCell(6).value).toBe("Changed sign: positive to negative");
  });
  it("names the credit policy version and its verdict on the Report sheet", async () => {
    const rows = new Map<string, unknown>();
    (await workbook()).getWorksheet("Report")!.eachRow((row) => rows.set(String(row.getCell(1).value), row.getCell(2).value));
    expect(rows.get("Credit policy")).toBe(`v1 (${SHIPPED_POLICY.author}, ${SHIPPED_POLICY.at.slice(0, 10)})`);
    // In liquidation: the policy gives no limit and the high band, whatever the figures say.
    expect(rows.get("Verdict")).toMatch(/^High risk under credit policy v1: no limit \(the company is in liquidation/);
  });
  it("names each risk flag's level", async () => {
    const rows = rowsOf((await workbook()).getWorksheet("Risk flags")!);
    expect(rows.get("High risk")?.getCell(2).value).toBe("In liquidation");
    expect(rows.get("Information")?.getCell(2).value).toBe("1 county court judgment, all satisfied or set aside");
  });
});
