import { describe, expect, it } from "vitest";
import { change, changeSeries, formatChangeOf, ratioChangeKind } from "./changes";

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
  it("maps each ratio unit to its kind of change", () => {
    expect(ratioChangeKind("percent")).toBe("points");
    expect(ratioChangeKind("ratio")).toBe("difference");
    expect(ratioChangeKind("days")).toBe("days");
  });
  it("has no change across a gap or for the first year", () => {
    expect(changeSeries([10, null, 12, 15], "points")).toEqual([null, null, null, 3]);
    expect(formatChangeOf(null, "points")).toBe("—");
  });
});
