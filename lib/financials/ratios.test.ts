import { describe, expect, it } from "vitest";
import { statutoryAccountsSchema, financialRatiosSchema } from "@/lib/upstream/schemas/accounts";
import { deriveRatios, ratioRows } from "./ratios";
import { accountYears, selectYears } from "./years";

const accounts = (fields: Record<string, unknown>) => statutoryAccountsSchema.parse(fields);

describe("deriveRatios", () => {
  it("derives the key ratios from accounts", () => {
    const ratios = deriveRatios(accounts({
      turnover: 1000, costOfSales: 600, profitBeforeTax: 100, operatingProfit: 120, totalCurrentAssets: 300,
      totalCurrentLiabilities: 150, bankOverdraftAndLTL: 200, totalShareholdersEquity: 400, capitalEmployed: 600,
      tradeDebtors: 100, tradeCreditors: 60,
    }));
    expect(ratios.currentRatio).toBeCloseTo(2);
    expect(ratios.gearing).toBeCloseTo(50);
    expect(ratios.roce).toBeCloseTo(20);
    expect(ratios.preTaxMargin).toBeCloseTo(10);
    expect(ratios.debtorDays).toBeCloseTo(36.5);
    expect(ratios.creditorDays).toBeCloseTo(36.5);
  });
  it("leaves a ratio unknown when an input is missing, zero, or equity is negative", () => {
    const ratios = deriveRatios(accounts({ turnover: 0, profitBeforeTax: -5, totalShareholdersEquity: -10, bankOverdraftAndLTL: 5 }));
    expect(ratios.preTaxMargin).toBeNull();
    expect(ratios.currentRatio).toBeNull();
    expect(ratios.gearing).toBeNull();
  });
  it("shows a loss as a negative margin", () => {
    expect(deriveRatios(accounts({ turnover: 200, profitBeforeTax: -50 })).preTaxMargin).toBeCloseTo(-25);
  });
});

describe("ratioRows and years", () => {
  const years = accountYears([
    accounts({ yearEndDate: "2023-03-31", turnover: 100, profitBeforeTax: 10 }),
    accounts({ yearEndDate: "31/03/2022", turnover: 80, profitBeforeTax: 4 }),
    accounts({ yearEndDate: null, turnover: 1 }),
    accounts({ yearEndDate: "2023-03-31", turnover: 100, profitBeforeTax: 20 }),
  ]);
  it("orders years oldest first, dropping undated and duplicate years", () => {
    expect(years.map((year) => year.key)).toEqual(["2022-03-31", "2023-03-31"]);
    expect(years[1].accounts.profitBeforeTax).toBe(20);
  });
  it("prefers the upstream's ratios and falls back to derived ones", () => {
    const rows = ratioRows(years, [financialRatiosSchema.parse({ yearEndDate: "2023-03-31", preTaxProfitPercentage: "12.5" })]);
    expect(rows[1].preTaxMargin).toBe(12.5);
    expect(rows[0].preTaxMargin).toBeCloseTo(5);
  });
  it("selects the latest years", () => {
    expect(selectYears([1, 2, 3, 4, 5, 6], "3")).toEqual([4, 5, 6]);
    expect(selectYears([1, 2], "10")).toEqual([1, 2]);
  });
});
