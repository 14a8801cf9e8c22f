import { describe, expect, it } from "vitest";
import { changeValue } from "./change-rule";
import { change as reading, changeSeries, formatChangeOf, ratioChangeKind, type ChangeKind } from "./changes";

const change = (current: number | null, previous: number | null, kind: ChangeKind) => changeValue(reading(current, previous, kind));

describe("changes", () => {
  it("gives a percentage's change in percentage points, never a percent of a percent", () => {
    expect(change(15.2, 12, "points")).toBeCloseTo(3.2);
    expect(formatChangeOf(change(15.2, 12, "points"), "points")).toBe("+3.2 pp");
    expect(formatChangeOf(change(8, 12, "points"), "points")).toBe("−4.0 pp");
    expect(formatChangeOf(change(12, 12, "points"), "points")).toBe("0.0 pp");
  });
  it("gives a plain ratio's and days' change as the difference", () => {
    expect(formatChangeOf(change(1.5, 1.25, "difference"), "difference")).toBe("+0.25");
    expect(formatChangeOf(change(40, 45.4, "days"), "days")).toBe("−5 days");
  });
  it("keeps money's change relative to the year before", () => {
    expect(formatChangeOf(change(110, 100, "relative"), "relative")).toBe("+10.0%");
  });
  it("gives money's change across a sign change or from a zero or negative base as n/m, never a percent", () => {
    expect(reading(-38_603, 1_006_320, "relative")).toEqual({ notMeaningful: "Changed sign: positive to negative" });
    expect(reading(5, 0, "relative")).toEqual({ notMeaningful: "Previous year is zero" });
    // A point's change keeps its sign: it is a difference, not a share of a base.
    expect(change(-2, 3, "points")).toBe(-5);
  });
  it("maps each ratio unit to its kind of change", () => {
    expect(ratioChangeKind("percent")).toBe("points");
    expect(ratioChangeKind("ratio")).toBe("difference");
    expect(ratioChangeKind("days")).toBe("days");
  });
  it("has no change across a gap or for the first year", () => {
    expect(changeSeries([10, null, 12, 15], "points")).toEqual([null, null, null, { value: 3 }]);
    expect(formatChangeOf(null, "points")).toBe("—");
  });
});
