import { describe, expect, it } from "vitest";
import { nameWords, normaliseName, normalisePostcode } from "./normalise-name";

describe("normaliseName", () => {
  it("folds case, punctuation, legal forms and ampersands", () => {
    expect(normaliseName("Smith & Sons Ltd")).toBe("smith and sons");
    expect(normaliseName("SMITH AND SONS LIMITED")).toBe("smith and sons");
    expect(normaliseName("Acme Public Limited Company")).toBe("acme");
    expect(normaliseName("ACME PLC")).toBe("acme");
    expect(normaliseName("!OBAC UK LIMITED")).toBe("obac uk");
    expect(normaliseName("O'Brien's Café (Leeds) Ltd.")).toBe("obriens cafe leeds");
  });

  it("keeps a name that is only a legal form empty rather than inventing one", () => {
    expect(normaliseName("Limited")).toBe("");
  });

  it("indexes words without legal forms or 'and'", () => {
    expect(nameWords("limited editions and prints")).toEqual(["editions", "prints"]);
  });

  it("compares postcodes without spaces", () => {
    expect(normalisePostcode("rg26 5at")).toBe("RG265AT");
  });
});
