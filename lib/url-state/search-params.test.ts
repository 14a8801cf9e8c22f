import { describe, expect, it } from "vitest";
import { formValues, pageNumber, readSearch, searchHref, searchQuery } from "./search-params";

const NAMES = ["codes", "page", "size"] as const;

describe("readSearch", () => {
  it("fills missing values from the defaults and reports no search yet", () => {
    const read = readSearch(new URLSearchParams(""), NAMES, { page: "0", size: "25" });
    expect(read).toEqual({ values: { codes: "", page: "0", size: "25" }, submitted: false });
  });

  it("keeps what the URL says, even text the BFF will refuse", () => {
    const read = readSearch(new URLSearchParams("codes=8471&size=7"), NAMES, { page: "0", size: "25" });
    expect(read).toEqual({ values: { codes: "8471", page: "0", size: "7" }, submitted: true });
  });

  it("counts an empty parameter as a search", () => {
    expect(readSearch(new URLSearchParams("codes="), NAMES).submitted).toBe(true);
  });

  it("ignores parameters the screen does not know", () => {
    expect(readSearch(new URLSearchParams("utm=x"), NAMES).submitted).toBe(false);
  });
});

describe("searchQuery and searchHref", () => {
  it("writes values in the screen's order and drops empty ones", () => {
    expect(searchQuery(NAMES, { size: "10", codes: " 8471 ", page: "" })).toBe("codes=8471&size=10");
  });

  it("encodes what needs encoding", () => {
    expect(searchHref("/search/trade", NAMES, { codes: "0901,090111", page: "0" })).toBe(
      "/search/trade?codes=0901%2C090111&page=0",
    );
  });

  it("gives the bare path when nothing is set", () => {
    expect(searchHref("/search/trade", NAMES, {})).toBe("/search/trade");
  });

  it("round-trips through readSearch", () => {
    const values = { codes: "8471", page: "3", size: "50" };
    const href = searchHref("/search/trade", NAMES, values);
    const read = readSearch(new URL(href, "http://x").searchParams, NAMES);
    expect(read).toEqual({ values, submitted: true });
  });
});

describe("formValues", () => {
  it("reads and trims the named fields, absent ones as empty", () => {
    const form = new FormData();
    form.set("codes", " 8471 ");
    form.set("other", "x");
    expect(formValues(form, NAMES)).toEqual({ codes: "8471", page: "", size: "" });
  });
});

describe("pageNumber", () => {
  it("reads 0-based page indexes and treats anything else as the first page", () => {
    expect(pageNumber("0")).toBe(0);
    expect(pageNumber("12")).toBe(12);
    expect(pageNumber("-1")).toBe(0);
    expect(pageNumber("two")).toBe(0);
    expect(pageNumber("")).toBe(0);
  });
});
