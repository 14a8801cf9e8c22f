import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allowedBy, commodityCodes, cpvCodes, dayMonthYear, oneOf, pageIndex, pageSizeOneOf, parseDayMonthYear, ruleWhenAbsent, titleNumber } from "./params";

const valueFrom = <T,>(result: { success: true; data: T } | { success: false }) => (result.success ? result.data : undefined);

describe("dates (dd/mm/yyyy)", () => {
  it("accepts real calendar dates and refuses impossible ones", () => {
    expect(parseDayMonthYear("29/02/2024")?.toISOString()).toBe("2024-02-29T00:00:00.000Z");
    for (const bad of ["29/02/2023", "31/04/2024", "00/01/2024", "1/1/2024", "2024-01-01", "01/13/2024", "01/01/24", " 01/01/2024x"]) {
      expect(parseDayMonthYear(bad), bad).toBeNull();
    }
  });

  it("round-trips every real date between 1900 and 2099", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date("1900-01-01T00:00:00Z"), max: new Date("2099-12-31T00:00:00Z"), noInvalidDate: true }), (date) => {
        const day = String(date.getUTCDate()).padStart(2, "0");
        const month = String(date.getUTCMonth() + 1).padStart(2, "0");
        const text = `${day}/${month}/${date.getUTCFullYear()}`;
        const parsed = parseDayMonthYear(text);
        expect(parsed?.toISOString().slice(0, 10)).toBe(date.toISOString().slice(0, 10));
        expect(valueFrom(dayMonthYear().safeParse(text))).toBe(text);
      }),
    );
  });

  it("refuses a day past the end of its month", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2099 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
        const text = `${String(last + 1).padStart(2, "0")}/${String(month).padStart(2, "0")}/${year}`;
        expect(parseDayMonthYear(text)).toBeNull();
      }),
    );
  });
});

describe("enumerations, pages and codes", () => {
  it("matches enumerations in any case and sends the spec's spelling", () => {
    const rule = oneOf(["hire purchase and asset finance", "unsecured lending"]).optional;
    expect(valueFrom(rule.safeParse("Hire Purchase  and ASSET finance"))).toBe("hire purchase and asset finance");
    expect(rule.safeParse("leasing").success).toBe(false);
  });

  it("allows only the listed page sizes and non-negative whole pages", () => {
    const size = pageSizeOneOf([10, 25, 50, 100], 25);
    expect([10, 25, 50, 100].map((n) => valueFrom(size.safeParse(String(n))))).toEqual([10, 25, 50, 100]);
    for (const bad of ["0", "11", "-10", "10.0", "1e1", "ten", ""]) expect(size.safeParse(bad).success, bad).toBe(false);
    expect(valueFrom(pageIndex.safeParse("0"))).toBe(0);
    for (const bad of ["-1", "1.5", "abc", "999999999"]) expect(pageIndex.safeParse(bad).success, bad).toBe(false);
  });

  it("reads title numbers, commodity codes and CPV codes strictly", () => {
    expect(valueFrom(titleNumber.safeParse(" ngl123456 "))).toBe("NGL123456");
    for (const bad of ["NGL/1", "..", "ABCD1", "NGL 1?", "1%2F"]) expect(titleNumber.safeParse(bad).success, bad).toBe(false);
    expect(valueFrom(commodityCodes.safeParse("8471, 090111"))).toBe("8471,090111");
    for (const bad of ["8", "84a1", "8471/..", "8471,"]) expect(commodityCodes.safeParse(bad).success, bad).toBe(false);
    expect(valueFrom(cpvCodes.safeParse("45000000-7,72000000"))).toBe("45000000-7,72000000");
    expect(cpvCodes.safeParse("4500").success).toBe(false);
  });
});

describe("rules as zod schemas", () => {
  it("say what they allow, whether they are required and what they send when absent", () => {
    expect(allowedBy(titleNumber)).toMatch(/title number/);
    expect(ruleWhenAbsent(titleNumber)).toEqual({ required: true, fallback: undefined });
    expect(ruleWhenAbsent(pageIndex)).toEqual({ required: false, fallback: 0 });
    expect(ruleWhenAbsent(pageSizeOneOf([10, 25], 25))).toEqual({ required: false, fallback: 25 });
    expect(ruleWhenAbsent(cpvCodes)).toEqual({ required: false, fallback: undefined });
    const refused = titleNumber.safeParse("NGL/1");
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(`must be ${allowedBy(titleNumber)}`);
  });
});
