// The key exists only on the server: not in a client bundle, a response, or a log line.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { HOSTILE } from "./hostile-upstream";
import { getJson } from "./http";

const root = path.resolve(import.meta.dirname, "../..");

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

describe("the upstream key", () => {
  it("is not named in any browser bundle", () => {
    const bundles = files(path.join(root, ".next", "static")).filter((file) => file.endsWith(".js"));
    expect(bundles.length).toBeGreaterThan(0);
    for (const file of bundles) {
      const text = readFileSync(file, "utf8");
      expect(text, file).not.toContain("COMPANY_API_KEY");
      expect(text, file).not.toContain("x-api-key");
    }
  });

  it("never appears in the BFF's logs, which do record each lookup", async () => {
    for (const crn of [HOSTILE.sparse, HOSTILE.forbidden, HOSTILE.serverError, HOSTILE.redirect]) {
      await getJson(inject("bffHostileUrl"), `/api/companies/${crn}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const file of Object.values(inject("bffLogs"))) {
      expect(readFileSync(file, "utf8"), file).not.toContain(inject("apiKey"));
    }
    const hostileLog = readFileSync(inject("bffLogs").hostile, "utf8");
    expect(hostileLog).toContain('"msg":"lookup"');
    expect(hostileLog).toContain(HOSTILE.forbidden);
  });
});
