import { describe, expect, it } from "vitest";
import { matchesText, nextSort, pageOf, readSort, sortRows } from "./table-state";

const spec = { sorts: ["name", "date"] as const, sort: "name" as const, dir: "asc" as const };

describe("readSort", () => {
  it("reads a sort the table offers with its direction", () => {
    expect(readSort(new URLSearchParams("sort=date&dir=desc"), spec)).toEqual({ sort: "date", dir: "desc" });
  });
  it("falls back to the default for an unknown column or direction", () => {
    expect(readSort(new URLSearchParams("sort=evil&dir=desc"), spec)).toEqual({ sort: "name", dir: "asc" });
    expect(readSort(new URLSearchParams("sort=date&dir=sideways"), spec)).toEqual({ sort: "date", dir: "asc" });
  });
});

describe("nextSort", () => {
  it("flips the same column and starts a new one in its natural direction, back on page 1", () => {
    expect(nextSort({ sort: "name", dir: "asc" }, "name")).toEqual({ sort: "name", dir: "desc", page: null });
    expect(nextSort({ sort: "name", dir: "desc" }, "name")).toEqual({ sort: "name", dir: "asc", page: null });
    expect(nextSort({ sort: "name", dir: "asc" }, "date", "desc")).toEqual({ sort: "date", dir: "desc", page: null });
  });
});

describe("sortRows", () => {
  const rows = [
    { id: "a", v: 3 }, { id: "b", v: null }, { id: "c", v: 1 }, { id: "d", v: 3 }, { id: "e", v: 2 },
  ];
  it("orders both ways with missing values last and ties stable", () => {
    expect(sortRows(rows, (row) => row.v, "asc").map((row) => row.id)).toEqual(["c", "e", "a", "d", "b"]);
    expect(sortRows(rows, (row) => row.v, "desc").map((row) => row.id)).toEqual(["a", "d", "e", "c", "b"]);
  });
  it("compares text case-insensitively with numbers in it as numbers", () => {
    const names = ["beta", "Alpha", "item 10", "item 9"].map((name) => ({ name }));
    expect(sortRows(names, (row) => row.name, "asc").map((row) => row.name)).toEqual(["Alpha", "beta", "item 9", "item 10"]);
  });
  it("does not change the rows it was given", () => {
    const copy = [...rows];
    sortRows(rows, (row) => row.v, "desc");
    expect(rows).toEqual(copy);
  });
});

describe("matchesText", () => {
  it("needs every word somewhere in the fields", () => {
    expect(matchesText(["Barclays Bank PLC", "Outstanding"], "barclays out")).toBe(true);
    expect(matchesText(["Barclays Bank PLC", null], "barclays lloyds")).toBe(false);
    expect(matchesText(["anything"], "  ")).toBe(true);
  });
});

describe("pageOf", () => {
  const rows = Array.from({ length: 53 }, (_, index) => index + 1);
  it("slices one page and says which rows it holds", () => {
    expect(pageOf(rows, 2, 25)).toEqual({ rows: rows.slice(25, 50), page: 2, pages: 3, first: 26, last: 50 });
  });
  it("clamps a page past the end to the last page", () => {
    expect(pageOf(rows, 9, 25)).toMatchObject({ page: 3, first: 51, last: 53 });
    expect(pageOf([], 4, 25)).toMatchObject({ rows: [], page: 1, pages: 1, first: 0, last: 0 });
  });
});
