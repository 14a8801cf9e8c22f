import { describe, expect, it } from "vitest";
import { formatStoredAgo } from "./relative-time";

describe("formatStoredAgo", () => {
  const now = new Date("2026-03-01T12:00:00Z");
  it.each([
    ["2026-03-01T10:00:00Z", "2 hours ago"],
    ["2026-03-01T11:59:30Z", "just now"],
    ["2026-03-01T11:55:00Z", "5 minutes ago"],
    ["2026-02-27T11:00:00Z", "2 days ago"],
    ["2026-03-01T11:00:00Z", "1 hour ago"],
    ["2025-12-01T12:00:00Z", "3 months ago"],
    ["2024-02-01T12:00:00Z", "2 years ago"],
    ["not a date", "an earlier time"],
    // Calendar months and years: a second short of 1 February (28 days in 2026) is still "days".
    ["2026-02-01T12:00:01Z", "27 days ago"],
    ["2026-02-01T12:00:00Z", "1 month ago"],
    ["2025-03-01T12:00:01Z", "11 months ago"],
    ["2025-03-01T12:00:00Z", "1 year ago"],
    ["2026-03-02T12:00:00Z", "just now"],
  ])("%s → %s", (storedAt, expected) => expect(formatStoredAgo(storedAt, now)).toBe(expected));

  it.each(["Pacific/Kiritimati", "America/Los_Angeles"])("counts the same in %s", (zone) => {
    const original = process.env.TZ;
    process.env.TZ = zone;
    try {
      // A leap year's 29 February and a month end: local months would count these differently west and east of UTC.
      expect(formatStoredAgo("2024-02-29T00:30:00Z", new Date("2024-03-29T00:30:00Z"))).toBe("1 month ago");
      expect(formatStoredAgo("2024-02-29T23:30:00Z", new Date("2024-03-29T00:30:00Z"))).toBe("28 days ago");
      expect(formatStoredAgo("2023-03-01T00:00:00Z", new Date("2024-02-29T23:59:00Z"))).toBe("11 months ago");
    } finally {
      process.env.TZ = original;
    }
  });
});
