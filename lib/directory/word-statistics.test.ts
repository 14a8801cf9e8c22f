import { describe, expect, it } from "vitest";
import { startShareFrom } from "./word-statistics";

describe("how common a word start is, by PostgreSQL's statistics", () => {
  // As pg_stats gives them: the frequencies end with the minimum, the maximum and the share of empty values.
  const share = startShareFrom(["pharmacy", "pharma", "lloyd", "~phar", "~ph"], [0.01, 0.002, 0.005, 0.012, 0.03, 0.002, 0.03, 0]);

  it("adds up the shares of the common words that begin with the start", () => {
    expect(share("pharm")).toBeCloseTo(0.012);
    expect(share("pharmac")).toBeCloseTo(0.01);
    expect(share("lloyd")).toBeCloseTo(0.005);
  });

  it("counts the word starts' own lexemes for nothing, and a start the statistics omit as rare", () => {
    expect(share("ph")).toBeCloseTo(0.012);
    expect(share("havtorda")).toBe(0);
  });

  it("reads no more frequencies than there are elements", () => {
    expect(startShareFrom(["a"], [0.4, 0.4, 0.4, 0])("a")).toBeCloseTo(0.4);
  });
});
