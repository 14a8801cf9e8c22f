import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ALTMAN_Z2, altmanBand, MODELS, TAFFLER } from "./models";

// One year of accounts, hand-worked below for both models.
const YEAR = {
  profitBeforeTax: 100_000, totalCurrentLiabilities: 400_000, totalCurrentAssets: 600_000, totalLiabilities: 500_000,
  totalAssets: 1_000_000, stock: 50_000, turnover: 2_000_000, depreciation: 30_000, revenueReserves: 250_000,
  operatingProfit: 120_000, totalShareholdersEquity: 500_000,
};

describe("Taffler (1983)", () => {
  it("computes z as published, by hand", () => {
    // x1 = 100,000 / 400,000 = 0.25
    // x2 = 600,000 / 500,000 = 1.2
    // x3 = 400,000 / 1,000,000 = 0.4
    // x4 = (600,000 − 50,000 − 400,000) / ((2,000,000 − 100,000 − 30,000) / 365) = 150,000 × 365 / 1,870,000 = 29.278074866…
    // z = 3.20 + 12.18 × 0.25 + 2.50 × 1.2 − 10.68 × 0.4 + 0.029 × 29.278074866
    //   = 3.20 + 3.045 + 3.0 − 4.272 + 0.849064171 = 5.822064171
    const result = TAFFLER.compute(YEAR);
    expect(result.terms.x4).toBeCloseTo(29.278074866, 8);
    expect(result.score).toBeCloseTo(5.822064171, 8);
    expect(result.band).toBe("solvent");
    expect(result.missing).toBeUndefined();
    expect(result.inputs).toMatchObject({ profitBeforeTax: 100_000, stock: 50_000, depreciation: 30_000 });
  });

  it("puts a negative z at risk", () => {
    // x1 = −300,000 / 400,000 = −0.75, so z = 5.822064171 − 12.18 × (0.25 + 0.75) + 0.029 × Δx4, with
    // x4 = 150,000 × 365 / (2,000,000 + 300,000 − 30,000) = 24.118942731; z = 3.2 − 9.135 + 3 − 4.272 + 0.699449339 = −6.507550661
    const result = TAFFLER.compute({ ...YEAR, profitBeforeTax: -300_000 });
    expect(result.score).toBeCloseTo(-6.507550661, 8);
    expect(result.band).toBe("at-risk");
  });

  it("reads figures that arrive as text", () => {
    const asText = Object.fromEntries(Object.entries(YEAR).map(([key, value]) => [key, String(value)]));
    expect(TAFFLER.compute(asText).score).toBeCloseTo(5.822064171, 8);
  });

  it("names a missing figure and a zero denominator instead of scoring", () => {
    const { stock: _stock, ...noStock } = YEAR;
    expect(TAFFLER.compute(noStock)).toMatchObject({ score: null, band: null, missing: [{ field: "stock", reason: "not in the accounts" }] });
    const zero = TAFFLER.compute({ ...YEAR, totalCurrentLiabilities: 0 });
    expect(zero.score).toBeNull();
    expect(zero.missing?.map((item) => item.field)).toContain("totalCurrentLiabilities");
    // No operating costs at all: the no-credit interval has no meaning.
    const noCosts = TAFFLER.compute({ ...YEAR, turnover: 0, profitBeforeTax: 0, depreciation: 0 });
    expect(noCosts.score).toBeNull();
    expect(noCosts.missing?.[0].field).toBe("turnover − profitBeforeTax − depreciation");
  });
});

describe("Altman Z'' (1995)", () => {
  it("computes Z'' as published, by hand", () => {
    // X1 = (600,000 − 400,000) / 1,000,000 = 0.2;  X2 = 250,000 / 1,000,000 = 0.25
    // X3 = 120,000 / 1,000,000 = 0.12;  X4 = 500,000 / 500,000 = 1
    // Z'' = 6.56 × 0.2 + 3.26 × 0.25 + 6.72 × 0.12 + 1.05 × 1 = 1.312 + 0.815 + 0.8064 + 1.05 = 3.9834
    const result = ALTMAN_Z2.compute(YEAR);
    expect(result.score).toBeCloseTo(3.9834, 10);
    expect(result.band).toBe("safe");
    expect(result.terms).toEqual({ X1: 0.2, X2: 0.25, X3: 0.12, X4: 1 });
  });

  it("bands at the published cut-offs", () => {
    expect(altmanBand(2.61)).toBe("safe");
    expect(altmanBand(2.6)).toBe("grey");
    expect(altmanBand(1.1)).toBe("grey");
    expect(altmanBand(1.09)).toBe("distress");
  });

  it("names a missing figure", () => {
    const { revenueReserves: _r, ...rest } = YEAR;
    expect(ALTMAN_Z2.compute(rest)).toMatchObject({ score: null, missing: [{ field: "revenueReserves" }] });
  });
});

const figure = fc.oneof(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: -1e9, max: 1e9 }).map(String));
const accountsArbitrary = fc.record(Object.fromEntries(Object.keys(YEAR).map((key) => [key, figure])) as Record<keyof typeof YEAR, typeof figure>);
const DENOMINATORS: Record<string, ReadonlyArray<keyof typeof YEAR>> = {
  taffler: ["totalCurrentLiabilities", "totalLiabilities", "totalAssets"],
  "altman-z2": ["totalAssets", "totalLiabilities"],
};

describe.each(MODELS.map((model) => [model.id, model] as const))("%s, for any accounts", (id, model) => {
  it("never gives a number when a figure it needs is missing, blank or not a number", () => {
    fc.assert(fc.property(accountsArbitrary, fc.constantFrom(...model.fields), fc.constantFrom(undefined, null, "", "n/a"), (accounts, field, gap) => {
      const result = model.compute({ ...accounts, [field]: gap });
      expect(result.score).toBeNull();
      expect(result.band).toBeNull();
      expect(result.missing?.some((item) => item.field === field)).toBe(true);
    }));
  });

  it("never gives a number when a denominator is zero", () => {
    fc.assert(fc.property(accountsArbitrary, fc.constantFrom(...DENOMINATORS[id]), fc.constantFrom(0, "0"), (accounts, field, zero) => {
      const result = model.compute({ ...accounts, [field]: zero });
      expect(result.score).toBeNull();
      expect(result.missing?.length).toBeGreaterThan(0);
    }));
  });

  it("gives a finite score with a band, or none with a reason", () => {
    fc.assert(fc.property(accountsArbitrary, (accounts) => {
      const result = model.compute(accounts);
      if (result.score === null) expect(result.missing?.length).toBeGreaterThan(0);
      else {
        expect(Number.isFinite(result.score)).toBe(true);
        expect(result.band).not.toBeNull();
      }
    }));
  });
});
