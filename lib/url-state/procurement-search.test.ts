import { describe, expect, it } from "vitest";
import { PROCUREMENT_PARAMS, procurementQuery, type ProcurementValues } from "./procurement-search";

describe("procurementQuery", () => {
  it("converts the four date filters to dd/mm/yyyy and passes the rest through", () => {
    const values = Object.fromEntries(PROCUREMENT_PARAMS.map((name) => [name, ""])) as ProcurementValues;
    Object.assign(values, { "cpv-codes": "72000000", closingDateFrom: "2024-04-05", contractEndDateTo: "2025-12-31", page: "0", size: "25" });
    const query = procurementQuery(values);
    expect(query["cpv-codes"]).toBe("72000000");
    expect(query.closingDateFrom).toBe("05/04/2024");
    expect(query.contractEndDateTo).toBe("31/12/2025");
    expect(query.closingDateTo).toBe("");
    expect(query.size).toBe("25");
  });
});
