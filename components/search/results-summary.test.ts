import { describe, expect, it } from "vitest";
import { resultsCountText } from "./results-summary";

describe("resultsCountText", () => {
  it("gives the whole count when one page holds everything", () => {
    expect(resultsCountText({ count: 7, page: 0, size: 25, hasNext: false }, "notices")).toBe("7 notices");
  });
  it("says which results a full page holds when more follow and no total is known", () => {
    expect(resultsCountText({ count: 25, page: 1, size: 25, hasNext: true }, "notices")).toBe("notices 26–50; more on the next page");
  });
  it("counts the total on the last page", () => {
    expect(resultsCountText({ count: 12, page: 2, size: 25, hasNext: false }, "notices")).toBe("notices 51–62 of 62");
  });
  it("uses a given total, marked when it is a lower bound", () => {
    expect(resultsCountText({ count: 50, page: 1, size: 50, hasNext: true, total: 500, atLeast: true }, "companies")).toBe("companies 51–100 of at least 500");
    expect(resultsCountText({ count: 50, page: 0, size: 50, hasNext: true, total: 130 }, "companies")).toBe("companies 1–50 of 130");
  });
});
