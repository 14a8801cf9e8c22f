// The logger's redaction, as a second line of defence: a record that carries the upstream key by mistake (the
// request's x-api-key header, an apiKey or key field, at the top or one level down) is written without it. The
// logger writes to the process's stdout through its own file descriptor, so a child process logs and this test
// reads what reached stdout, as a log collector would.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const KEY = "test-upstream-key-3f9c1a7e";

/** The JSON lines that `records` become when handed to the logger, one `log.info(record, msg)` each. */
function logged(records: Record<string, unknown>[]): Array<Record<string, unknown>> {
  const script = `
    import { log } from "./lib/log.ts";
    for (const record of JSON.parse(process.env.RECORDS)) log.info(record, "lookup");
    log.flush();
  `;
  const out = execFileSync(path.join(root, "node_modules", ".bin", "tsx"), ["--eval", script], {
    cwd: root, encoding: "utf8", env: { ...process.env, RECORDS: JSON.stringify(records), LOG_LEVEL: "info" },
  });
  return out.trim().split("\n").map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe("the log's redaction of the upstream key", () => {
  it("writes every place a mistaken record could carry the key as [redacted], and keeps the rest of the line", () => {
    const records = [
      { path: "/companies/00000001", headers: { "x-api-key": KEY, accept: "application/json" } },
      { upstream: { url: "https://upstream.example/companies/00000001", headers: { "x-api-key": KEY } } },
      { apiKey: KEY, crn: "00000001" },
      { config: { apiKey: KEY, timeoutMs: 5000 } },
      { key: KEY },
      { options: { key: KEY } },
    ];
    const lines = logged(records);
    expect(lines).toHaveLength(records.length);
    for (const line of lines) expect(JSON.stringify(line)).not.toContain(KEY);
    expect(lines[0]).toMatchObject({ msg: "lookup", path: "/companies/00000001", headers: { "x-api-key": "[redacted]", accept: "application/json" } });
    expect(lines[1]).toMatchObject({ upstream: { url: "https://upstream.example/companies/00000001", headers: { "x-api-key": "[redacted]" } } });
    expect(lines[2]).toMatchObject({ apiKey: "[redacted]", crn: "00000001" });
    expect(lines[3]).toMatchObject({ config: { apiKey: "[redacted]", timeoutMs: 5000 } });
    expect(lines[4]).toMatchObject({ key: "[redacted]" });
    expect(lines[5]).toMatchObject({ options: { key: "[redacted]" } });
  }, 30_000);
});
