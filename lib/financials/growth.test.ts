import { describe, expect, it } from "vitest";
import { cagr } from "./growth";

const at = (year: number) => new Date(Date.UTC(year, 2, 31));

describe("cagr", () => {
  it("compounds over whole years", () => {
    const result = cagr([{ date: at(2020), value: 100 }, { date: at(2021), value: 110 }, { date: at(2022), value: 121 }]);
    expect(result?.rate).toBeCloseTo(0.1);
    expect(result?.years).toBe(2);
  });
  it("skips gaps and uses the first and last known figures", () => {
    const result = cagr([
      { date: at(2019), value: null }, { date: at(2020), value: 100 }, { date: at(2021), value: null },
      { date: at(2022), value: 121 }, { date: at(2023), value: null },
    ]);
    expect(result?.rate).toBeCloseTo(0.1);
    expect(result?.from.getUTCFullYear()).toBe(2020);
  });
  it("is null across a sign change or from a loss", () => {
    expect(cagr([{ date: at(2020), value: -100 }, { date: at(2022), value: 121 }])).toBeNull();
    expect(cagr([{ date: at(2020), value: 100 }, { date: at(2022), value: -5 }])).toBeNull();
    expect(cagr([{ date: at(2020), value: 0 }, { date: at(2022), value: 5 }])).toBeNull();
  });
  it("is null with one year", () => {
    expect(cagr([{ date: at(2020), value: 100 }])).toBeNull();
    expect(cagr([])).toBeNull();
  });
  it("handles declines and thirty years", () => {
    const points = Array.from({ length: 30 }, (_, index) => ({ date: at(1995 + index), value: 1000 * 0.95 ** index }));
    expect(cagr(points)?.rate).toBeCloseTo(-0.05);
  });
});
