import { describe, expect, it } from "vitest";
import { parseDayMonthYear } from "@/lib/upstream/params";
import { dateForApi, dateForInput, dayMonthYearToInputDate, inputDateToDayMonthYear } from "./dates";

describe("inputDateToDayMonthYear", () => {
  it("reorders an input date into dd/mm/yyyy", () => {
    expect(inputDateToDayMonthYear("2024-04-05")).toBe("05/04/2024");
    expect(inputDateToDayMonthYear(" 1999-12-31 ")).toBe("31/12/1999");
  });

  it("refuses dates that are not on the calendar or not in yyyy-mm-dd", () => {
    expect(inputDateToDayMonthYear("2023-02-29")).toBeNull();
    expect(inputDateToDayMonthYear("2024-13-01")).toBeNull();
    expect(inputDateToDayMonthYear("05/04/2024")).toBeNull();
    expect(inputDateToDayMonthYear("2024-4-5")).toBeNull();
    expect(inputDateToDayMonthYear("")).toBeNull();
  });

  it("produces text the BFF's date rule accepts", () => {
    const sent = inputDateToDayMonthYear("2024-02-29");
    expect(sent).toBe("29/02/2024");
    expect(parseDayMonthYear(sent!)).toEqual(new Date(Date.UTC(2024, 1, 29)));
  });
});

describe("dayMonthYearToInputDate", () => {
  it("reorders dd/mm/yyyy into an input date", () => {
    expect(dayMonthYearToInputDate("05/04/2024")).toBe("2024-04-05");
  });

  it("refuses impossible or malformed dates", () => {
    expect(dayMonthYearToInputDate("31/04/2024")).toBeNull();
    expect(dayMonthYearToInputDate("5/4/2024")).toBeNull();
    expect(dayMonthYearToInputDate("2024-04-05")).toBeNull();
  });

  it("round-trips with inputDateToDayMonthYear", () => {
    for (const date of ["2000-01-01", "2024-02-29", "2031-10-09"]) {
      expect(dayMonthYearToInputDate(inputDateToDayMonthYear(date)!)).toBe(date);
    }
  });
});

describe("dateForApi and dateForInput", () => {
  it("converts input dates and passes anything else through for the BFF to judge", () => {
    expect(dateForApi("2024-04-05")).toBe("05/04/2024");
    expect(dateForApi("05/04/2024")).toBe("05/04/2024");
    expect(dateForApi("yesterday")).toBe("yesterday");
  });

  it("fills a date input from either form, and leaves it empty otherwise", () => {
    expect(dateForInput("2024-04-05")).toBe("2024-04-05");
    expect(dateForInput("05/04/2024")).toBe("2024-04-05");
    expect(dateForInput("yesterday")).toBe("");
  });
});
