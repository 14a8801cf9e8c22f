// The command line end to end: the (opt-in) worker-thread parser, the report, the exit codes.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { chCsvHeaderLine, chCsvLine } from "../lib/directory/ch-csv-writer";
import { openSqliteStore } from "../lib/directory/sqlite-store";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "directory-cli-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const run = (...files: string[]) =>
  spawnSync(process.execPath, ["--import", "tsx", "scripts/directory-import.ts", "--quiet", "--worker", ...files], {
    // The embedded store: the PostgreSQL import has its own test (tests/integration/directory-postgres.test.ts).
    env: { ...process.env, DATABASE_URL: "", DIRECTORY_FILE: path.join(dir, "directory.sqlite") },
    encoding: "utf8",
    timeout: 60_000,
  });

it("imports, reports malformed lines by number with a full report file, and exits 0", async () => {
  const rows = Array.from({ length: 30 }, (_, index) => chCsvLine({ name: `FIRM ${index} LTD`, number: String(index + 1) }));
  rows.splice(10, 0, '"BROKEN LINE');
  const csv = path.join(dir, "BasicCompanyData-2025-01-01.csv");
  writeFileSync(csv, `${[chCsvHeaderLine(), ...rows].join("\n")}\n`);
  const result = run(csv);
  expect(result.status).toBe(0);
  expect(result.stderr).toContain("30 rows: 30 new, 0 updated, 0 unchanged; 1 malformed lines");
  expect(result.stderr).toContain("line 12: a quoted value is never closed");
  const report = path.join(dir, "reports", "BasicCompanyData-2025-01-01.csv.malformed.txt");
  expect(existsSync(report) && readFileSync(report, "utf8")).toContain("line 12\t");
  const store = openSqliteStore(path.join(dir, "directory.sqlite"));
  expect(await store.count()).toBe(30);
  await store.close();
  expect(run(csv).stderr).toContain("already imported, skipped");
}, 90_000);

it("exits 1 for a missing file", () => {
  const result = run(path.join(dir, "missing.csv"));
  expect(result.status).toBe(1);
  expect(result.stderr).toContain("missing.csv");
}, 60_000);
