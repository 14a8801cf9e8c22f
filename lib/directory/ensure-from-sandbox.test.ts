import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
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
