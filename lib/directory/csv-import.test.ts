import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { chCsvHeaderLine, chCsvLine, type ChCsvRow } from "./ch-csv-writer";
import { importFiles } from "./import-files";
import { listSources } from "./import-source";
import { openSqliteStore } from "./sqlite-store";
import { searchDirectory } from "./search";
import { zipFiles } from "./zip-fixture";
import type { DirectoryStore } from "./store";

let dir: string;
let store: DirectoryStore;

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "directory-import-"));
  store = openSqliteStore(path.join(dir, "directory.sqlite"));
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

function row(index: number, overrides: Partial<ChCsvRow> = {}): string {
  return chCsvLine({ name: `COMPANY ${index} LIMITED`, number: String(index).padStart(8, "0"), postcode: "LS1 1AA", ...overrides });
}

function writeCsv(name: string, lines: string[]): string {
  const file = path.join(dir, name);
  writeFileSync(file, `${[chCsvHeaderLine(), ...lines].join("\r\n")}\r\n`);
  return file;
}

describe("importing BasicCompanyData", () => {
  it("counts every malformed line by its line number and imports the rest", async () => {
    const file = writeCsv("part1.csv", [
      row(1),
      '"CUT OFF COMPANY LIM',
      row(2),
      '"TOO","FEW","FIELDS"',
      "",
      row(3, { name: '"QUOTED", AWKWARD & CO LTD' }),
      row(4, { number: "NOT A NUMBER" }),
    ]);
    const [report] = await importFiles(store, [file]);
    expect(report).toMatchObject({ outcome: "done", rows: 3, inserted: 3, malformed: 4 });
    expect((await store.malformedLines(report.fileKey)).map((line) => [line.line, line.reason])).toEqual([
      [3, "a quoted value is never closed"],
      [5, "expected 55 fields, found 3"],
      [6, "empty line"],
      [8, "'NOT A NUMBER' is not a company number"],
    ]);
    expect(await store.count()).toBe(3);
  });

  it("joins a quoted value that spans lines", async () => {
    const file = writeCsv("multiline.csv", [row(1, { addressLine1: "UNIT 9\nBERRY COURT" }), row(2)]);
    const [report] = await importFiles(store, [file]);
    expect(report).toMatchObject({ rows: 2, malformed: 0 });
  });

  it("is idempotent: the same file again is skipped, a newer month updates without duplicating", async () => {
    const january = writeCsv("january.csv", [row(1), row(2), row(3)]);
    await importFiles(store, [january]);
    expect((await importFiles(store, [january]))[0].outcome).toBe("already-imported");

    const february = writeCsv("february.csv", [row(1), row(2, { name: "RENAMED TWO LIMITED", previousNames: [{ name: "COMPANY 2 LIMITED" }] }), row(3), row(4)]);
    const [report] = await importFiles(store, [february]);
    expect(report).toMatchObject({ inserted: 1, updated: 1, unchanged: 2 });
    expect(await store.count()).toBe(4);
    const hits = (await searchDirectory(store, { q: "company 2", limit: 10, status: null })).hits;
    expect(hits[0]).toMatchObject({ number: "00000002", name: "RENAMED TWO LIMITED", matched: "previousName" });
  });

  it("resumes an interrupted import where its last batch ended", async () => {
    const lines = Array.from({ length: 250 }, (_, index) => row(index + 1));
    lines.splice(120, 0, '"BROKEN');
    const file = writeCsv("big.csv", lines);
    const [first] = await importFiles(store, [file], { batchSize: 40, maxRows: 100 });
    expect(first.outcome).toBe("interrupted");
    expect(first.rows).toBeGreaterThanOrEqual(100);
    expect(first.rows).toBeLessThan(250);

    const [second] = await importFiles(store, [file], { batchSize: 40 });
    expect(second).toMatchObject({ outcome: "done", rows: 250, inserted: 250, malformed: 1 });
    expect(second.resumedFromLine).toBe(first.rows + 1);
    expect(await store.malformedLines(second.fileKey)).toEqual([{ line: 122, reason: "a quoted value is never closed", text: '"BROKEN' }]);
    expect(await store.count()).toBe(250);
    expect((await searchDirectory(store, { q: "company 250", limit: 5, status: null })).hits[0]?.number).toBe("00000250");
  });

  it("reads the monthly part files inside a zip, and resumes inside a zipped part", async () => {
    const part = (from: number, count: number) =>
      `${[chCsvHeaderLine(), ...Array.from({ length: count }, (_, index) => row(from + index))].join("\n")}\n`;
    const file = path.join(dir, "BasicCompanyData-2025-01-01.zip");
    writeFileSync(file, zipFiles({ "BasicCompanyData-2025-01-01-part1_2.csv": part(1, 120), "BasicCompanyData-2025-01-01-part2_2.csv": part(121, 80) }));
    const [first] = await importFiles(store, [file], { batchSize: 25, maxRows: 50 });
    expect(first.outcome).toBe("interrupted");
    const reports = await importFiles(store, [file], { batchSize: 25 });
    expect(reports.map((report) => [report.outcome, report.rows])).toEqual([["done", 120], ["done", 80]]);
    expect(await store.count()).toBe(200);
  });

  it("refuses a missing file before writing anything", async () => {
    await expect(listSources(path.join(dir, "missing.csv"))).rejects.toThrow();
  });
});
