import { describe, expect, it } from "vitest";
import { calendarDay } from "./calendar-day";

describe("calendarDay", () => {
  it("gives the UTC midnight of a real day", () => {
    expect(calendarDay(2024, 2, 29)?.toISOString()).toBe("2024-02-29T00:00:00.000Z");
    expect(calendarDay(1999, 12, 31)?.toISOString()).toBe("1999-12-31T00:00:00.000Z");
    expect(calendarDay(45, 6, 1)?.getUTCFullYear()).toBe(45);
  });

  it("refuses days not on the calendar", () => {
    expect(calendarDay(2023, 2, 29)).toBeNull();
    expect(calendarDay(2024, 4, 31)).toBeNull();
    expect(calendarDay(2024, 13, 1)).toBeNull();
    expect(calendarDay(2024, 0, 10)).toBeNull();
    expect(calendarDay(2024, 1, 0)).toBeNull();
  });
});
