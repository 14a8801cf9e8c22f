import { describe, expect, it } from "vitest";
import { slowestKindBudget, typeaheadByKind, type StoreResults } from "./directory";

const typeahead: StoreResults["typeahead"] = {
  queries: 3000, p50: 4.1, p95: 13.5, p99: 19.6, max: 46.8, loadAverage: 3,
  byKind: {
    "full number": { count: 235, p50: 1.8, p95: 5, p99: 6.9, max: 9.1 },
    "two-word start": { count: 290, p50: 6.7, p95: 13.9, p99: 31.2, max: 34.8 },
    word: { count: 466, p50: 4.1, p95: 13.3, p99: 22.2, max: 27.1 },
  },
};

describe("the directory arm's typeahead figures per kind of query", () => {
  it("holds the slowest kind to the p99 budget, so that a tail cannot hide in the mix", () => {
    expect(slowestKindBudget("5. Directory", typeahead)).toEqual({
      arm: "5. Directory", name: "PostgreSQL typeahead p99 of the slowest kind", limit: "≤ 30 ms", measured: "31.2 ms (two-word start)", met: false,
    });
    expect(slowestKindBudget("5. Directory", { ...typeahead, byKind: { word: { p50: 4, p99: 22.2 } } })?.met).toBe(true);
    expect(slowestKindBudget("5. Directory", { ...typeahead, byKind: undefined })).toBeNull();
  });

  it("tables each kind and the whole mix, with the interleaved run beside them when there was one", () => {
    expect(typeaheadByKind(typeahead)).toEqual({
      "full number": { queries: 235, p50Ms: 1.8, p95Ms: 5, p99Ms: 6.9, maxMs: 9.1 },
      "two-word start": { queries: 290, p50Ms: 6.7, p95Ms: 13.9, p99Ms: 31.2, maxMs: 34.8 },
      word: { queries: 466, p50Ms: 4.1, p95Ms: 13.3, p99Ms: 22.2, maxMs: 27.1 },
      "the whole mix": { queries: 3000, p50Ms: 4.1, p95Ms: 13.5, p99Ms: 19.6, maxMs: 46.8 },
    });
    const beside = { denseWordsShare: 1, loadAverage: 3, p99: 20.2, byKind: { "two-word start": { p99: 39.9 } } };
    const rows = typeaheadByKind({ ...typeahead, sideBySide: beside });
    const column = "p99Ms at denseWordsShare 1, interleaved";
    expect(rows["two-word start"][column]).toBe(39.9);
    expect(rows.word[column]).toBe("—");
    expect(rows["the whole mix"][column]).toBe(20.2);
  });
});
