import { describe, expect, it } from "vitest";
import { localPage } from "./local-page";

describe("localPage", () => {
  const items = Array.from({ length: 26 }, (_, index) => index);

  it("slices one page and says whether another follows", () => {
    expect(localPage(items, 0, 25)).toEqual({ rows: items.slice(0, 25), hasNext: true });
    expect(localPage(items, 1, 25)).toEqual({ rows: [25], hasNext: false });
  });

  it("gives an empty page past the end", () => {
    expect(localPage(items, 5, 25)).toEqual({ rows: [], hasNext: false });
  });
});
