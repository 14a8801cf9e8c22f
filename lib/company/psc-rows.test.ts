import { describe, expect, it } from "vitest";
import { pscRecordSchema } from "@/lib/upstream/schemas/psc";
import { pscRows } from "./psc-rows";

const psc = (fields: Record<string, unknown>) => pscRecordSchema.parse(fields);

describe("pscRows", () => {
  const rows = pscRows([
    psc({ pscName: "Ceased Person", notifiedDate: "2018-01-01", ceasedDate: "2020-01-01", nationality: "British" }),
    psc({ pscName: "Older Person", notifiedDate: "2016-04-06", nationality: "British", countryOfResidence: "England" }),
    psc({
      pscName: "Holdco Ltd", notifiedDate: "2021-03-01", controlType: "corporate-entity-person-with-significant-control",
      legalForm: "Private limited company", regNumber: "01234567", regCountry: "England", legalAuthority: "Companies Act 2006",
      nationality: "ignored", premisesNumber: "1", addressLine1: "High St", postalCode: "LS1 1AA",
    }),
  ]);

  it("puts current controllers first, newest notification first", () => {
    expect(rows.map((row) => row.name)).toEqual(["Holdco Ltd", "Older Person", "Ceased Person"]);
    expect(rows.map((row) => row.current)).toEqual([true, true, false]);
  });
  it("gives a corporate controller its registration and no personal facts", () => {
    expect(rows[0]).toMatchObject({
      corporate: true, registered: "Private limited company, 01234567, England", governingLaw: "Companies Act 2006",
      nationality: null, countryOfResidence: null, address: "1, High St, LS1 1AA",
    });
  });
  it("gives an individual personal facts and no registration", () => {
    expect(rows[1]).toMatchObject({ corporate: false, registered: null, nationality: "British", countryOfResidence: "England", address: null });
  });
  it("names a controller without a name", () => {
    expect(pscRows([psc({})])[0].name).toBe("Name not given");
  });
});
