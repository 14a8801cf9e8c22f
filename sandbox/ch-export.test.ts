import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chCsvHeaderLine } from "../lib/directory/ch-csv-writer";
import { companiesCsvPath, ensureCompaniesCsv } from "./ch-export";
import { SMALL_DATASET, smallDataset } from "./test-support";

let dataset: Awaited<ReturnType<typeof smallDataset>>;
beforeAll(async () => {
  dataset = await smallDataset();
}, 120_000);
afterAll(() => dataset.cleanup());

describe("ensureCompaniesCsv", () => {
  it("writes every company beside the dataset in the Companies House layout", async () => {
    const csvPath = await ensureCompaniesCsv(dataset.file);
    expect(csvPath).toBe(companiesCsvPath(dataset.file));
    expect(csvPath.endsWith(".companies.csv")).toBe(true);
    const lines = readFileSync(csvPath, "utf8").trimEnd().split("\n");
    expect(lines[0]).toBe(chCsvHeaderLine());
    expect(lines).toHaveLength(SMALL_DATASET.companies + 1);
    const first = lines[1].split('","');
    expect(first[1]).toMatch(/^\w{8}$/);
    expect(first[9]).toMatch(/^[A-Z]{1,2}\d/); // postcode
    expect(first[26]).toMatch(/^\d{5} - \S/); // "CODE - Description"
    expect(lines.some((line) => /"\d{2}\/\d{2}\/\d{4}","[^"]+ (TRADING|SERVICES|GROUP|VENTURES) LIMITED"/.test(line))).toBe(true);
  });
});
