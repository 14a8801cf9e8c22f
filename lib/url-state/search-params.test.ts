import { describe, expect, it } from "vitest";
import { formValues, pageNumber, readSearch, urlValues } from "./search-params";
import { searchUrl } from "./search-url";

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

describe("urlValues and searchUrl", () => {
  const href = searchUrl(NAMES);

  it("trims values and leaves empty ones (and unmentioned names) out of the URL", () => {
    expect(urlValues(NAMES, { size: "10", codes: " 8471 ", page: "" })).toEqual({ codes: "8471", page: null, size: "10" });
    expect(href("/search/trade", { size: "10", codes: " 8471 ", page: "" })).toBe("/search/trade?codes=8471&size=10");
  });

  it("keeps the results table's sort across a new search, and nothing else the screen does not know", () => {
    expect(href("/search/trade", { codes: "8471", page: "2" }, { sort: "name", dir: "desc", utm: "x" })).toBe(
      "/search/trade?codes=8471&page=2&sort=name&dir=desc",
    );
  });

  it("encodes what needs encoding", () => {
    const link = href("/search/trade", { codes: "0901,090111 & tea", page: "0" });
    expect(new URL(link, "http://x").searchParams.get("codes")).toBe("0901,090111 & tea");
    expect(link).not.toContain(" ");
  });

  it("gives the bare path when nothing is set", () => {
    expect(href("/search/trade", {})).toBe("/search/trade");
  });

  it("round-trips through readSearch", () => {
    const values = { codes: "8471", page: "3", size: "50" };
    const read = readSearch(new URL(href("/search/trade", values), "http://x").searchParams, NAMES);
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
