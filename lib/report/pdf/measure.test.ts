import { describe, expect, it } from "vitest";
import { lineCount } from "./measure";

describe("lineCount", () => {
  it("counts one line for text that fits, and a line per paragraph", () => {
    expect(lineCount("Director", 100, 8.5)).toBe(1);
    expect(lineCount("Director\nSecretary", 100, 8.5)).toBe(2);
  });
  it("wraps at spaces by Helvetica's widths: capitals take more room than lower case", () => {
    const lower = "thompson and clarke holdings limited";
    // 100 points hold about 26 lower-case letters at 8.5 pt, but only about 18 capitals.
    expect(lineCount(lower, 100, 8.5)).toBe(2);
    expect(lineCount(lower.toUpperCase(), 100, 8.5)).toBe(3);
  });
  it("counts a word wider than the box as the lines it spans", () => {
    expect(lineCount("X".repeat(60), 100, 8.5)).toBeGreaterThanOrEqual(4);
  });
  it("measures bold wider than regular", () => {
    const text = "Persons entitled Persons entitled Persons entitled";
    expect(lineCount(text, 120, 8.5, true)).toBeGreaterThanOrEqual(lineCount(text, 120, 8.5));
  });
});
