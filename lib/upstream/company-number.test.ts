import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COMPANY_NUMBER_PREFIXES, normaliseCompanyNumber } from "./company-number";

const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^[0-9]{${min},${max}}$`));
const prefix = fc.constantFrom(...COMPANY_NUMBER_PREFIXES);

describe("normaliseCompanyNumber", () => {
  it("pads, trims and upper-cases as the issue's examples say", () => {
    expect(normaliseCompanyNumber("1")).toBe("00000001");
    expect(normaliseCompanyNumber("sc4")).toBe("SC000004");
    expect(normaliseCompanyNumber("  oc123456 ")).toBe("OC123456");
    expect(normaliseCompanyNumber("SC 012345")).toBe("SC012345");
    expect(normaliseCompanyNumber("r0000012")).toBe("R0000012");
    // Surrounding white space, CR/LF included, is trimmed: what remains is a clean number.
    expect(normaliseCompanyNumber("1\r\n")).toBe("00000001");
  });

  it("refuses what is not a company number", () => {
    for (const bad of ["", " ", "123456789", "XX123456", "SC1234567", "../1", "1%2F2", "1?x", "1#", "1\u0000", "1\r\nX", "ＳＣ1", "-1", "1.5", "SC-12"]) {
      expect(normaliseCompanyNumber(bad), bad).toBeNull();
    }
  });

  it("maps any 1–8 digit number to 8 digits with the same value", () => {
    fc.assert(
      fc.property(digits(1, 8), (text) => {
        const normal = normaliseCompanyNumber(text);
        expect(normal).toMatch(/^\d{8}$/);
        expect(Number(normal)).toBe(Number(text));
      }),
    );
  });

  it("maps any prefix and 1–6 digits, in any case and with spaces around, to prefix + 6 digits", () => {
    fc.assert(
      fc.property(prefix, digits(1, 6), fc.boolean(), fc.constantFrom("", " ", "\t"), (p, d, lower, pad) => {
        const typed = `${pad}${lower ? p.toLowerCase() : p}${d}${pad}`;
        expect(normaliseCompanyNumber(typed)).toBe(p + d.padStart(6, "0"));
      }),
    );
  });

  it("is idempotent and only ever yields the two canonical forms", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (text) => {
        const normal = normaliseCompanyNumber(text);
        if (normal === null) return;
        expect(normal).toMatch(/^(\d{8}|[A-Z][A-Z0-9]\d{6})$/);
        expect(normaliseCompanyNumber(normal)).toBe(normal);
      }),
      { numRuns: 2000 },
    );
  });
});
