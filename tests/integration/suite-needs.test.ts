// The global setup starts what the chosen files inject, read from their text and their local helpers' text; files
// sharing a server's changing state take turns. This file injects nothing, so run alone it starts no BFF.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { injectedKeys, keysOf, runsAlone, sharedStateOf } from "./suite-needs";

// Built, not written out: the setup reads this file's text too, and must not start the servers its fixtures name.
const injects = (key: string) => `inject${"("}"${key}")`;

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "suite-needs-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

describe("what a test file needs from the global setup", () => {
  it("the keys it injects, and those of the helpers it imports from its folder, once each, cycles and all", () => {
    const dir = folder({
      "a.test.ts": `import { inject } from "vitest";\nimport { signIn } from "./session";\nconst url = ${injects("accessUrl")};\nconst again = ${injects("accessUrl")};`,
      "session.ts": `import { inject } from "vitest";\nimport { x } from "./a.test";\nexport const users = () => ${injects("users")};`,
      "b.test.ts": `import { inject } from "vitest";\nimport { thing } from "../elsewhere";\nconst bff = ${injects("bffUrl")};`,
    });
    expect([...injectedKeys(path.join(dir, "a.test.ts"))].sort()).toEqual(["accessUrl", "users"]);
    expect([...keysOf([path.join(dir, "a.test.ts"), path.join(dir, "b.test.ts")])].sort()).toEqual(["accessUrl", "bffUrl", "users"]);
  });

  it("the shared servers whose state it uses, in one order whatever the file's", () => {
    const dir = folder({
      "timeouts.test.ts": `const a = ${injects("limitedUrl")};\nconst b = ${injects("bffResilienceUrl")};\nconst c = ${injects("bffRedisUrls")};`,
      "plain.test.ts": `const a = ${injects("bffUrl")};\nconst b = ${injects("accessUrl")};\nconst c = ${injects("flakyUrl")};`,
    });
    expect(sharedStateOf(path.join(dir, "timeouts.test.ts"))).toEqual(["flaky", "limited"]);
    expect(sharedStateOf(path.join(dir, "plain.test.ts"))).toEqual([]);
  });

  it("state a file names itself, beside the servers' own, sorted with them", () => {
    const dir = folder({
      "writes.test.ts": `// Takes turns on: screening-reviews\nconst a = ${injects("limitedUrl")};`,
      "mentions.test.ts": `const note = "// Takes turns on: screening-reviews";`,
    });
    expect(sharedStateOf(path.join(dir, "writes.test.ts"))).toEqual(["limited", "screening-reviews"]);
    expect(sharedStateOf(path.join(dir, "mentions.test.ts"))).toEqual([]);
  });

  it("state a helper it imports from its folder names for it", () => {
    const dir = folder({
      "schemas.test.ts": `import { fresh } from "./schemas";\nconst a = ${injects("bffUrl")};`,
      "schemas.ts": `// Takes turns on: postgres-schemas\nexport const fresh = () => ${injects("databaseUrl")};`,
      "elsewhere.test.ts": `import { fresh } from "../schemas";`,
    });
    expect(sharedStateOf(path.join(dir, "schemas.test.ts"))).toEqual(["postgres-schemas"]);
    expect(sharedStateOf(path.join(dir, "elsewhere.test.ts"))).toEqual([]);
  });

  it("the files that time the servers run alone; the rest beside each other", () => {
    expect(runsAlone(path.join(import.meta.dirname, "exports.test.ts"))).toBe(true);
    expect(runsAlone(path.join(import.meta.dirname, "options.test.ts"))).toBe(false);
  });
});
