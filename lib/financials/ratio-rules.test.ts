import { describe, expect, it } from "vitest";
import { statutoryAccountsSchema } from "@/lib/upstream/schemas/accounts";
import { RATIO_KEYS, RATIO_RULES, readRatio, readRatios } from "./ratio-rules";

const accounts = (fields: Record<string, unknown>) => statutoryAccountsSchema.parse(fields);

const healthy = accounts({
  turnover: 1000, costOfSales: 600, profitBeforeTax: 100, operatingProfit: 120, totalCurrentAssets: 300,
  totalCurrentLiabilities: 150, bankOverdraftAndLTL: 200, totalShareholdersEquity: 400, capitalEmployed: 600,
  tradeDebtors: 100, tradeCreditors: 60,
});

describe("RATIO_RULES", () => {
  it("documents a formula and an n/m rule for every ratio", () => {
    for (const key of RATIO_KEYS) {
      expect(RATIO_RULES[key].formula.length).toBeGreaterThan(10);
      expect(RATIO_RULES[key].notMeaningfulWhen).toMatch(/zero or negative/);
    }
  });
});

describe("readRatio: each ratio's n/m rule", () => {
  const cases: Array<{ key: (typeof RATIO_KEYS)[number]; base: Record<string, unknown>; zero: string; negative: string; missing: string }> = [
    { key: "currentRatio", base: { totalCurrentAssets: 300 }, zero: "totalCurrentLiabilities", negative: "totalCurrentLiabilities", missing: "Current liabilities" },
    { key: "gearing", base: { bankOverdraftAndLTL: 200 }, zero: "totalShareholdersEquity", negative: "totalShareholdersEquity", missing: "Shareholders' equity" },
    { key: "roce", base: { operatingProfit: -50 }, zero: "capitalEmployed", negative: "capitalEmployed", missing: "Capital employed" },
    { key: "preTaxMargin", base: { profitBeforeTax: 10 }, zero: "turnover", negative: "turnover", missing: "Turnover" },
    { key: "debtorDays", base: { tradeDebtors: 10 }, zero: "turnover", negative: "turnover", missing: "Turnover" },
    { key: "creditorDays", base: { tradeCreditors: 10 }, zero: "costOfSales", negative: "costOfSales", missing: "Turnover" },
  ];
  for (const { key, base, zero, negative, missing } of cases) {
    it(`${key}: n/m over a zero or negative base, or a missing input`, () => {
      expect(readRatio(key, accounts({ ...base, [zero]: 0 }))).toEqual({ notMeaningful: expect.stringMatching(/ is zero$/) });
      expect(readRatio(key, accounts({ ...base, [negative]: -250 }))).toEqual({ notMeaningful: expect.stringMatching(/ is negative \(−£250\)$/) });
      expect(readRatio(key, accounts(base))).toEqual({ notMeaningful: `${missing} not reported` });
      expect("value" in readRatio(key, healthy)).toBe(true);
    });
  }

  it("computes the values by the documented formulas", () => {
    const value = (key: (typeof RATIO_KEYS)[number]) => {
      const reading = readRatio(key, healthy);
      return "value" in reading ? reading.value : NaN;
    };
    expect(value("currentRatio")).toBeCloseTo(2);
    expect(value("gearing")).toBeCloseTo(50);
    expect(value("roce")).toBeCloseTo(20);
    expect(value("preTaxMargin")).toBeCloseTo(10);
    expect(value("debtorDays")).toBeCloseTo(36.5);
    expect(value("creditorDays")).toBeCloseTo(36.5);
  });

  it("derives capital employed from total assets less current liabilities when not given", () => {
    expect(readRatio("roce", accounts({ operatingProfit: -40, totalAssets: 100, totalCurrentLiabilities: 300 })))
      .toEqual({ notMeaningful: "Capital employed is negative (−£200)" });
  });

  it("names the numerator when it is the missing input", () => {
    expect(readRatio("preTaxMargin", accounts({ turnover: 100 }))).toEqual({ notMeaningful: "Pre-tax profit not reported" });
  });
});

describe("readRatios: the upstream's figures against the year's accounts", () => {
  it("withholds an upstream ROCE of +317% beside a loss over negative capital employed", () => {
    const lossMaking = accounts({ profitBeforeTax: -95_000, operatingProfit: -90_000, capitalEmployed: -30_000, totalShareholdersEquity: -40_000, bankOverdraftAndLTL: 427_000 });
    const readings = readRatios(lossMaking, { roce: 317, gearing: -1068 });
    expect(readings.roce).toEqual({ notMeaningful: "Capital employed is negative (−£30k)" });
    expect(readings.gearing).toEqual({ notMeaningful: "Shareholders' equity is negative (−£40k)" });
  });
  it("prefers the upstream's figure over a sound base", () => {
    expect(readRatios(healthy, { preTaxMargin: 12.5 }).preTaxMargin).toEqual({ value: 12.5 });
  });
  it("keeps the upstream's figure when the accounts only lack an input", () => {
    expect(readRatios(accounts({}), { currentRatio: 1.4 }).currentRatio).toEqual({ value: 1.4 });
    expect(readRatios(accounts({}), {}).currentRatio).toEqual({ notMeaningful: "Current assets and Current liabilities not reported" });
  });
});
