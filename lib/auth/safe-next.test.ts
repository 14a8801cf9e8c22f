import { describe, expect, it } from "vitest";
import { safeNextPath } from "./safe-next";

describe("safeNextPath", () => {
  it("keeps a path on this site", () => {
    expect(safeNextPath("/companies/09990001?tab=x")).toBe("/companies/09990001?tab=x");
  });
  it("percent-encodes a path that is not ASCII, so that it fits a Location header", () => {
    expect(safeNextPath("/中文")).toBe("/%E4%B8%AD%E6%96%87");
    expect(() => new Headers({ location: safeNextPath("/companies/09990001?q=café") })).not.toThrow();
  });
  it.each([null, "", "https://evil.example/", "//evil.example", "/\\evil.example", "/\u0000x", "javascript:alert(1)", "/signin?next=/"])(
    "sends %j home instead", (value) => expect(safeNextPath(value)).toBe("/"),
  );
});
