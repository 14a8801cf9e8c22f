import { describe, expect, it } from "vitest";
import { ownershipSummary } from "./ownership-summary";

describe("the ownership graph's reach in one sentence", () => {
  it("says how far it was followed, how many parties mark a gap, and which owners were not followed", () => {
    expect(ownershipSummary({ parties: 5, links: 4, lookups: 1, maxLookups: 25, depth: 1, gaps: 2, notFollowed: ["00000009"] }, "the last column")).toBe(
      "5 parties and 4 links, from 1 company profile looked up (at most 25 per graph), following corporate owners with a UK company number up to 1 level. "
      + "2 of the parties mark where the data stops (the last column). Not followed: 00000009.",
    );
    expect(ownershipSummary({ parties: 2, links: 1, lookups: 2, maxLookups: 25, depth: 3, gaps: 0, notFollowed: [] })).toMatch(/up to 3 levels\. Nothing is missing from the record at this depth\.$/);
  });
});
