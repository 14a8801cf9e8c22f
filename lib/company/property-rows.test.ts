import { describe, expect, it } from "vitest";
import { propertyRecordSchema } from "@/lib/upstream/schemas/property";
import { propertyRows } from "./property-rows";

const title = (fields: Record<string, unknown>) => propertyRecordSchema.parse(fields);

describe("propertyRows", () => {
  it("lists the newest proprietorship first with one address line and a type", () => {
    const rows = propertyRows([
      title({ titleNumber: "OLD1", dateProprietorAdded: "2010-01-01", propertyAddress: "1 High St", postcode: "LS1 1AA", propertyKind: "Office" }),
      title({ titleNumber: "NEW1", dateProprietorAdded: "2022-05-01", postcode: "LS2 2BB", propertType: "Warehouse", propertyKind: "Office" }),
      title({ titleNumber: "BARE" }),
    ]);
    expect(rows.map((row) => row.titleNumber)).toEqual(["NEW1", "OLD1", "BARE"]);
    expect(rows[0]).toMatchObject({ address: "LS2 2BB", type: "Warehouse" });
    expect(rows[1]).toMatchObject({ address: "1 High St, LS1 1AA", type: "Office" });
    expect(rows[2]).toMatchObject({ address: null, type: null });
  });

  it("prints the postcode once when the register's address already ends with it", () => {
    const rows = propertyRows([
      title({ titleNumber: "T1", propertyAddress: "Unit 4, Mill Lane, Leeds, LS1 1AA", postcode: "LS1 1AA" }),
      title({ titleNumber: "T2", propertyAddress: "Unit 5, Mill Lane, Leeds, ls11aa", postcode: "LS1 1AA" }),
      title({ titleNumber: "T3", propertyAddress: "Unit 6, Mill Lane, Leeds", postcode: "LS1 1AA" }),
    ]);
    expect(rows.map((row) => row.address)).toEqual([
      "Unit 4, Mill Lane, Leeds, LS1 1AA",
      "Unit 5, Mill Lane, Leeds, ls11aa",
      "Unit 6, Mill Lane, Leeds, LS1 1AA",
    ]);
    expect(rows.map((row) => row.address?.match(/LS1 ?1AA/gi)?.length)).toEqual([1, 1, 1]);
  });
});
