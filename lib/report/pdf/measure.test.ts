import { describe, expect, it } from "vitest";
import { lineCount, textWidth, wrapRuns } from "./measure";

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

describe("wrapRuns", () => {
  it("places runs on lines with their styles and offsets, joining pieces of one style", () => {
    const lines = wrapRuns([{ text: "Appointment of " }, { text: "John Smith", bold: true }, { text: " " }, { text: "Filed document", link: "https://example.test/d" }], 1000, 8.5);
    expect(lines).toHaveLength(1);
    expect(lines[0].map((run) => run.text)).toEqual(["Appointment of ", "John Smith", " ", "Filed document"]);
    expect(lines[0][1].bold).toBe(true);
    expect(lines[0][3].link).toBe("https://example.test/d");
    // Each piece starts where the one before it ends.
    for (let index = 1; index < lines[0].length; index += 1) {
      expect(lines[0][index].x).toBeCloseTo(lines[0][index - 1].x + lines[0][index - 1].width, 6);
    }
    expect(lines[0][1].width).toBeCloseTo(textWidth("John Smith", 8.5, true), 6);
  });
  it("wraps at spaces, never losing or reordering a word, and cuts a word wider than the box", () => {
    const text = "THOMPSON AND CLARKE HOLDINGS INTERNATIONAL LIMITED";
    const lines = wrapRuns([{ text }], 80, 8.5);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.map((line) => line.map((run) => run.text).join("").trim()).join(" ")).toBe(text);
    for (const line of lines) expect(line.reduce((sum, run) => sum + run.width, 0)).toBeLessThanOrEqual(80);
    const long = wrapRuns([{ text: "X".repeat(60) }], 100, 8.5);
    expect(long.map((line) => line[0].text).join("")).toBe("X".repeat(60));
    expect(long.length).toBe(lineCount("X".repeat(60), 100, 8.5));
  });
  it("lets a line run into the slack before wrapping", () => {
    const width = textWidth("Resigned", 8.5) - 1;
    expect(wrapRuns([{ text: "Resigned" }], width, 8.5)).toHaveLength(2);
    expect(wrapRuns([{ text: "Resigned" }], width, 8.5, 1.5)).toHaveLength(1);
  });
});
