// `next build` checks no types: `npm test`'s typecheck gate (tsc over app, lib, tests, e2e and scripts) runs before its
// build, and checking the app's types again cost every build its time (issue 34).
import { readFileSync } from "node:fs";
import path from "node:path";
import type { NextConfig } from "next";
import { describe, expect, it } from "vitest";

describe("the build's type check", () => {
  it("is left to npm test's gate, which runs tsc before any suite builds", async () => {
    const { default: nextConfig } = (await import(path.join(import.meta.dirname, "..", "..", "next.config.mjs"))) as { default: NextConfig };
    expect(nextConfig.typescript?.ignoreBuildErrors).toBe(true);
    const testScript = readFileSync(path.join(import.meta.dirname, "..", "test.ts"), "utf8");
    expect(testScript.indexOf('bin("tsc")')).toBeGreaterThan(-1);
    expect(testScript.indexOf('bin("tsc")')).toBeLessThan(testScript.indexOf("await ensureBuild("));
  });
});
