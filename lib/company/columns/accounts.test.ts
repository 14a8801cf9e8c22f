import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { pdfColumns } from "@/lib/report/pdf/table";
import { addTableSheet, sheetColumns } from "@/lib/report/xlsx/sheet";
import { ACCOUNTS_COLUMNS, accountsFigures, FINANCIAL_FIELDS, type AccountsFields } from "./accounts";
import { cellText, columnsFor } from "./column-spec";

const DOCUMENT = "https://dashboard.example/api/companies/09990001/documents/abc";
const ROW: AccountsFields = {
  yearEnd: "2024-03-31",
  values: accountsFigures({
    turnover: 12_345_678, grossProfit: 4_000_000, operatingProfit: -250_000, profitBeforeTax: 999_950, profitAfterTax: 1_499,
    totalAssets: 20_000_000, totalLiabilities: 7_500_000, netWorth: 12_500_000, totalShareholdersEquity: 12_500_000,
    cash: 0, workingCapital: null, numberOfEmployees: 1_234,
  }),
  source: { sentence: "Accounts for the year ended 31 Mar 2024, filed on 12 Dec 2024", filed: "2024-12-12", documentUrl: DOCUMENT },
};

// Each column: what the screen shows, what the PDF prints (undefined: not on the PDF) and what the workbook stores.
const EXPECTED: Record<string, { screen: string; pdf?: string; xlsx: unknown }> = {
  yearEnd: { screen: "31 Mar 2024", pdf: "31 Mar 2024", xlsx: new Date("2024-03-31T00:00:00Z") },
  turnover: { screen: "£12,345,678", pdf: "£12.3m", xlsx: 12_345_678 },
  grossProfit: { screen: "£4,000,000", pdf: "£4m", xlsx: 4_000_000 },
  operatingProfit: { screen: "−£250,000", pdf: "−£250k", xlsx: -250_000 },
  profitBeforeTax: { screen: "£999,950", pdf: "£1m", xlsx: 999_950 },
  profitAfterTax: { screen: "£1,499", pdf: "£1.5k", xlsx: 1_499 },
  totalAssets: { screen: "£20,000,000", pdf: "£20m", xlsx: 20_000_000 },
  totalLiabilities: { screen: "£7,500,000", pdf: "£7.5m", xlsx: 7_500_000 },
  netWorth: { screen: "£12,500,000", pdf: "£12.5m", xlsx: 12_500_000 },
  totalShareholdersEquity: { screen: "£12,500,000", pdf: "£12.5m", xlsx: 12_500_000 },
  cash: { screen: "£0", pdf: "£0", xlsx: 0 },
  workingCapital: { screen: "—", pdf: "—", xlsx: null },
  numberOfEmployees: { screen: "1,234", pdf: "1,234", xlsx: 1_234 },
  source: { screen: ROW.source!.sentence, xlsx: ROW.source!.sentence },
  filed: { screen: "12 Dec 2024", xlsx: new Date("2024-12-12T00:00:00Z") },
  document: { screen: DOCUMENT, xlsx: { text: DOCUMENT, hyperlink: DOCUMENT } },
};

async function storedRow(rows: readonly AccountsFields[]): Promise<{ headers: unknown[]; cells: unknown[][] }> {
  const workbook = new ExcelJS.Workbook();
  addTableSheet(workbook, "Financials", sheetColumns(ACCOUNTS_COLUMNS), rows, null);
  // Through a saved file, as the download is read.
  const loaded = new ExcelJS.Workbook();
  await loaded.xlsx.load(await workbook.xlsx.writeBuffer());
  const sheet = loaded.getWorksheet("Financials")!;
  const values = (index: number) => (sheet.getRow(index).values as unknown[]).slice(1);
  return { headers: values(1), cells: rows.map((_, index) => values(index + 2)) };
}

describe("the accounts columns", () => {
  it("are the year end, every financial field in order, then the source, its filing date and its document", () => {
    expect(ACCOUNTS_COLUMNS.map((spec) => spec.key)).toEqual(["yearEnd", ...FINANCIAL_FIELDS.map(({ field }) => field), "source", "filed", "document"]);
    expect(Object.keys(EXPECTED)).toEqual(ACCOUNTS_COLUMNS.map((spec) => spec.key));
  });

  it.each(Object.entries(EXPECTED))("%s shows its value on screen", (key, { screen }) => {
    const spec = ACCOUNTS_COLUMNS.find((column) => column.key === key)!;
    expect(columnsFor(ACCOUNTS_COLUMNS, "screen")).toContain(spec);
    expect(cellText(spec, ROW)).toBe(screen);
  });

  it("print the year end and the figures (compact sterling) on the PDF, whose sources page lists the filings", () => {
    const shown = Object.entries(EXPECTED).filter(([, expected]) => expected.pdf !== undefined);
    const columns = pdfColumns(ACCOUNTS_COLUMNS);
    expect(columns.map((column) => column.header)).toEqual(shown.map(([key]) => ACCOUNTS_COLUMNS.find((spec) => spec.key === key)!.header));
    expect(columns.map((column) => column.cell(ROW))).toEqual(shown.map(([, expected]) => expected.pdf));
    expect(columns.slice(1).every((column) => column.numeric)).toBe(true);
  });

  it.each(Object.entries(EXPECTED))("%s is stored in the workbook by its kind", async (key, { xlsx }) => {
    const { headers, cells } = await storedRow([ROW]);
    const index = ACCOUNTS_COLUMNS.findIndex((spec) => spec.key === key);
    expect(headers[index]).toBe(ACCOUNTS_COLUMNS[index].header);
    const stored = cells[0][index];
    if (xlsx !== null && typeof xlsx === "object" && !(xlsx instanceof Date)) expect(stored).toMatchObject(xlsx);
    else expect(stored ?? null).toEqual(xlsx);
  });

  it("leave a year without a source blank in its source cells, never a zero or a dead link", async () => {
    const bare: AccountsFields = { yearEnd: "2023-03-31", values: accountsFigures({}), source: null };
    const { cells } = await storedRow([bare]);
    expect(cells[0].slice(1).every((cell) => cell == null)).toBe(true);
    expect(ACCOUNTS_COLUMNS.slice(1).map((spec) => cellText(spec, bare))).toEqual(ACCOUNTS_COLUMNS.slice(1).map(() => "—"));
  });
});
