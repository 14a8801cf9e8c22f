import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ChartRow } from "./chart-types";
import { OUTLIER_MIN_POINTS, chartScale, clippedRows, seriesFences } from "./outliers";

const rows = (values: Array<number | null>): ChartRow[] => values.map((value, index) => ({ label: String(2015 + index), cash: value }));

describe("a chart's outliers", () => {
  it("leaves out the one implausible year and clips the axis to the rest (and zero)", () => {
    // Quartiles of [40k, 45k, 50k, 55k, 60k, 52m]: Q1 46.25k, Q3 58.75k, IQR 12.5k, median 52.5k; spread
    // max(12.5k, 26.25k) = 26.25k; the high fence 58.75k + 5 × 26.25k = 190k.
    const data = rows([40_000, 45_000, 50_000, 52_000_000, 55_000, 60_000]);
    const scale = chartScale(data, ["cash"]);
    expect(scale.outliers).toEqual([{ series: "cash", index: 3, value: 52_000_000, side: "above" }]);
    expect(scale.domain?.[0]).toBe(0);
    // 60k plus 8% of the 0–60k range of room.
    expect(scale.domain?.[1]).toBeCloseTo(64_800);
    const drawn = clippedRows(data, scale);
    expect(drawn[3]).toMatchObject({ cash: scale.domain?.[1], "cash:actual": 52_000_000 });
    expect(data[3].cash).toBe(52_000_000);
  });
  it("marks nothing in a series too short to tell an outlier from a trend, nor in a steady or ordinary one", () => {
    // The sandbox's company 09990013's pre-tax profits: the best year is not an outlier.
    expect(chartScale(rows([57_858, 191_321, 203_300, 239_772, 390_834]), ["cash"]).outliers).toEqual([]);
    // Its dormant company's losses: −£34 after four years of −£13 is not implausible.
    expect(chartScale(rows([-13, -13, -13, -13, -34]), ["cash"]).outliers).toEqual([]);
    expect(chartScale(rows([1, 2, 3, 1_000]), ["cash"]).outliers).toEqual([]);
    expect(chartScale(rows([100, 100, 100, 100, 100, 104]), ["cash"]).outliers).toEqual([]);
    expect(chartScale(rows([100, 120, 150, 190, 240, 300, 380]), ["cash"])).toEqual({ domain: null, outliers: [] });
  });
  it("finds an outlier below as well as above, and gaps are not points", () => {
    // 01002020's return on capital employed in the sandbox: −1,949% among −70% to +35%.
    expect(chartScale(rows([-70, -57, -32, 35, -1949.33]), ["cash"]).outliers).toEqual([{ series: "cash", index: 4, value: -1949.33, side: "below" }]);
    const scale = chartScale(rows([10, 12, null, 11, 13, -500, 12]), ["cash"]);
    expect(scale.outliers).toEqual([{ series: "cash", index: 5, value: -500, side: "below" }]);
    expect(scale.domain?.[0]).toBeLessThan(0);
  });
  it("never leaves out a point inside the range the other points span", () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: -1e6, max: 1e6 }), { minLength: OUTLIER_MIN_POINTS, maxLength: 30 }), (values) => {
      const fences = seriesFences(values);
      const sorted = [...values].sort((a, b) => a - b);
      // The middle points always lie inside the fences: the rule is not moved by the points it leaves out.
      const middle = [sorted[Math.floor((sorted.length - 1) / 2)], sorted[Math.ceil((sorted.length - 1) / 2)]];
      if (fences) {
        expect(fences.low).toBeLessThanOrEqual(middle[0]);
        expect(fences.high).toBeGreaterThanOrEqual(middle[1]);
      }
      const scale = chartScale(rows(values), ["cash"]);
      for (const item of scale.outliers) expect(item.value > (fences?.high ?? Infinity) || item.value < (fences?.low ?? -Infinity)).toBe(true);
    }));
  });
});
