import { describe, expect, it } from "vitest";
import { INITIAL_SCORE, UNPAIRED_LIST_WEIGHT, UNPAIRED_QUERY_WEIGHT, nameSimilarity, partSimilarity, strictLevenshtein } from "./score-names";

// Expected values worked by hand from the definitions: one edit in seven letters allowed, (1 - 1/7)^1; a part left
// unpaired weighs 0.8 on the query's side and 0.2 on the list's.
describe("name similarity", () => {
  it("allow one edit in four letters and nothing beyond", () => {
    expect(strictLevenshtein("tatiana", "tatyana")).toBeCloseTo(6 / 7, 6);
    expect(strictLevenshtein("zhuravleva", "zjuravleva")).toBeCloseTo(0.9 ** 2, 6);
    expect(strictLevenshtein("li", "lu")).toBe(0);
    expect(strictLevenshtein("smith", "smyth")).toBeCloseTo(0.8, 6);
    expect(strictLevenshtein("smith", "jones")).toBe(0);
  });

  it("count a shared sound only when the spellings are also close", () => {
    // "tobacco" and "tobako" (a transliteration) share the Double Metaphone code TPK but are two edits apart.
    expect(strictLevenshtein("tobacco", "tobako")).toBe(0);
    expect(partSimilarity("tobacco", "tobako")).toMatchObject({ how: "sounds alike" });
    expect(partSimilarity("tobacco", "tobako").score).toBeGreaterThan(0.8);
    // "john" and "jane" are both JN, yet different names.
    expect(partSimilarity("john", "jane")).toEqual({ score: 0, how: "differs" });
  });

  it("give an initial some credit", () => {
    expect(partSimilarity("j", "john")).toEqual({ score: INITIAL_SCORE, how: "initial" });
  });

  it("weigh an extra list part less than a missing query part", () => {
    expect(nameSimilarity(["john", "smith"], ["john", "robert", "smith"]).score).toBeCloseTo(2 / (2 + UNPAIRED_LIST_WEIGHT), 6);
    expect(nameSimilarity(["john", "robert", "smith"], ["john", "smith"]).score).toBeCloseTo(2 / (2 + UNPAIRED_QUERY_WEIGHT), 6);
    expect(nameSimilarity(["john", "smith"], ["john", "gruber"]).score).toBeCloseTo(1 / (1 + UNPAIRED_QUERY_WEIGHT + UNPAIRED_LIST_WEIGHT), 6);
  });

  it("pair parts in any order, and parts run together", () => {
    expect(nameSimilarity(["kuzmenko", "vitaly"], ["vitaly", "kuzmenko"]).score).toBe(1);
    expect(nameSimilarity(["xijinping"], ["xi", "jinping"]).score).toBe(1);
  });

  it("take away for numbers that differ", () => {
    expect(nameSimilarity(["unit", "42"], ["unit", "43"]).score).toBeLessThan(0.5);
  });
});
