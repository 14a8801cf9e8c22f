import { describe, expect, it } from "vitest";
import { natureOfControlPhrases } from "@/lib/company/nature-of-control";

describe("natureOfControlPhrases", () => {
  it("reads Companies House codes", () => {
    expect(natureOfControlPhrases("ownership-of-shares-75-to-100-percent")).toEqual(["Owns 75–100% of the shares"]);
    expect(natureOfControlPhrases("voting-rights-25-to-50-percent-as-trust, right-to-appoint-and-remove-directors")).toEqual([
      "Holds 25–50% of the voting rights as a trustee", "Can appoint and remove directors",
    ]);
    expect(natureOfControlPhrases('["significant-influence-or-control"]')).toEqual(["Has significant influence or control"]);
  });
  it("keeps unknown wording readable and handles blanks", () => {
    expect(natureOfControlPhrases("something_else")).toEqual(["Something else"]);
    expect(natureOfControlPhrases(null)).toEqual([]);
  });
});
