// Browser code must not ship the operations table (every schema and rule), any server module, zod (30 kB of
// first-load JavaScript; the server's schemas judge what a form sends) nor date-fns (8 kB; Intl formats dates): from
// each "use client" file, the modules it imports at run time (type-only imports are erased) never reach them.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SERVER_ONLY_TABLES = ["lib/upstream/operations.ts", "lib/upstream/params.ts"];
const SERVER_ONLY_PACKAGES = ["server-only", "zod", "date-fns", "@date-fns/utc"];

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

  it("never imports the operations table, the parameter rules, a server-only module, zod or date-fns", () => {
    const offending: string[] = [];
    for (const start of clientFiles) {
      const seen = new Set<string>([start]);
      const queue: [string, string[]][] = [[start, [path.relative(ROOT, start)]]];
      while (queue.length) {
        const [file, trail] = queue.shift()!;
        for (const specifier of runtimeImports(file)) {
          if (SERVER_ONLY_PACKAGES.includes(specifier)) offending.push([...trail, specifier].join(" → "));
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
