import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import BetterSqlite3 from "better-sqlite3";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { chCsvHeaderLine, chCsvLine } from "./ch-csv-writer";
import { ensureDirectoryFromSandbox } from "./ensure-from-sandbox";
import { openSqliteStore } from "./sqlite-store";
import { searchDirectory } from "./search";

let dir: string;
beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "directory-sandbox-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it("imports the sandbox's CH-layout dataset on the first start only", async () => {
  const csv = path.join(dir, "sandbox-companies.csv");
  const lines = [chCsvHeaderLine(), chCsvLine({ name: "SANDBOX SCAFFOLDING LIMITED", number: "00000042", town: "LEEDS" })];
  writeFileSync(csv, `${lines.join("\n")}\n`);
  const directory = path.join(dir, "directory.sqlite");
  expect(await ensureDirectoryFromSandbox(csv, { directory })).toMatchObject({ imported: true, rows: 1, malformed: 0 });
  expect(await ensureDirectoryFromSandbox(csv, { directory })).toMatchObject({ imported: false });
  const store = openSqliteStore(directory);
  expect((await searchDirectory(store, { q: "sandbox scaff", limit: 1, status: null })).hits[0]).toMatchObject({ number: "00000042", town: "LEEDS" });
  await store.close();
});

it("teaches the directory the officers of the sandbox's dataset, with each company's end, on import", async () => {
  const csv = path.join(dir, "sandbox-companies.csv");
  writeFileSync(csv, `${[chCsvHeaderLine(), chCsvLine({ name: "SANDBOX FOLDED LIMITED", number: "00000043", town: "YORK", status: "Dissolved" })].join("\n")}\n`);
  // The sandbox dataset's own table (sandbox/store-schema.ts), with the columns the import reads.
  const dataset = path.join(dir, "sandbox.sqlite");
  const db = new BetterSqlite3(dataset);
  db.exec("CREATE TABLE companies (number TEXT PRIMARY KEY, name TEXT NOT NULL, status TEXT NOT NULL, core TEXT NOT NULL, directors TEXT NOT NULL)");
  const core = { companyStatus: "Dissolved", companyEvents: [{ statusCode: "DIS", statusCodeDesc: "Dissolved", statusFiledDate: "2025-01-10T00:00:00Z" }] };
  const directors = [{ directorPnr: 44000, fromDate: "2019-05-01", toDate: "", directorRole: "director", directorshipCount: 3, detailedInformation: { fullName: "Cara Field" } }];
  db.prepare("INSERT INTO companies VALUES ('00000043', 'SANDBOX FOLDED LIMITED', 'dissolved', ?, ?)").run(JSON.stringify(core), JSON.stringify(directors));
  db.close();
  const directory = path.join(dir, "directory.sqlite");
  await ensureDirectoryFromSandbox(csv, { directory, dataset });
  const store = openSqliteStore(directory);
  expect(await store.appointmentsOf([44000])).toEqual([{
    person: 44000, name: "Cara Field", role: "director", appointed: "2019-05-01", resigned: null, counted: 3, company: "00000043",
    companyName: "SANDBOX FOLDED LIMITED", companyStatus: "Dissolved", end: { kind: "struck-off", date: "2025-01-10" },
  }]);
  await store.close();
});
