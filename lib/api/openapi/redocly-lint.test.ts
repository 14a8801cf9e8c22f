// The API's description passes `redocly lint` (the repository's redocly.yaml: the recommended rules as errors):
// the document the server serves is written to a file and linted, as a developer's tools would read it.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { apiDocument } from "./document";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const dir = mkdtempSync(path.join(tmpdir(), "openapi-lint-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function lint(document: object): Promise<{ ok: boolean; output: string }> {
  const file = path.join(dir, "openapi.json");
  writeFileSync(file, JSON.stringify(document));
  // Offline and quiet: no usage report, no update check.
  const env = { ...process.env, REDOCLY_TELEMETRY: "off", DO_NOT_TRACK: "1", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true", REDOCLY_SUPPRESS_NOTIFICATIONS: "true", NO_COLOR: "1" };
  try {
    const { stdout, stderr } = await promisify(execFile)(path.join(ROOT, "node_modules/.bin/redocly"), ["lint", "--config", path.join(ROOT, "redocly.yaml"), file], { env, cwd: dir });
    return { ok: true, output: stdout + stderr };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${failed.stdout ?? ""}${failed.stderr ?? ""}` };
  }
}

describe("redocly lint", () => {
  it("passes the served document, with no warning", async () => {
    const { ok, output } = await lint(apiDocument());
    expect(output).not.toMatch(/You have \d+ warnings?/);
    expect(ok, output).toBe(true);
  }, 60_000);

  it("refuses a document that breaks a rule (an operation without a summary)", async () => {
    const broken = structuredClone(apiDocument());
    delete (broken.paths["/api/watchlists"].get as { summary?: string }).summary;
    const { ok, output } = await lint(broken);
    expect(ok).toBe(false);
    expect(output).toContain("operation-summary");
  }, 60_000);
});
