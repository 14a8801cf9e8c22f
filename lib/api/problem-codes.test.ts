import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PROBLEM_CODES } from "./problem-codes";

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("problem codes", () => {
  it("each code has its own title, and a status of a refusal or a failure", () => {
    const titles = Object.values(PROBLEM_CODES).map((entry) => entry.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const [code, { status }] of Object.entries(PROBLEM_CODES)) {
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(status, code).toBeLessThan(600);
    }
  });

  it("every problem the server and the browser name is in the map (a free string would fail the type check too)", () => {
    const named = new Set<string>();
    for (const file of [...sources("lib"), ...sources("app"), ...sources("components")]) {
      const text = readFileSync(file, "utf8");
      for (const match of text.matchAll(/\bproblem\(\s*"([a-z-]+)"/g)) named.add(match[1]);
      for (const match of text.matchAll(/\bcode === "([a-z-]+)"/g)) named.add(match[1]);
    }
    expect(named.size).toBeGreaterThan(10);
    expect([...named].filter((code) => !(code in PROBLEM_CODES))).toEqual([]);
  });
});
