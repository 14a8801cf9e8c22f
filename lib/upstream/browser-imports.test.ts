// Browser code must not ship the operations table (every schema and rule), any server module, zod (30 kB of
// first-load JavaScript; the server's schemas judge what a form sends) nor what is heavy in date-fns: its locale
// bundle, and the pattern formatters and parsers that bring every pattern's code and the English locale (about 8 kB;
// Intl words dates). date-fns's arithmetic functions are a few hundred bytes each and welcome. From each
// "use client" file, the modules it imports at run time (type-only imports are erased) never reach them.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SERVER_ONLY_TABLES = ["lib/upstream/operations.ts", "lib/upstream/params.ts"];
const SERVER_ONLY_PACKAGES = ["server-only", "zod"];
/** Heavy whole modules: every locale, or date-fns's namespace at once. */
const HEAVY_SPECIFIERS = /^date-fns\/(locale|fp)(\/|$)/;
/** date-fns functions that bring the pattern machinery or a locale with them. */
const HEAVY_DATE_FNS = new Set(["format", "formatDistance", "formatDistanceStrict", "formatDistanceToNow", "formatDistanceToNowStrict", "formatDuration", "formatRelative", "lightFormat", "parse", "isMatch"]);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/") ? path.join(ROOT, specifier.slice(2)) : specifier.startsWith(".") ? path.resolve(path.dirname(from), specifier) : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** What a file takes from date-fns at run time that is heavy (see HEAVY_DATE_FNS), or a namespace import of it. */
function heavyDateFns(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const found: string[] = [];
  for (const match of text.matchAll(/^\s*import\s+(type\s+)?([^;]*?)from\s+["']date-fns["']/gms)) {
    if (match[1]) continue;
    const clause = match[2];
    if (/\*\s+as\s/.test(clause)) found.push("date-fns (the whole namespace)");
    for (const name of clause.replace(/[{}]/g, "").split(",").map((part) => part.trim().split(/\s+as\s+/)[0]?.replace(/^type\s+/, ""))) {
      if (name && HEAVY_DATE_FNS.has(name)) found.push(`date-fns ${name}`);
    }
  }
  return found;
}

/** Run-time imports only: `import type` and `export type` lines are erased by the compiler. */
function runtimeImports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const found: string[] = [];
  for (const match of text.matchAll(/^\s*(import|export)\s+(type\s+)?[^;]*?from\s+["']([^"']+)["']/gms)) {
    if (!match[2]) found.push(match[3]);
  }
  for (const match of text.matchAll(/^\s*import\s+["']([^"']+)["']/gm)) found.push(match[1]);
  for (const match of text.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)) found.push(match[1]);
  return found;
}

describe("browser code", () => {
  const clientFiles = [...files(path.join(ROOT, "components")), ...files(path.join(ROOT, "app")), ...files(path.join(ROOT, "lib"))]
    .filter((file) => /^\s*["']use client["']/.test(readFileSync(file, "utf8")));

  it("finds the client components", () => {
    expect(clientFiles.length).toBeGreaterThan(10);
  });

  it("never imports the operations table, the parameter rules, a server-only module, zod or date-fns's heavy parts", () => {
    const offending: string[] = [];
    for (const start of clientFiles) {
      const seen = new Set<string>([start]);
      const queue: [string, string[]][] = [[start, [path.relative(ROOT, start)]]];
      while (queue.length) {
        const [file, trail] = queue.shift()!;
        for (const heavy of heavyDateFns(file)) offending.push([...trail, heavy].join(" → "));
        for (const specifier of runtimeImports(file)) {
          if (SERVER_ONLY_PACKAGES.includes(specifier) || HEAVY_SPECIFIERS.test(specifier)) offending.push([...trail, specifier].join(" → "));
          const target = resolve(file, specifier);
          if (!target || seen.has(target)) continue;
          seen.add(target);
          const relative = path.relative(ROOT, target);
          if (SERVER_ONLY_TABLES.includes(relative)) offending.push([...trail, relative].join(" → "));
          queue.push([target, [...trail, relative]]);
        }
      }
    }
    expect(offending).toEqual([]);
  });
});
