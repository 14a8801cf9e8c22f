// One URL-state mechanism: every screen reads and writes its search parameters through nuqs (lib/url-state), so a
// default is left out of the URL, changes made in one tick merge, and the server and the browser parse a link with the
// same parsers. Reading Next's useSearchParams or rewriting the URL with router.replace in a screen would bring the
// second mechanism back; this fails when one does (router.push to another page is navigation, not URL state).
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const SECOND_MECHANISM = [
  { name: "useSearchParams", pattern: /\buseSearchParams\b/ },
  { name: "router.replace", pattern: /\brouter\.replace\s*\(/ },
  { name: "history.pushState/replaceState", pattern: /\bhistory\.(push|replace)State\s*\(/ },
];

function offenders(source: string): string[] {
  // Comments may name the hooks nuqs is built on.
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");
  return SECOND_MECHANISM.filter(({ pattern }) => pattern.test(code)).map(({ name }) => name);
}

describe("URL state goes through nuqs", () => {
  it("recognises the second mechanism in code, not in comments", () => {
    expect(offenders('import { useSearchParams } from "next/navigation";')).toEqual(["useSearchParams"]);
    expect(offenders("router.replace(pathname + query);")).toEqual(["router.replace"]);
    expect(offenders("// reads its filters through nuqs (useSearchParams underneath)")).toEqual([]);
  });

  it("no screen reads useSearchParams or rewrites the URL itself", () => {
    const found = ["app", "components", "lib"].flatMap((dir) =>
      sourceFiles(join(root, dir)).flatMap((file) =>
        offenders(readFileSync(file, "utf8")).map((name) => `${relative(root, file)}: ${name}`),
      ),
    );
    expect(found).toEqual([]);
  });
});
