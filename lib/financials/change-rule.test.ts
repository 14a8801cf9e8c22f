import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { changeNotMeaningful, changeValue, percentChange } from "./change-rule";

describe("percentChange", () => {
  it("is the change as a fraction of a positive previous year", () => {
    expect(changeValue(percentChange(110, 100))).toBeCloseTo(0.1);
    expect(changeValue(percentChange(90, 100))).toBeCloseTo(-0.1);
    expect(changeValue(percentChange(0, 100))).toBeCloseTo(-1);
  });
  it("is n/m, with its reason, across a sign change", () => {
    expect(percentChange(-38_603, 1_006_320)).toEqual({ notMeaningful: "Changed sign: positive to negative" });
    expect(percentChange(432_657, -191_998)).toEqual({ notMeaningful: "Changed sign: negative to positive" });
  });
  it("is n/m on a negative or zero base (a shrinking loss is not growth)", () => {
    expect(percentChange(-50, -100)).toEqual({ notMeaningful: "Previous year is negative" });
    expect(percentChange(0, -100)).toEqual({ notMeaningful: "Previous year is negative" });
    expect(percentChange(100, 0)).toEqual({ notMeaningful: "Previous year is zero" });
    expect(percentChange(0, 0)).toEqual({ notMeaningful: "Previous year is zero" });
  });
  it("is null across a gap", () => {
    expect(percentChange(null, 100)).toBeNull();
    expect(percentChange(100, undefined)).toBeNull();
    expect(percentChange(Number.NaN, 100)).toBeNull();
  });
  it("gives a number exactly when the base is positive and the figure has not turned negative", () => {
    const figure = fc.oneof(fc.integer({ min: -1e9, max: 1e9 }), fc.constant(0));
    fc.assert(fc.property(figure, figure, (current, previous) => {
      const reading = percentChange(current, previous);
      const meaningful = previous > 0 && current >= 0;
      expect(changeValue(reading) != null).toBe(meaningful);
      expect(changeNotMeaningful(reading) != null).toBe(!meaningful);
      if (meaningful) expect(changeValue(reading)).toBeCloseTo((current - previous) / previous, 9);
    }));
  });
});
