// lib is the layer every screen, route, PDF, workbook and alert reads; app (routes and pages) is built on it. An
// import from lib into app turns that around (and drags a route's module graph into whatever imports the lib file),
// so this fails on any module specifier under lib/ that reaches into app/.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const self = fileURLToPath(import.meta.url);
const root = resolve(dirname(self), "../..");
const appDir = join(root, "app");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts|cts|js|jsx|mjs)$/.test(entry.name) ? [path] : [];
  });
}

// Static imports and re-exports (`import … from "x"`, `export … from "x"`, `import "x"`), dynamic `import("x")` and
// `require("x")`, `vi.mock("x")`.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*|\bvi\.mock\s*\(\s*)["'`]([^"'`]+)["'`]/g;

function specifiers(source: string): string[] {
  return [...source.matchAll(SPECIFIER)].map((match) => match[1]!);
}

function reachesApp(file: string, specifier: string): boolean {
  if (specifier.startsWith("@/")) return specifier === "@/app" || specifier.startsWith("@/app/");
  if (!specifier.startsWith(".")) return false;
  const target = resolve(dirname(file), specifier);
  return target === appDir || target.startsWith(`${appDir}/`);
}

describe("lib never imports app", () => {
  it("reads every form of module specifier", () => {
    const sample = [
      'import { GET } from "@/app/api/companies/[crn]/route";',
      "export { x } from '../../app/page';",
      'import "@/app/globals.css";',
      'const m = await import("@/app/layout");',
    ].join("\n");
    expect(specifiers(sample)).toEqual([
      "@/app/api/companies/[crn]/route",
      "../../app/page",
      "@/app/globals.css",
      "@/app/layout",
    ]);
  });

  it("no file under lib/ names a module under app/", () => {
    const offenders = sourceFiles(join(root, "lib"))
      // This file quotes app/ specifiers as its own sample.
      .filter((file) => file !== self)
      .flatMap((file) =>
        specifiers(readFileSync(file, "utf8"))
          .filter((specifier) => reachesApp(file, specifier))
          .map((specifier) => `${relative(root, file)} → ${specifier}`),
      );
    expect(offenders).toEqual([]);
  });
});
