import { describe, expect, it } from "vitest";
import { statutoryAccountsSchema } from "@/lib/upstream/schemas/accounts";
import { DERIVED_FIGURE_KEYS, DERIVED_FIGURES, EBITDA_COMPUTED, EBITDA_FROM_UPSTREAM, derivedFigureRows, formatDerivedFigure } from "./derived-figures";
import { accountYears } from "./years";

const accounts = (fields: Record<string, unknown>) => statutoryAccountsSchema.parse(fields);
const read = (key: (typeof DERIVED_FIGURE_KEYS)[number], fields: Record<string, unknown>) => DERIVED_FIGURES[key].read(accounts(fields));

describe("DERIVED_FIGURES", () => {
  it("documents a formula and an n/m rule for every figure", () => {
    for (const key of DERIVED_FIGURE_KEYS) {
      expect(DERIVED_FIGURES[key].formula.length).toBeGreaterThan(10);
      expect(DERIVED_FIGURES[key].notMeaningfulWhen.length).toBeGreaterThan(10);
    }
  });

  it("tangible net worth is net worth less intangibles, negative when the intangibles exceed it", () => {
    expect(read("tangibleNetWorth", { netWorth: 500, intangibleAssets: 120 })).toEqual({ value: 380 });
    expect(read("tangibleNetWorth", { netWorth: 100, intangibleAssets: 300 })).toEqual({ value: -200 });
    // Shareholders' equity stands in for a missing net worth, as in the negative-net-worth flag.
    expect(read("tangibleNetWorth", { totalShareholdersEquity: 90, intangibleAssets: 10 })).toEqual({ value: 80 });
    // A missing intangible figure is not taken as zero.
    expect(read("tangibleNetWorth", { netWorth: 500 })).toEqual({ notMeaningful: "Intangible assets not reported" });
    expect(read("tangibleNetWorth", {})).toEqual({ notMeaningful: "Net worth and Intangible assets not reported" });
  });

  it("EBITDA is the service's where given, else operating profit + depreciation, and says which", () => {
    expect(read("ebitda", { EBITDA: 1_000, operatingProfit: 700, depreciation: 200 })).toEqual({ value: 1_000, basis: EBITDA_FROM_UPSTREAM });
    expect(read("ebitda", { operatingProfit: -700, depreciation: 200 })).toEqual({ value: -500, basis: EBITDA_COMPUTED });
    expect(read("ebitda", { operatingProfit: 700 })).toEqual({ notMeaningful: "Depreciation not reported" });
  });

  it("interest cover is operating profit over interest, n/m with no interest to cover", () => {
    expect(read("interestCover", { operatingProfit: 900, interestExpense: 200 })).toEqual({ value: 4.5 });
    // A loss over interest is a negative cover: shown, it is the finding.
    expect(read("interestCover", { operatingProfit: -100, interestExpense: 50 })).toEqual({ value: -2 });
    expect(read("interestCover", { operatingProfit: 900, interestExpense: 0 })).toEqual({ notMeaningful: "Interest expense is zero" });
    expect(read("interestCover", { operatingProfit: 900, interestExpense: -5 })).toEqual({ notMeaningful: expect.stringMatching(/^Interest expense is negative/) });
    expect(read("interestCover", { interestExpense: 50 })).toEqual({ notMeaningful: "Operating profit not reported" });
  });

  it("the quick ratio leaves stock out of current assets, n/m over a zero or negative base or without stock", () => {
    expect(read("quickRatio", { totalCurrentAssets: 300, stock: 60, totalCurrentLiabilities: 160 })).toEqual({ value: 1.5 });
    expect(read("quickRatio", { totalCurrentAssets: 300, stock: 60, totalCurrentLiabilities: 0 })).toEqual({ notMeaningful: "Current liabilities is zero" });
    expect(read("quickRatio", { totalCurrentAssets: 300, totalCurrentLiabilities: 100 })).toEqual({ notMeaningful: "Stock not reported" });
    expect(read("quickRatio", { totalCurrentAssets: 300 })).toEqual({ notMeaningful: "Stock and Current liabilities not reported" });
  });

  it("gives one set of readings per year, oldest first as the years are", () => {
    const years = accountYears([
      accounts({ yearEndDate: "2024-03-31", netWorth: 10, intangibleAssets: 1 }),
      accounts({ yearEndDate: "2023-03-31", netWorth: 5, intangibleAssets: 2 }),
    ]);
    expect(derivedFigureRows(years).map((row) => row.tangibleNetWorth)).toEqual([{ value: 3 }, { value: 9 }]);
  });
});

describe("formatDerivedFigure", () => {
  it("writes pounds in full, cover as a multiple and the quick ratio plainly", () => {
    expect(formatDerivedFigure("money", -1_234_567)).toBe("−£1,234,567");
    expect(formatDerivedFigure("times", 4.5)).toBe("4.5×");
    expect(formatDerivedFigure("ratio", 1.5)).toBe("1.50");
    expect(formatDerivedFigure("ratio", null)).toBe("—");
  });
});
