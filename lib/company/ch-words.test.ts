import { describe, expect, it } from "vitest";
import { enumeration } from "@/lib/reference/companies-house";
import { accountTypeWords, chargeStatusWords, companyStatusWords, companyTypeWords, lookUp } from "./ch-words";
import { officerRoleWords } from "./officer-words";

describe("Companies House's words for its codes", () => {
  it("turns codes into Companies House's words", () => {
    expect(companyStatusWords("administration")).toBe("In Administration");
    expect(companyStatusWords("receivership")).toBe("Receiver Action");
    expect(companyTypeWords("ltd")).toBe("Private limited company");
    expect(companyTypeWords("private-limited-guarant-nsc")).toBe("Private limited by guarantee without share capital");
    expect(officerRoleWords("llp-designated-member")).toBe("LLP Designated Member");
    expect(officerRoleWords("corporate-nominee-director")).toBe("Nominee Director");
    expect(chargeStatusWords("part-satisfied")).toBe("Partially satisfied");
    expect(chargeStatusWords("fully-satisfied")).toBe("Satisfied");
  });

  it("words every code the sandbox sends as Companies House does", () => {
    expect(companyStatusWords("active")).toBe("Active");
    expect(companyStatusWords("liquidation")).toBe("Liquidation");
    expect(companyStatusWords("voluntary-arrangement")).toBe("Voluntary Arrangement");
    expect(companyTypeWords("llp")).toBe("Limited liability partnership");
    expect(companyTypeWords("limited-partnership")).toBe("Limited partnership");
    expect(officerRoleWords("llp-member")).toBe("LLP Member");
    expect(officerRoleWords("director")).toBe("Director");
    expect(chargeStatusWords("outstanding")).toBe("Outstanding");
    // A dormant company is "active"; its accounts type is what says dormant.
    expect(accountTypeWords("dormant")).toBe("Dormant");
    expect(accountTypeWords("micro-entity")).toBe("Micro Entity");
  });

  it("gives Companies House's spelling to its words in another case", () => {
    expect(companyStatusWords("IN ADMINISTRATION")).toBe("In Administration");
    expect(companyTypeWords("public limited company")).toBe("Public limited company");
    expect(officerRoleWords("SECRETARY")).toBe("Secretary");
  });

  it("keeps the upstream's own words and says they are not Companies House's", () => {
    expect(lookUp({ ltd: "Private limited company" }, "Private limited with share capital")).toEqual({ text: "Private limited with share capital", known: false });
    expect(companyStatusWords("In Liquidation")).toBe("In Liquidation");
    expect(companyStatusWords("  ")).toBeNull();
    expect(officerRoleWords(null)).toBeNull();
  });

  it("reads every code of the YAML", () => {
    for (const [code, words] of Object.entries(enumeration("constants", "officer_role"))) expect(officerRoleWords(code)).toBe(words);
    for (const [code, words] of Object.entries(enumeration("constants", "company_type"))) expect(companyTypeWords(code)).toBe(words);
    for (const [code, words] of Object.entries(enumeration("constants", "company_status"))) expect(companyStatusWords(code)).toBe(words);
    for (const [code, words] of Object.entries(enumeration("constants", "account_type"))) expect(accountTypeWords(code)).toBe(words);
    for (const [code, words] of Object.entries(enumeration("mortgage", "status"))) expect(chargeStatusWords(code)).toBe(words);
  });
});
