import { describe, expect, it } from "vitest";
import { MISSING } from "@/lib/format/money";
import { shareRecordSchema } from "@/lib/upstream/schemas/shares";
import { shareholdings } from "./shareholdings";

// Raw records go through the upstream schema, as the Shares tab and the report receive them.
const share = (raw: Record<string, unknown>) => shareRecordSchema.parse(raw);
const holder = (forename: string, surname: string) => ({ shareholderForename: forename, shareholderSurname: surname });

describe("shareholdings", () => {
  it("totals each class and gives each holder's part of the class and of all shares", () => {
    const { classes, holders } = shareholdings([
      share({ shareClasses: "Ordinary", shareType: "Ordinary", numberOfSharesIssued: 600, shareholdersDetails: holder("Ann", "Lee") }),
      share({ shareClasses: "Ordinary", shareType: "Ordinary", numberOfSharesIssued: "200", shareholdersDetails: holder("Bob", "Ray") }),
      share({ shareClasses: "Preference A", shareType: "Preference", numberOfSharesIssued: 200, shareholdersDetails: { shareholderTitle: "Mrs", ...holder("Cy", "Oh") } }),
    ]);
    expect(classes).toEqual([
      { name: "Ordinary", type: "Ordinary", shares: 800, holders: 2 },
      { name: "Preference A", type: "Preference", shares: 200, holders: 1 },
    ]);
    expect(holders).toEqual([
      { name: "Ann Lee", className: "Ordinary", shares: 600, ofClass: 75, ofAll: 60, companyNumber: null },
      { name: "Bob Ray", className: "Ordinary", shares: 200, ofClass: 25, ofAll: 20, companyNumber: null },
      { name: "Mrs Cy Oh", className: "Preference A", shares: 200, ofClass: 100, ofAll: 20, companyNumber: null },
    ]);
  });

  it("lists the largest holdings first and holdings of unknown size last", () => {
    const { holders } = shareholdings([
      share({ shareClasses: "Ordinary", numberOfSharesIssued: 10, shareholdersDetails: holder("Small", "One") }),
      share({ shareClasses: "Ordinary", shareholdersDetails: holder("Unknown", "Size") }),
      share({ shareClasses: "Ordinary", numberOfSharesIssued: 90, shareholdersDetails: holder("Big", "One") }),
    ]);
    expect(holders.map((item) => [item.name, item.shares, item.ofClass])).toEqual([
      ["Big One", 90, 90], ["Small One", 10, 10], ["Unknown Size", null, null],
    ]);
  });

  it("groups by the share type when there is no class, and names what is missing", () => {
    const { classes, holders } = shareholdings([share({ shareType: "Ordinary", numberOfSharesIssued: 5 }), share({})]);
    expect(classes).toEqual([
      { name: "Ordinary", type: "Ordinary", shares: 5, holders: 1 },
      { name: "Unclassified", type: MISSING, shares: null, holders: 1 },
    ]);
    expect(holders.map((item) => [item.name, item.className])).toEqual([["Holder not named", "Ordinary"], ["Holder not named", "Unclassified"]]);
  });

  it("gives no percentage when no share count is known (never a division by zero)", () => {
    const { holders } = shareholdings([share({ shareClasses: "Ordinary", numberOfSharesIssued: 0 }), share({ shareClasses: "Ordinary" })]);
    expect(holders.map((item) => [item.ofClass, item.ofAll])).toEqual([[null, null], [null, null]]);
    expect(shareholdings([])).toEqual({ classes: [], holders: [] });
  });
});
