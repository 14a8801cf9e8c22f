import { describe, expect, it } from "vitest";
import { natureOfControlPhrases } from "@/lib/company/nature-of-control";
import { enumeration } from "@/lib/reference/companies-house";

const short = enumeration("psc", "short_description");

describe("natureOfControlPhrases", () => {
  it("gives Companies House's own short description of each code", () => {
    expect(natureOfControlPhrases("ownership-of-shares-75-to-100-percent")).toEqual(["Ownership of shares – 75% or more"]);
    expect(natureOfControlPhrases("voting-rights-25-to-50-percent-as-trust, right-to-appoint-and-remove-directors")).toEqual([
      "Ownership of voting rights - More than 25% but not more than 50% with control over the trustees of a trust",
      "Right to appoint or remove directors",
    ]);
    expect(natureOfControlPhrases('["significant-influence-or-control"]')).toEqual(["Has significant influence or control"]);
  });

  it("words every code Companies House lists the way its YAML does", () => {
    for (const [code, words] of Object.entries(short)) expect(natureOfControlPhrases(code)).toEqual([words]);
  });

  it("says when a code is not Companies House's, keeps free text as it came, and handles blanks", () => {
    expect(natureOfControlPhrases("something_else")).toEqual(["Something else (not a Companies House description)"]);
    expect(natureOfControlPhrases("Owns the company")).toEqual(["Owns the company"]);
    expect(natureOfControlPhrases(null)).toEqual([]);
  });
});
