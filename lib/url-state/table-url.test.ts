import { createLoader, createSerializer } from "nuqs/server";
import { describe, expect, it } from "vitest";
import { PAGE_PARSER, readSortValues, sortParsers } from "./table-url";

const spec = { sorts: ["name", "date"] as const, sort: "name" as const, dir: "asc" as const };
// The parsers as the server reads a URL; the browser's hooks read it through the same ones.
const load = createLoader({ page: PAGE_PARSER, ...sortParsers(spec.sorts) });
const serialize = createSerializer({ page: PAGE_PARSER, ...sortParsers(spec.sorts) });

describe("a long table's URL", () => {
  it("reads a sort the table offers with its direction", () => {
    expect(readSortValues(load("?sort=date&dir=desc"), spec)).toEqual({ sort: "date", dir: "desc" });
  });

  it("falls back to the default for an unknown column or direction, and a direction alone is not a sort", () => {
    expect(readSortValues(load("?sort=evil&dir=desc"), spec)).toEqual({ sort: "name", dir: "asc" });
    expect(readSortValues(load("?sort=date&dir=sideways"), spec)).toEqual({ sort: "date", dir: "asc" });
    expect(readSortValues(load("?dir=desc"), spec)).toEqual({ sort: "name", dir: "asc" });
  });

  it("reads the page, with page 1 for none or an unreadable one", () => {
    expect(load("?page=3").page).toBe(3);
    for (const bad of ["", "x", "page=x"]) expect(load(`?${bad}`).page).toBe(1);
  });

  it("writes the sort and its direction together, even the default sort, and leaves page 1 out", () => {
    expect(serialize("/t", { sort: "name", dir: "desc", page: 1 })).toBe("/t?sort=name&dir=desc");
    expect(serialize("/t", { sort: "date", dir: "asc", page: 2 })).toBe("/t?page=2&sort=date&dir=asc");
  });
});
