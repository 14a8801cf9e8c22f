import { describe, expect, it } from "vitest";
import { startTerms } from "./words-postgres";

describe("how the PostgreSQL directory asks for a word being typed", () => {
  const common = () => true;
  const rare = () => false;

  it("asks a common long start after whole words as its indexed start, and checks the whole start on the names", () => {
    expect(startTerms("pharm", true, common)).toEqual({ indexed: ["'~phar'"], rest: "'pharm':*" });
  });

  it("keeps a rare long start a prefix search, which gathers few names", () => {
    expect(startTerms("intezq", true, rare)).toEqual({ indexed: ["'intezq':*"], rest: null });
  });

  it("asks a start on its own, or an indexed one, as before", () => {
    expect(startTerms("pharm", false, common)).toEqual({ indexed: ["'pharm':*"], rest: null });
    expect(startTerms("phar", true, common)).toEqual({ indexed: ["'~phar'"], rest: null });
    expect(startTerms("", true, common)).toEqual({ indexed: [], rest: null });
  });
});
