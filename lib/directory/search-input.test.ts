import { describe, expect, it } from "vitest";
import { readSearchInput } from "./search-input";

const read = (query: string) => readSearchInput(new URLSearchParams(query));
const refusedParameter = (query: string) => {
  const result = read(query);
  if (result.ok) throw new Error(`expected a refusal of ${query}`);
  expect(result.problem).toMatchObject({ status: 400, code: "invalid-parameter", type: "/problems/invalid-parameter" });
  return result.problem.parameter;
};

describe("readSearchInput", () => {
  it("reads q, limit and status with their defaults", () => {
    expect(read("q=%20acme%20")).toEqual({ ok: true, input: { q: "acme", limit: 10, status: null, offset: null } });
    expect(read("q=acme&limit=50&status=Dissolved")).toEqual({ ok: true, input: { q: "acme", limit: 50, status: "dissolved", offset: null } });
    expect(read("q=acme&status=all")).toMatchObject({ ok: true, input: { status: null } });
  });

  it("refuses a missing, blank or over-long q", () => {
    expect(refusedParameter("")).toBe("q");
    expect(refusedParameter("q=%20%20")).toBe("q");
    expect(refusedParameter(`q=${"a".repeat(101)}`)).toBe("q");
    expect(refusedParameter("q=a%00b")).toBe("q");
  });

  it("refuses a limit outside 1–50 or not a whole number", () => {
    for (const limit of ["0", "51", "-1", "2.5", "ten", ""]) expect(refusedParameter(`q=a&limit=${limit}`)).toBe("limit");
  });

  it("reads an offset from 0 to 499 and refuses anything else", () => {
    expect(read("q=a&offset=0")).toMatchObject({ ok: true, input: { offset: 0 } });
    expect(read("q=a&limit=50&offset=450")).toMatchObject({ ok: true, input: { offset: 450 } });
    for (const offset of ["500", "-1", "1.5", "x", ""]) expect(refusedParameter(`q=a&offset=${offset}`)).toBe("offset");
  });

  it("refuses an unknown status, an unknown parameter and a repeated one", () => {
    expect(refusedParameter("q=a&status=zombie")).toBe("status");
    expect(refusedParameter("q=a&sort=name")).toBe("sort");
    expect(refusedParameter("q=a&q=b")).toBe("q");
  });
});
