import { describe, expect, it } from "vitest";
import { companyProfileSchema, type CompanyProfile } from "@/lib/upstream/schemas/company";
import { SHIPPED_POLICY } from "@/lib/policy/policy";
import { compareRow } from "./compare-row";

// Read through the upstream's own schema, as the BFF reads an answer.
const profile = (companyStatus: string): CompanyProfile => companyProfileSchema.parse({ companyRegistrationNumber: "00000001", businessName: "ACME LIMITED", companyStatus });

describe("a company's line in a comparison", () => {
  it("gives its status in Companies House's words, whether the upstream sent the code or other casing", () => {
    expect(compareRow(profile("administration"), "00000001", SHIPPED_POLICY).status).toBe("In Administration");
    expect(compareRow(profile("active"), "00000001", SHIPPED_POLICY).status).toBe("Active");
    expect(compareRow(profile("RECEIVERSHIP"), "00000001", SHIPPED_POLICY).status).toBe("Receiver Action");
  });

  it("keeps a status Companies House has no word for as the upstream sent it", () => {
    expect(compareRow(profile("Struck off pending"), "00000001", SHIPPED_POLICY).status).toBe("Struck off pending");
  });
});
