import { describe, expect, it } from "vitest";
import { formatChange, formatCount, formatPercent, formatRatio, toNumber } from "./numbers";

describe("numbers", () => {
  it("formats changes with a sign", () => {
    expect(formatChange(0.123)).toBe("+12.3%");
    expect(formatChange(-0.05)).toBe("−5.0%");
    expect(formatChange(0)).toBe("0.0%");
    expect(formatChange(null)).toBe("—");
  });
  it("formats percentages and ratios", () => {
    expect(formatPercent(12.345)).toBe("12.3%");
    expect(formatPercent(-3)).toBe("−3.0%");
    expect(formatRatio(1.5)).toBe("1.50");
  });
  it("formats counts from numbers or numeric text and keeps other text", () => {
    expect(formatCount(2500)).toBe("2,500");
    expect(formatCount("2500")).toBe("2,500");
    expect(formatCount("1,234")).toBe("1,234");
    expect(formatCount("about ten")).toBe("about ten");
    expect(formatCount("")).toBe("—");
    expect(formatCount(null)).toBe("—");
  });
  it("reads numeric text", () => {
    expect(toNumber("1,234.5")).toBe(1234.5);
    expect(toNumber("12%")).toBe(12);
    expect(toNumber("")).toBeNull();
    expect(toNumber("n/a")).toBeNull();
    expect(toNumber(null)).toBeNull();
  });
});
