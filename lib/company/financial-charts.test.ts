import { describe, expect, it } from "vitest";
import { RATIO_KEYS, type RatioReadings } from "@/lib/financials/ratio-rules";
import { notMeaningfulKey } from "@/lib/charts/chart-types";
import { accountYears } from "@/lib/financials/years";
import { STATUTORY_ACCOUNTS_NUMBER_FIELDS, statutoryAccountsSchema } from "@/lib/upstream/schemas/accounts";
import { FINANCIAL_CHARTS, financialChartRows } from "./financial-charts";

const series = FINANCIAL_CHARTS.flatMap((chart) => chart.series.map((item) => ({ chart, item })));
const noRatios = (): RatioReadings =>
  Object.fromEntries(RATIO_KEYS.map((key) => [key, { notMeaningful: "not in the accounts" }])) as RatioReadings;

describe("the financial charts table", () => {
  it("reads only fields the accounts schema has and ratios the ratios derivation gives", () => {
    for (const { item } of series) {
      if ("accounts" in item.source) expect(STATUTORY_ACCOUNTS_NUMBER_FIELDS).toContain(item.source.accounts);
      else expect(RATIO_KEYS).toContain(item.source.ratio);
    }
  });

  it("gives every series its own key, since all of them share one row per year", () => {
    const keys = series.map(({ item }) => item.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(FINANCIAL_CHARTS.map((chart) => chart.id)).size).toBe(FINANCIAL_CHARTS.length);
  });

  it("offers compound growth for money and headcount, never for ratios", () => {
    for (const chart of FINANCIAL_CHARTS) {
      expect(chart.growth, chart.id).toBe(chart.series.every((item) => "accounts" in item.source));
    }
  });

  it("formats values in each chart's unit and shows a missing one as a dash", () => {
    const days = FINANCIAL_CHARTS.find((chart) => chart.id === "days")!;
    expect(days.format(45.4)).toBe("45 days");
    for (const chart of FINANCIAL_CHARTS) expect(chart.format(null), chart.id).toBe("—");
  });
});

describe("financialChartRows", () => {
  const years = accountYears([
    statutoryAccountsSchema.parse({ yearEndDate: "2023-03-31", turnover: "1,200,000", totalAssets: 900_000, cash: null }),
    statutoryAccountsSchema.parse({ yearEndDate: "2022-03-31", turnover: 1_000_000, numberOfEmployees: 12 }),
  ]);

  it("makes one row per year, oldest first, with every series under its key", () => {
    const ratios = [{ ...noRatios(), currentRatio: { value: 1.4 } }, { ...noRatios(), gearing: { value: 35 } }];
    const rows = financialChartRows(years, ratios);
    expect(rows.map((row) => row.label)).toEqual(["Mar 2022", "Mar 2023"]);
    expect(rows[0]).toMatchObject({ turnover: 1_000_000, numberOfEmployees: 12, currentRatio: 1.4, gearing: null });
    expect(rows[1]).toMatchObject({ turnover: 1_200_000, totalAssets: 900_000, gearing: 35, currentRatio: null });
    expect(rows[0]).toMatchObject({ title: "Year ended 31 Mar 2022", [notMeaningfulKey("gearing")]: "not in the accounts" });
    expect(rows[0]![notMeaningfulKey("currentRatio")]).toBeNull();
    const ratioKeys = series.flatMap(({ item }) => ("ratio" in item.source ? [notMeaningfulKey(item.key)] : []));
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(["label", "title", ...series.map(({ item }) => item.key), ...ratioKeys].sort());
    }
  });

  it("leaves a figure the year lacks as null (a gap), never zero", () => {
    const rows = financialChartRows(years, [noRatios(), noRatios()]);
    expect(rows[0]!.totalAssets).toBeNull();
    expect(rows[1]!.cash).toBeNull();
    expect(rows[1]!.numberOfEmployees).toBeNull();
  });

  it("draws no ratio for a year the ratios do not reach", () => {
    expect(financialChartRows(years, [])[0]!.currentRatio).toBeNull();
    expect(financialChartRows([], [])).toEqual([]);
  });
});
