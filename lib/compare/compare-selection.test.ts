import { describe, expect, it } from "vitest";
import { compareHref } from "./compare-format";
import { selectionProblem, toggleSelection } from "./compare-selection";

describe("the companies ticked to compare", () => {
  it("ticks and unticks in the order ticked, never beyond the cap", () => {
    let selected = toggleSelection([], "00000002");
    selected = toggleSelection(selected, "00000001");
    expect(selected).toEqual(["00000002", "00000001"]);
    expect(toggleSelection(selected, "00000002")).toEqual(["00000001"]);
    expect(toggleSelection(["A", "B"], "C", 2)).toEqual(["A", "B"]);
  });

  it("says why fewer than two cannot be compared, and opens the comparison of the rest", () => {
    expect(selectionProblem(["00000001"])).toBe("Tick 2 to 10 companies to compare them (1 ticked).");
    expect(selectionProblem(["00000001", "SC000004"])).toBeNull();
    expect(compareHref(["00000001", "SC000004"])).toBe("/compare?companies=00000001,SC000004");
  });
});
