import { describe, expect, it } from "vitest";
import { highlightParts } from "./highlight";

describe("highlightParts", () => {
  it("marks every word of the query, whatever its case", () => {
    expect(highlightParts("ACME Widgets Limited", "acme wid")).toEqual([
      { text: "ACME", match: true }, { text: " ", match: false }, { text: "Wid", match: true }, { text: "gets Limited", match: false },
    ]);
  });
  it("leaves text alone when the query has no words", () => {
    expect(highlightParts("ACME", " - ")).toEqual([{ text: "ACME", match: false }]);
  });
});
