// The workbook's derived figures and line items, read back as Excel reads them, against figures worked by hand from
// the accounts below (not by calling lib/financials).
import { SHIPPED_POLICY } from "@/lib/policy/policy";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { companyProfileSchema } from "@/lib/upstream/schemas/company";
import { STATUTORY_ACCOUNTS_NUMBER_FIELDS } from "@/lib/upstream/schemas/accounts";
import { reportSchema } from "../model";
import { buildReport, type ReportInputs } from "../build/report";
import { renderReportWorkbook } from "./workbook";

const profile = companyProfileSchema.parse({
  companyRegistrationNumber: "00000002",
  businessName: "GREYFRIARS TOOLING LIMITED",
  companyStatus: "Active",
  statutoryAccounts: [
    // 2023: no interest, no stock reported, no EBITDA given.
    { yearEndDate: "2023-03-31", netWorth: 400_000, intangibleAssets: 100_000, operatingProfit: 90_000, depreciation: 10_000, interestExpense: 0, totalCurrentAssets: 300_000, totalCurrentLiabilities: 200_000 },
    { yearEndDate: "2024-03-31", netWorth: 450_000, intangibleAssets: 500_000, operatingProfit: 120_000, depreciation: 20_000, EBITDA: 150_000, interestExpense: 30_000, totalCurrentAssets: 300_000, stock: 60_000, totalCurrentLiabilities: 160_000 },
  ],
});

const inputs: ReportInputs = {
  profile: { kind: "ok", body: profile },
  tradingAddress: { kind: "empty" }, officers: { kind: "empty" }, documents: { kind: "empty" }, charges: { kind: "empty" },
  psc: { kind: "empty" }, ccjs: { kind: "empty" }, property: { kind: "empty" },
};

const report = buildReport(inputs, { crn: "00000002", generatedAt: new Date("2026-11-22T10:00:00Z"), source: "test", generatedBy: null, policy: SHIPPED_POLICY });

async function sheet(name: string) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await renderReportWorkbook(report)) as unknown as ArrayBuffer);
  return book.getWorksheet(name)!;
}

const values = (row: ExcelJS.Row) => (row.values as unknown[]).slice(1);

describe("the report's derived figures", () => {
  it("are in the JSON with their n/m reasons and the EBITDA basis", () => {
    expect(reportSchema.safeParse(report).success).toBe(true);
    const [y2023, y2024] = report.financials.data.years;
    expect(y2024.derived).toEqual({ tangibleNetWorth: -50_000, ebitda: 150_000, interestCover: 4, quickRatio: 1.5 });
    expect(y2023.derived).toEqual({ tangibleNetWorth: 300_000, ebitda: 100_000, interestCover: null, quickRatio: null });
    expect(y2023.notMeaningful).toMatchObject({ interestCover: "Interest expense is zero", quickRatio: "Stock not reported" });
    expect(y2023.derivedBasis).toEqual({ ebitda: "operating profit + depreciation" });
    expect(y2024.derivedBasis).toEqual({ ebitda: "the service's EBITDA" });
  });

  it("are columns of the Ratios sheet, n/m where not meaningful", async () => {
    const ratios = await sheet("Ratios");
    const headers = values(ratios.getRow(1));
    const row2023 = values(ratios.getRow(3));
    const cell = (header: string) => row2023[headers.indexOf(header)];
    expect(cell("Tangible net worth")).toBe(300_000);
    expect(cell("EBITDA")).toBe(100_000);
    expect(cell("Interest cover")).toBe("n/m");
    expect(cell("Quick ratio")).toBe("n/m");
    expect(cell("EBITDA basis")).toBe("operating profit + depreciation");
    expect(String(cell("Not meaningful (n/m)"))).toContain("Interest cover: Interest expense is zero");
    const rules = await sheet("Ratio rules");
    const named: string[] = [];
    rules.eachRow((row, number) => { if (number > 1) named.push(String(row.getCell(1).value)); });
    expect(named).toEqual(expect.arrayContaining(["Tangible net worth", "EBITDA", "Interest cover", "Quick ratio"]));
  });
});

describe("the workbook's Line items sheet", () => {
  it("has every figure of the accounts as a row, years newest first, a missing figure blank", async () => {
    const items = await sheet("Line items");
    expect(values(items.getRow(1))).toEqual(["Group", "Line item", "2024-03-31", "2023-03-31"]);
    expect(items.rowCount - 1).toBe(STATUTORY_ACCOUNTS_NUMBER_FIELDS.length);
    const byLabel = new Map<string, unknown[]>();
    items.eachRow((row, number) => { if (number > 1) byLabel.set(String(row.getCell(2).value), values(row)); });
    expect(byLabel.get("Stock")).toEqual(["Balance sheet", "Stock", 60_000]);
    expect(byLabel.get("Intangible assets")).toEqual(["Balance sheet", "Intangible assets", 500_000, 100_000]);
    expect(byLabel.get("Operating profit")?.[0]).toBe("Profit and loss");
  });
});
