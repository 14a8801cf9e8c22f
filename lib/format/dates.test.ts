import { afterEach, describe, expect, it } from "vitest";
import { formatAge, formatDate, formatMonthYear, isPast, parseDate, yearsSince } from "./dates";

describe("dates", () => {
  it("reads ISO, date-time and day/month/year", () => {
    expect(parseDate("2024-03-31")?.toISOString()).toBe("2024-03-31T00:00:00.000Z");
    expect(parseDate("2024-03-31T12:00:00Z")?.getUTCDate()).toBe(31);
    expect(parseDate("31/03/2024")?.toISOString()).toBe("2024-03-31T00:00:00.000Z");
    expect(parseDate("31/02/2024")).toBeNull();
    expect(parseDate("")).toBeNull();
  });
  it("formats a date and keeps unreadable text", () => {
    expect(formatDate("2024-03-31")).toBe("31 Mar 2024");
    expect(formatDate(null)).toBe("—");
    expect(formatDate("soon")).toBe("soon");
    expect(formatDate("Q2 2024")).toBe("Q2 2024");
    expect(formatDate("2024-04-05T10:00:00Z")).toBe("5 Apr 2024");
    expect(formatDate("05/04/2024")).toBe("5 Apr 2024");
    // en-GB's locale data writes "Sept"; the screens, PDF and workbook keep the three-letter form.
    expect(formatDate("2024-09-30")).toBe("30 Sep 2024");
    expect(formatDate(Date.UTC(2023, 11, 31, 23, 30))).toBe("31 Dec 2023");
    expect(formatMonthYear("2024-09-30")).toBe("Sep 2024");
    expect(formatMonthYear(null)).toBe("—");
  });
  it("computes ages", () => {
    const now = new Date(Date.UTC(2025, 5, 15));
    expect(yearsSince("2000-06-16", now)).toBe(24);
    expect(yearsSince("2000-06-15", now)).toBe(25);
    expect(yearsSince("2000-07-01", now)).toBe(24);
    expect(yearsSince("2024-02-29", new Date(Date.UTC(2025, 1, 28)))).toBe(0);
    expect(yearsSince("2024-02-29", new Date(Date.UTC(2025, 2, 1)))).toBe(1);
    expect(yearsSince("2026-01-01", now)).toBeNull();
    expect(formatAge(0.5)).toBe("under a year");
    expect(formatAge(1)).toBe("1 year");
    expect(formatAge(12)).toBe("12 years");
  });
  it("knows whether a date has passed", () => {
    const now = new Date(Date.UTC(2025, 0, 1));
    expect(isPast("2024-12-31", now)).toBe(true);
    expect(isPast("2025-01-02", now)).toBe(false);
    expect(isPast(null, now)).toBe(false);
  });
  it("counts a 29 February birthday on 1 March in common years and on 29 February in leap years", () => {
    expect(yearsSince("2000-02-29", new Date(Date.UTC(2023, 1, 28)))).toBe(22);
    expect(yearsSince("2000-02-29", new Date(Date.UTC(2023, 2, 1)))).toBe(23);
    expect(yearsSince("2000-02-29", new Date(Date.UTC(2024, 1, 28)))).toBe(23);
    expect(yearsSince("2000-02-29", new Date(Date.UTC(2024, 1, 29)))).toBe(24);
    expect(yearsSince("1999-03-01", new Date(Date.UTC(2024, 1, 29)))).toBe(24);
    expect(yearsSince("1999-03-01", new Date(Date.UTC(2024, 2, 1)))).toBe(25);
  });
  it("reads a date-time's calendar day for an age", () => {
    expect(yearsSince("2020-06-15T18:00:00Z", new Date("2025-06-15T00:00:00Z"))).toBe(5);
    expect(yearsSince("2020-06-15T18:00:00Z", new Date("2025-06-14T23:59:59Z"))).toBe(4);
  });
});

describe("dates in any time zone", () => {
  const original = process.env.TZ;
  afterEach(() => {
    process.env.TZ = original;
  });
  // UTC+14 and UTC−8/−7 (with summer time): a calendar day read as a local day would move by one at either end.
  it.each(["Pacific/Kiritimati", "America/Los_Angeles", "Europe/London"])("keeps calendar days in %s", (zone) => {
    process.env.TZ = zone;
    expect(new Date(Date.UTC(2024, 0, 1)).getTimezoneOffset()).toBe(zone === "Pacific/Kiritimati" ? -840 : zone === "America/Los_Angeles" ? 480 : 0);
    expect(formatDate("2024-03-31")).toBe("31 Mar 2024");
    expect(formatDate("29/02/2024")).toBe("29 Feb 2024");
    expect(yearsSince("2000-02-29", new Date(Date.UTC(2025, 1, 28)))).toBe(24);
    expect(yearsSince("2000-02-29", new Date(Date.UTC(2025, 2, 1)))).toBe(25);
    expect(yearsSince("2000-06-16", new Date(Date.UTC(2025, 5, 15)))).toBe(24);
    expect(yearsSince("2000-06-15", new Date(Date.UTC(2025, 5, 15)))).toBe(25);
    // A local reading would see 1 March in Kiritimati (UTC+14) and 28 February 2025 against 29 February 2000 in
    // Los Angeles, and count a year too many or too few.
    expect(yearsSince("2000-02-29", new Date("2025-02-28T10:00:00Z"))).toBe(24);
    expect(yearsSince("2000-03-01", new Date(Date.UTC(2025, 2, 1)))).toBe(25);
    expect(yearsSince("2000-06-15", new Date("2025-06-14T23:59:59Z"))).toBe(24);
    expect(isPast("2024-12-31", new Date(Date.UTC(2025, 0, 1)))).toBe(true);
  });
});
