import { describe, expect, it } from "vitest";
import { formatSterling, formatSterlingFull } from "./money";

describe("formatSterling", () => {
  it("uses k, m and bn", () => {
    expect(formatSterling(950)).toBe("£950");
    expect(formatSterling(12_300)).toBe("£12.3k");
    expect(formatSterling(1_200_000)).toBe("£1.2m");
    expect(formatSterling(2_100_000_000)).toBe("£2.1bn");
    expect(formatSterling(250_000_000)).toBe("£250m");
  });
  it("shows negatives with a minus sign", () => {
    expect(formatSterling(-350_000)).toBe("−£350k");
  });
  it("promotes values that would round up to the next unit", () => {
    expect(formatSterling(999_990)).toBe("£1m");
  });
  it("shows missing values as a dash, never zero", () => {
    expect(formatSterling(null)).toBe("—");
    expect(formatSterling(Number.NaN)).toBe("—");
    expect(formatSterling(0)).toBe("£0");
  });
  it("writes full amounts with separators", () => {
    expect(formatSterlingFull(1234567.4)).toBe("£1,234,567");
    expect(formatSterlingFull(-5)).toBe("−£5");
    expect(formatSterlingFull(null)).toBe("—");
  });
});
