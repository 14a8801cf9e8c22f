import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderReadme } from "./readme-tables";

describe("README", () => {
  it("shows the operation and demo-company tables as the project's tables define them (npm run readme)", () => {
    const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
    expect(renderReadme(readme)).toBe(readme);
  });
});
