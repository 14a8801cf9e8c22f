import { describe, expect, it } from "vitest";
import { filingCategories, filingRows, filterFilings, sortFilings } from "./filing-table";

const filing = (date: string | null, category: string | null, description: string) => ({
  date, category, description, description_values: null,
});

const rows = filingRows([
  filing("2024-01-05", "officers", "appointment-of-director"),
  filing("2025-06-30", "accounts", "accounts-with-accounts-type-full"),
  filing("2023-03-01", "officers", "termination-director-company-with-name"),
  filing(null, null, "Something undated"),
]);

describe("filings table", () => {
  it("lists the categories that occur", () => {
    expect(filingCategories(rows)).toEqual(["accounts", "officers"]);
  });
  it("filters by category and by words of the description", () => {
    expect(filterFilings(rows, "officers", "").map((row) => row.date)).toEqual(["2024-01-05", "2023-03-01"]);
    expect(filterFilings(rows, null, "termination director").map((row) => row.date)).toEqual(["2023-03-01"]);
  });
  it("sorts by date either way with undated filings last, and by category newest first within it", () => {
    expect(sortFilings(rows, "date", "desc").map((row) => row.date)).toEqual(["2025-06-30", "2024-01-05", "2023-03-01", null]);
    expect(sortFilings(rows, "date", "asc").map((row) => row.date)).toEqual(["2023-03-01", "2024-01-05", "2025-06-30", null]);
    expect(sortFilings(rows, "category", "asc").map((row) => row.date)).toEqual(["2025-06-30", "2024-01-05", "2023-03-01", null]);
  });
});
