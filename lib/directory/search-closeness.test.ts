// The typeahead's closeness order among names that are neither exact nor apart by status: a name that starts with
// the query before one that only contains it, and shorter names before longer ones. The expected order is worked
// out here from the names themselves, not by the ranking under test.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchDirectory } from "./search";
import { openSqliteStore } from "./sqlite-store";
import type { DirectoryStore } from "./store";
import { company } from "./store-contract";

// All active and current names, none exactly "harbour": only closeness tells them apart.
const NAMES = [
  ["08100001", "HARBOUR VIEW DEVELOPMENTS LIMITED"],
  ["08100002", "OLD HARBOUR LIMITED"],
  ["08100003", "HARBOUR LIGHTS LIMITED"],
  ["08100004", "NEW HARBOUR BOATYARD LIMITED"],
  ["08100005", "HARBOUR INN LIMITED"],
] as const;

describe("searchDirectory: closeness", () => {
  let store: DirectoryStore;
  beforeAll(async () => {
    store = await openSqliteStore(":memory:");
    await store.upsertBatch(NAMES.map(([number, name]) => company(number, name)), { mode: "replace" });
  });
  afterAll(() => store.close());

  it("puts names starting with the query before names containing it, each shortest first", async () => {
    const query = "harbour";
    const startsWith = (name: string) => name.startsWith(query.toUpperCase());
    // Every name ends in the same legal form, so whole-name lengths order them as their distinctive parts do.
    const expected = [...NAMES]
      .sort(([, a], [, b]) => Number(!startsWith(a)) - Number(!startsWith(b)) || a.length - b.length)
      .map(([number]) => number);
    expect(expected.slice(0, 3).every((number) => startsWith(NAMES.find(([n]) => n === number)![1]))).toBe(true);

    const hits = (await searchDirectory(store, { q: query, limit: 10, status: null })).hits;
    expect(hits.map((hit) => hit.number)).toEqual(expected);
    expect(hits.every((hit) => hit.matched === "name")).toBe(true);
  });

  it("keeps that order on a paged request", async () => {
    const expectedFirst = NAMES.filter(([, name]) => name.startsWith("HARBOUR")).sort(([, a], [, b]) => a.length - b.length)[0][0];
    const page = await searchDirectory(store, { q: "harbour", limit: 2, status: null, offset: 0 });
    expect(page.hits[0]?.number).toBe(expectedFirst);
    expect(page.total).toBe(NAMES.length);
  });
});
