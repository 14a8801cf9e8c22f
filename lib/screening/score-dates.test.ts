import { describe, expect, it } from "vitest";
import { compareBirthDates, isoBirthDate } from "./score-dates";

describe("birth dates", () => {
  it("read the forms the upstream and the lists write", () => {
    expect(isoBirthDate("1971-01-22")).toBe("1971-01-22");
    expect(isoBirthDate("1971-01-22T00:00:00Z")).toBe("1971-01-22");
    expect(isoBirthDate("22/01/1971")).toBe("1971-01-22");
    expect(isoBirthDate("01/1971")).toBe("1971-01");
    expect(isoBirthDate("")).toBeNull();
  });

  it("agree at the precision both sides give", () => {
    expect(compareBirthDates("1971-01", ["1971-01-22"])).toMatchObject({ yearDiffers: 0, dateDiffers: 0 });
    expect(compareBirthDates("1958-03-01", ["1953", "1958"])).toMatchObject({ yearDiffers: 0, dateDiffers: 0 });
  });

  it("differ by year, by month within the year, or by a day and month swapped", () => {
    expect(compareBirthDates("1975-01", ["1971-01-22"])).toMatchObject({ yearDiffers: 1, dateDiffers: 1 });
    expect(compareBirthDates("1971-03", ["1971-01-22"])).toMatchObject({ yearDiffers: 0, dateDiffers: 1 });
    expect(compareBirthDates("1971-03-04", ["1971-04-03"])).toMatchObject({ yearDiffers: 0, dateDiffers: 0.5 });
  });

  it("compare nothing when a side has no date", () => {
    expect(compareBirthDates(undefined, ["1971"])).toBeNull();
    expect(compareBirthDates("1971", [])).toBeNull();
  });
});
