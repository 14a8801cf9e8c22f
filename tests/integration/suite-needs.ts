// What the chosen test files need from the global setup, read from the files themselves: every key a test file
// injects (Vitest's inject) and those the helpers it imports from this folder inject. The setup starts a server only when a chosen file injects
// a key that server provides, so `vitest run --project integration tests/integration/<one>.test.ts` starts that
// file's servers and no others; a new test that injects a key gets its server without being listed anywhere.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const INJECTED = /\binject\(\s*"([A-Za-z]+)"\s*\)/g;
const LOCAL_IMPORT = /\bfrom\s+"(\.\/[^"]+)"/g;

/** The text of a test file and of the helpers it imports from its own folder, each once (helpers may import each other). */
function textsOf(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file) || !existsSync(file)) return [];
  seen.add(file);
  const text = readFileSync(file, "utf8");
  const helpers = [...text.matchAll(LOCAL_IMPORT)]
    .map(([, relative]) => path.resolve(path.dirname(file), relative!.endsWith(".ts") ? relative! : `${relative}.ts`));
  return [text, ...helpers.flatMap((helper) => textsOf(helper, seen))];
}

/** The keys a test file injects, itself or through the helpers it imports from its own folder. */
export function injectedKeys(file: string): Set<string> {
  return new Set(textsOf(file).flatMap((text) => [...text.matchAll(INJECTED)].map(([, key]) => key!)));
}

export function keysOf(files: string[]): Set<string> {
  return new Set(files.flatMap((file) => [...injectedKeys(file)]));
}

/**
 * Servers whose state one file changes and another reads, so files using the same one run one at a time while the
 * rest of the suite runs beside them: the flaky upstream's mode and the breakers and caches of the BFFs in front of it
 * (a file that switches the mode always uses one of them, so it is they that name the state); the
 * limited BFF's per-user and per-address counts; the hostile upstream's log of what reached it (tests compare it
 * before and after, or read its last entry).
 */
const SHARED_STATE: Record<string, string> = {
  bffResilienceUrl: "flaky", bffRedisUrls: "flaky",
  limitedUrl: "limited",
  bffHostileUrl: "hostile",
};

/**
 * State a file names itself, or a helper it imports from its folder names for it, where the server is one every file
 * uses but only some change and read this part of it: a line `// Takes turns on: <name>` (screening reviews on the
 * suite's shared BFF: one file writes them, another reads every match as unreviewed; the schemas of the suite's
 * PostgreSQL database, ./postgres-schemas.ts).
 */
const DECLARED = /^\/\/ Takes turns on: ([a-z-]+)$/gm;

/** The shared servers a test file uses, in one fixed order, so that two files taking two never wait on each other. */
export function sharedStateOf(file: string): string[] {
  const keys = injectedKeys(file);
  const declared = textsOf(file).flatMap((text) => [...text.matchAll(DECLARED)].map(([, name]) => name!));
  return [...new Set([...Object.entries(SHARED_STATE).filter(([key]) => keys.has(key)).map(([, name]) => name), ...declared])].sort();
}

/**
 * Files whose assertions are timings a neighbour's work would skew (/api/health's latency while a large export or
 * reports run; the monitor's spacing of calls): they run with no other file beside them.
 */
const ALONE = new Set(["exports.test.ts", "monitor-budget.test.ts", "reports-off-main-thread.test.ts"]);

export function runsAlone(file: string): boolean {
  return ALONE.has(path.basename(file));
}
