import { describe, expect, it } from "vitest";
import { statutoryAccountsSchema } from "@/lib/upstream/schemas/accounts";
import { keyFigures } from "./key-figures";
import { accountYears } from "./years";

const years = (...records: Record<string, unknown>[]) => accountYears(records.map((record) => statutoryAccountsSchema.parse(record)));

describe("keyFigures", () => {
  it("is null without accounts", () => {
    expect(keyFigures([])).toBeNull();
  });
  it("gives the latest year's figures with the change on the year before", () => {
    const figures = keyFigures(years(
      { yearEndDate: "2024-03-31", turnover: 1_200_000, numberOfEmployees: 12 },
      { yearEndDate: "2023-03-31", turnover: 1_000_000, numberOfEmployees: 0 },
    ));
    expect(figures?.latest.key).toBe("2024-03-31");
    expect(figures?.previous?.key).toBe("2023-03-31");
    expect(figures?.figures.map((figure) => figure.field)).toEqual(["turnover", "profitBeforeTax", "netWorth", "totalAssets", "cash", "numberOfEmployees"]);
    expect(figures?.figures[0]).toEqual({ field: "turnover", label: "Turnover", kind: "money", value: 1_200_000, previous: 1_000_000, change: 0.2, changeNotMeaningful: null });
    expect(figures?.figures[5]).toMatchObject({ kind: "count", value: 12, previous: 0, change: null, changeNotMeaningful: "Previous year is zero" });
  });
  it("gives a profit that turned to a loss, or a loss that shrank, no percentage but the reason", () => {
    const figures = keyFigures(years(
      { yearEndDate: "2024-03-31", profitBeforeTax: -38_603, netWorth: -50 },
      { yearEndDate: "2023-03-31", profitBeforeTax: 1_006_320, netWorth: -100 },
    ));
    expect(figures?.figures[1]).toMatchObject({ change: null, changeNotMeaningful: "Changed sign: positive to negative" });
    expect(figures?.figures[2]).toMatchObject({ change: null, changeNotMeaningful: "Previous year is negative" });
  });
  it("has no change figure for a single year", () => {
    const figures = keyFigures(years({ yearEndDate: "2024-03-31", cash: 10 }));
    expect(figures?.previous).toBeNull();
    expect(figures?.figures[4]).toMatchObject({ value: 10, previous: null, change: null, changeNotMeaningful: null });
  });
});
