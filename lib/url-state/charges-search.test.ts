import { describe, expect, it } from "vitest";
import { chargeMode, chargesRequest, chargesUrlValues, type ChargesValues } from "./charges-search";

const blank: ChargesValues = { mode: "", lendingTag: "", chargeType: "", fromDate: "", toDate: "", size: "25", page: "0" };

describe("chargeMode", () => {
  it("falls back to the unsecured mode for unknown text", () => {
    expect(chargeMode("secured")).toBe("secured");
    expect(chargeMode("by-date")).toBe("by-date");
    expect(chargeMode("bogus")).toBe("unsecured");
  });
});

describe("chargesUrlValues", () => {
  it("keeps only the filters of the chosen mode", () => {
    const values = { ...blank, mode: "secured", lendingTag: "hire purchase and asset finance", chargeType: "assets finance" };
    expect(chargesUrlValues(values)).toEqual({ mode: "secured", chargeType: "assets finance", size: "25", page: "0" });
  });
});

describe("chargesRequest", () => {
  it("sends by-date searches in dd/mm/yyyy without paging", () => {
    const values = { ...blank, mode: "by-date", fromDate: "2024-01-01", toDate: "2024-03-31", page: "2" };
    expect(chargesRequest(values)).toEqual({ mode: "by-date", fromDate: "01/01/2024", toDate: "31/03/2024" });
  });

  it("sends the lending tag with paging", () => {
    const values = { ...blank, mode: "unsecured", lendingTag: "unsecured lending", size: "50", page: "1" };
    expect(chargesRequest(values)).toEqual({ mode: "unsecured", lendingTag: "unsecured lending", size: "50", page: "1" });
  });
});
