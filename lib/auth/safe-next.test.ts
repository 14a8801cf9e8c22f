import { describe, expect, it } from "vitest";
import { safeNextPath } from "./safe-next";

describe("safeNextPath", () => {
  it("keeps a path on this site", () => {
    expect(safeNextPath("/companies/09990001?tab=x")).toBe("/companies/09990001?tab=x");
  });
  it.each([null, "", "https://evil.example/", "//evil.example", "/\\evil.example", "/\u0000x", "javascript:alert(1)", "/signin?next=/"])(
    "sends %j home instead", (value) => expect(safeNextPath(value)).toBe("/"),
  );
});
