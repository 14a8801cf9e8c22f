import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chCsvHeaderLine, chCsvLine } from "./ch-csv-writer";
import { directoryStore } from "./directory";
import { ensureDirectoryFromSandbox } from "./ensure-from-sandbox";
import { LOCAL_USER } from "../auth/user";
import { learnFromAnswer, parentLinks } from "./learn";
import { openSqliteStore } from "./sqlite-store";
import { subsidiariesRoute } from "./subsidiaries-route";

const dir = mkdtempSync(path.join(tmpdir(), "directory-subsidiaries-"));
const company = (number: string, name: string) => ({ number, name, status: "Active", postcode: null, town: null, incorporationDate: null, previousNames: [] });
const profile = (number: string, name: string, parent: string | null) => ({
  companyRegistrationNumber: number, businessName: name, companyStatus: "Active",
  groupStructures: parent === null ? null : { parentCompanyRegistrationNumber: parent, ultimateParentCompanyRegistrationNumber: parent || number },
});

beforeAll(async () => {
  process.env.DIRECTORY_FILE = path.join(dir, "directory.sqlite");
  process.env.DATABASE_FILE = path.join(dir, "dashboard.sqlite");
  // The embedded directory and trail: the shared directory's contract runs in tests/integration/directory-postgres.test.ts.
  Reflect.deleteProperty(process.env, "DATABASE_URL");
});
afterAll(async () => {
  await directoryStore().close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the subsidiaries the directory has seen", () => {
  it("are the companies whose learnt profile names the parent, by name, and only those", async () => {
    const store = openSqliteStore(":memory:");
    await learnFromAnswer(1, profile("1", "ZULU SUB LIMITED", "9"), "ann", store);
    await learnFromAnswer(1, profile("2", "ALPHA SUB LIMITED", "00000009"), "ann", store);
    await learnFromAnswer(1, profile("3", "OTHER LIMITED", "8"), "ann", store);
    await learnFromAnswer(1, profile("4", "BETA OTHER LIMITED", "10"), "ann", store);
    await learnFromAnswer(1, profile("9", "PARENT PLC", ""), "ann", store);
    expect((await store.subsidiaries("00000009", 10, "ann")).map((row) => [row.number, row.name])).toEqual([["00000002", "ALPHA SUB LIMITED"], ["00000001", "ZULU SUB LIMITED"]]);
    expect(await store.subsidiaries("00000009", 1, "ann")).toHaveLength(1);
    // A later group structure that names no parent ends the relation; a profile without one says nothing.
    await learnFromAnswer(1, profile("1", "ZULU SUB LIMITED", ""), "ann", store);
    await learnFromAnswer(1, profile("2", "ALPHA SUB LIMITED", null), "ann", store);
    await learnFromAnswer(1, { companyRegistrationNumber: "2", businessName: "ALPHA SUB LIMITED" }, "ann", store);
    expect((await store.subsidiaries("00000009", 10, "ann")).map((row) => row.number)).toEqual(["00000002"]);
    await store.close();
  });

  it("never lists a company as its own subsidiary, nor one the directory has not seen", async () => {
    expect(parentLinks(1, profile("9", "PARENT PLC", "9"))).toEqual([{ number: "00000009", parent: null }]);
    expect(parentLinks(4, profile("1", "X", "9"))).toEqual([]);
    const store = openSqliteStore(":memory:");
    await store.recordParents([{ number: "00000005", parent: "00000009" }]);
    expect(await store.subsidiaries("00000009", 10, "ann")).toEqual([]);
    await store.upsertBatch([company("00000005", "SEEN LATER LIMITED")], { mode: "replace" });
    expect((await store.subsidiaries("00000009", 10, "ann")).map((row) => row.number)).toEqual(["00000005"]);
    await store.close();
  });

  it("are filled from the sandbox's group export", async () => {
    const csv = path.join(dir, "sandbox.companies.csv");
    const groups = path.join(dir, "sandbox.groups.csv");
    writeFileSync(csv, `${[chCsvHeaderLine(), chCsvLine({ name: "SUB ONE LIMITED", number: "09990017" }), chCsvLine({ name: "PARENT LIMITED", number: "09990019" })].join("\n")}\n`);
    writeFileSync(groups, "CompanyNumber,ParentCompanyNumber\n09990017,09990019\n09990019,\n");
    const directory = path.join(dir, "from-sandbox.sqlite");
    await ensureDirectoryFromSandbox(csv, { directory, groupsCsv: groups });
    const store = openSqliteStore(directory);
    expect((await store.subsidiaries("09990019", 10, null)).map((row) => row.number)).toEqual(["09990017"]);
    await store.close();
  });
});

describe("GET /api/search/subsidiaries", () => {
  const get = (query: string) => subsidiariesRoute.handlers.GET(new Request(`http://localhost/api/search/subsidiaries?${query}`, { headers: { host: "localhost" } }), {});

  it("answers the parent, its subsidiaries and whether the list was cut", async () => {
    await directoryStore().upsertBatch([company("SC000001", "B SUB LIMITED"), company("SC000002", "A SUB LIMITED")], { mode: "replace" });
    await directoryStore().recordParents([{ number: "SC000001", parent: "00000042" }, { number: "SC000002", parent: "00000042" }]);
    const response = await get("parent=42&limit=1");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      parent: "00000042", limit: 1, truncated: true,
      subsidiaries: [{ number: "SC000002", name: "A SUB LIMITED", status: "Active", incorporationDate: null, source: "import" }],
    });
    expect(((await (await get("parent=00000042")).json()) as { subsidiaries: unknown[] }).subsidiaries).toHaveLength(2);
  });

  it("lists the caller's own lookups' relations beside the import's, and no one else's", async () => {
    await learnFromAnswer(1, profile("SC000003", "MINE SUB LIMITED", "42"), LOCAL_USER.username);
    await learnFromAnswer(1, profile("SC000004", "A COLLEAGUE'S SUB LIMITED", "42"), "a-colleague");
    const { subsidiaries } = (await (await get("parent=00000042")).json()) as { subsidiaries: { number: string; source: string }[] };
    expect(subsidiaries.map((row) => [row.number, row.source])).toEqual([["SC000002", "import"], ["SC000001", "import"], ["SC000003", "lookups"]]);
  });

  it("refuses bad input with a problem naming the parameter", async () => {
    for (const [query, parameter] of [["", "parent"], ["parent=XX12", "parent"], ["parent=1&limit=0", "limit"], ["parent=1&limit=501", "limit"], ["parent=1&q=a", "q"], ["parent=1&parent=2", "parent"]]) {
      const response = await get(query);
      expect(response.status, query).toBe(400);
      expect(response.headers.get("content-type")).toBe("application/problem+json");
      expect(await response.json()).toMatchObject({ code: "invalid-parameter", parameter });
    }
  });

  it("serves only GET", async () => {
    expect((await subsidiariesRoute.handlers.POST(new Request("http://localhost/api/search/subsidiaries", { method: "POST" }), {})).status).toBe(405);
  });
});
