import { describe, expect, it } from "vitest";
import { companyProfileSchema } from "./schemas/company";
import { operations, operationIds } from "./operations";

describe("tolerant upstream schemas", () => {
  it("read numeric strings as numbers, numbers as strings, and flag words as booleans", () => {
    const profile = companyProfileSchema.parse({
      companyRegistrationNumber: 1234,
      companyAge: "12",
      chargesCount: "1,204",
      hasCharges: "true",
      hasCCJInfo: 0,
      statutoryAccounts: [{ turnover: "1500000.50", yearEndDate: 20240331, numberOfEmployees: 12 }],
    });
    expect(profile.companyRegistrationNumber).toBe("1234");
    expect(profile.companyAge).toBe(12);
    expect(profile.chargesCount).toBe(1204);
    expect(profile.hasCharges).toBe(true);
    expect(profile.hasCCJInfo).toBe(false);
    expect(profile.statutoryAccounts[0].turnover).toBe(1500000.5);
    expect(profile.statutoryAccounts[0].yearEndDate).toBe("20240331");
  });

  it("read null or missing fields as null and null or missing arrays as empty", () => {
    const profile = companyProfileSchema.parse({ businessName: null, mortgages: null, regAddress: null });
    expect(profile.businessName).toBeNull();
    expect(profile.companyStatus).toBeNull();
    expect(profile.mortgages).toEqual([]);
    expect(profile.directorsData).toEqual([]);
    expect(profile.regAddress).toBeNull();
  });

  it("keep unknown fields rather than dropping them", () => {
    const profile = companyProfileSchema.parse({ newField: { nested: [1, 2] }, regAddress: { addressLine1: "1 High St", uprn: 42 } });
    expect((profile as Record<string, unknown>).newField).toEqual({ nested: [1, 2] });
    expect((profile.regAddress as Record<string, unknown>).uprn).toBe(42);
  });

  it("read a lone object where an array is expected as a one-item array", () => {
    const profile = companyProfileSchema.parse({ directorsData: { directorPnr: "7" } });
    expect(profile.directorsData).toHaveLength(1);
    expect(profile.directorsData[0].directorPnr).toBe(7);
  });

  it("refuse text that is not a number where the spec types a number, naming the field", () => {
    const result = companyProfileSchema.safeParse({ statutoryAccounts: [{ turnover: "lots" }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].path).toEqual(["statutoryAccounts", 0, "turnover"]);
  });

  it("say what each field expected when a value has no reading, and read missing fields as null", () => {
    const message = (input: Record<string, unknown>) => companyProfileSchema.safeParse(input).error?.issues.map((issue) => [issue.path, issue.message]);
    expect(message({ businessName: { nested: 1 } })).toEqual([[["businessName"], "expected text"]]);
    expect(message({ companyAge: true })).toEqual([[["companyAge"], "expected a number"]]);
    expect(message({ hasCharges: "maybe" })).toEqual([[["hasCharges"], "expected a boolean"]]);
    const profile = companyProfileSchema.parse({ hasCharges: " Yes ", hasCCJInfo: "", companyAge: " ", businessName: false });
    expect([profile.hasCharges, profile.hasCCJInfo, profile.companyAge, profile.businessName, profile.chargesCount]).toEqual([true, false, null, "false", null]);
    expect(Object.hasOwn(profile, "chargesCount")).toBe(true);
  });

  it("keep the spec's exact field names, misspellings included", () => {
    const shapeKeys = (id: keyof typeof operations) => Object.keys((operations[id].schema as unknown as { shape: object }).shape);
    expect(shapeKeys("companyProfile")).toContain("companyConatctsIndustry");
    expect(shapeKeys("companyTradingAddress")).toContain("tradingAddres");
    expect(shapeKeys("companyProperty")).toContain("propertType");
    expect(shapeKeys("companyPsc")).toContain("dataOfBirth");
    const director = operations.companyActiveDirectors.schema.parse({ directorshipCountUpdated: { resined_count: "3" } });
    expect(director.directorshipCountUpdated?.resined_count).toBe(3);
  });

  it("describe exactly twenty operations, numbered 1 to 20, with unique paths", () => {
    expect(operationIds).toHaveLength(20);
    expect(operationIds.map((id) => operations[id].number).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(operationIds.map((id) => operations[id].path)).size).toBe(20);
    for (const id of operationIds) {
      const op = operations[id];
      expect(op.answers === "recordOrList", id).toBe(op.number >= 12);
      for (const name of op.path.match(/\{(\w+)\}/g) ?? []) expect(op.pathParams, id).toHaveProperty(name.slice(1, -1));
    }
  });
});
