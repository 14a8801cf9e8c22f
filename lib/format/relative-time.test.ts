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
  ])("%s → %s", (storedAt, expected) => expect(formatStoredAgo(storedAt, now)).toBe(expected));
});
