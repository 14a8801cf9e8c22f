import { describe, expect, it } from "vitest";
import { EMPTY, formatCount, formatDate, formatSterling } from "./format";

describe("search formats", () => {
  it("formats sterling without pence and marks missing values", () => {
    expect(formatSterling(1234567)).toBe("£1,234,567");
    expect(formatSterling(null)).toBe(EMPTY);
  });

  it("formats counts from numbers or numeric text", () => {
    expect(formatCount("2500")).toBe("2,500");
    expect(formatCount("about ten")).toBe("about ten");
    expect(formatCount("")).toBe(EMPTY);
  });

  it("formats ISO and dd/mm/yyyy dates the same way and leaves other text alone", () => {
    expect(formatDate("2024-04-05")).toBe("5 Apr 2024");
    expect(formatDate("2024-04-05T10:00:00Z")).toBe("5 Apr 2024");
    expect(formatDate("05/04/2024")).toBe("5 Apr 2024");
    expect(formatDate("Q2 2024")).toBe("Q2 2024");
    expect(formatDate(null)).toBe(EMPTY);
  });
});
