import { describe, expect, it } from "vitest";
import { missingRow, type CompareRow } from "./compare-row";
import { compareChart } from "./compare-series";

const company = (crn: string, turnover: Record<string, number | null>): CompareRow => ({
  ...missingRow(crn, ""), missing: null,
  years: Object.entries(turnover).map(([yearEnded, value]) => ({ yearEnded, values: { turnover: value } })),
});

describe("the comparison's charts", () => {
  const rows = [
    company("00000001", { "2020-03-31": 50, "2021-03-31": 100, "2022-03-31": 150, "2023-03-31": 200 }),
    company("00000002", { "2021-12-31": 400, "2022-12-31": null, "2023-12-31": 200 }),
  ];

  it("draws absolute figures by calendar year, a missing year as a gap", () => {
    const chart = compareChart(rows, "turnover", "absolute");
    expect(chart.rows.map((row) => row.label)).toEqual(["2020", "2021", "2022", "2023"]);
    expect(chart.rows[0]).toMatchObject({ "00000001": 50, "00000002": null });
    expect(chart.rows[2]).toMatchObject({ "00000001": 150, "00000002": null });
  });

  it("rebases to 100 at the first year every company shares", () => {
    const chart = compareChart(rows, "turnover", "indexed");
    expect(chart.baseYear).toBe("2021");
    expect(chart.rows.map((row) => row.label)).toEqual(["2021", "2022", "2023"]);
    expect(chart.rows[0]).toMatchObject({ "00000001": 100, "00000002": 100 });
    expect(chart.rows[2]).toMatchObject({ "00000001": 200, "00000002": 50 });
    expect(chart.rows[1]["00000002"]).toBeNull();
  });

  it("says so when no year has a positive figure for all, and leaves out companies without data", () => {
    const chart = compareChart([company("00000001", { "2021-01-01": -5 }), company("00000002", { "2021-01-01": 10 }), missingRow("00000003", "not found")], "turnover", "indexed");
    expect(chart.rows).toEqual([]);
    expect(chart.note).toMatch(/cannot be indexed/);
  });
});
