import { describe, expect, it } from "vitest";
import { addMonths, addYears, isoDate, lastDayOfMonth, toDay, yearsBetween } from "./dates";

const day = (iso: string) => toDay(iso);

describe("sandbox calendar arithmetic", () => {
  it.each(["UTC", "Pacific/Kiritimati", "America/Los_Angeles"])("is the same in %s", (zone) => {
    const original = process.env.TZ;
    process.env.TZ = zone;
    try {
      expect(isoDate(addMonths(day("2024-01-31"), 1))).toBe("2024-02-29");
      expect(isoDate(addMonths(day("2023-01-31"), 1))).toBe("2023-02-28");
      expect(isoDate(addMonths(day("2024-03-31"), 9))).toBe("2024-12-31");
      expect(isoDate(addYears(day("2024-02-29"), 1))).toBe("2025-02-28");
      expect(isoDate(addYears(day("2023-02-28"), 1))).toBe("2024-02-28");
      expect(isoDate(lastDayOfMonth(day("2024-02-10")))).toBe("2024-02-29");
      expect(isoDate(lastDayOfMonth(day("2026-11-01")))).toBe("2026-11-30");
      expect(yearsBetween(day("2000-02-29"), day("2025-02-28"))).toBe(24);
      expect(yearsBetween(day("2000-02-29"), day("2025-03-01"))).toBe(25);
      expect(yearsBetween(day("1980-11-02"), day("2026-11-01"))).toBe(45);
    } finally {
      process.env.TZ = original;
    }
  });
});
