import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSqliteStore } from "./sqlite-store";
import { searchDirectory } from "./search";
import type { DirectoryRecord, DirectoryStore } from "./store";

const company = (number: string, name: string, extra: Partial<DirectoryRecord> = {}): DirectoryRecord => ({
  number, name, status: "Active", postcode: "LS1 4AP", town: "LEEDS", incorporationDate: "2011-06-29", previousNames: [], ...extra,
});

let store: DirectoryStore;
const search = async (q: string, status: Parameters<typeof searchDirectory>[1]["status"] = null) =>
  (await searchDirectory(store, { q, limit: 10, status })).hits;

beforeAll(async () => {
  store = openSqliteStore(":memory:");
  await store.upsertBatch([
    company("07687209", "!OBAC UK LIMITED", { postcode: "RG26 5AT", town: "TADLEY", previousNames: ["!OBAC FITTINGS LIMITED"] }),
    company("00001234", "ACME SCAFFOLDING LIMITED"),
    company("01234567", "1234 TRADING LTD"),
    company("SC123456", "ACME SCAFFOLDING (SCOTLAND) LIMITED", { status: "Dissolved" }),
    company("02000001", "ACME LIMITED", { status: "Liquidation" }),
    company("02000002", "ACME LTD", { status: "Active" }),
    company("02000003", "MARKS & SPENCER GROUP P.L.C."),
    company("02000004", "NEW NAME LIMITED", { previousNames: ["LEEDS SCAFFOLDING LIMITED"] }),
    company("02000005", "SMITH AND SONS LIMITED", { status: "Dissolved" }),
    company("02000006", "SMITH & SONS BUILDERS LIMITED"),
  ], { mode: "replace" });
});
afterAll(() => store.close());

describe("searchDirectory ranking", () => {
  it("puts the exact company number first", async () => {
    const hits = await search("1234");
    expect(hits[0]).toMatchObject({ number: "00001234", matched: "number" });
    expect(hits.map((hit) => hit.number)).toContain("01234567");
  });

  it("finds full and partial numbers, with register prefixes", async () => {
    expect((await search("sc123456"))[0]).toMatchObject({ number: "SC123456", matched: "number" });
    expect((await search("0768"))[0]).toMatchObject({ number: "07687209", matched: "number" });
  });

  it("finds a company by a former name and says so", async () => {
    expect((await search("leeds scaff"))[0]).toMatchObject({
      number: "02000004", matched: "previousName", matchedText: "LEEDS SCAFFOLDING LIMITED",
    });
    expect((await search("obac fittings"))[0]).toMatchObject({ number: "07687209", matched: "previousName" });
  });

  it("treats 'ltd' and 'limited' alike, exact name before status, active before dissolved", async () => {
    const ltd = (await search("acme ltd")).map((hit) => hit.number);
    const limited = (await search("Acme Limited")).map((hit) => hit.number);
    expect(ltd).toEqual(limited);
    // Both are exactly "ACME": the active one first, then the one in liquidation, then the longer names.
    expect(ltd.slice(0, 2)).toEqual(["02000002", "02000001"]);
    expect(ltd.indexOf("00001234")).toBeLessThan(ltd.indexOf("SC123456"));
  });

  it("treats '&' and 'and' alike", async () => {
    const amp = (await search("smith & sons")).map((hit) => hit.number);
    const and = (await search("smith and sons")).map((hit) => hit.number);
    expect(amp).toEqual(and);
    expect(amp[0]).toBe("02000005");
    expect((await search("marks and spencer"))[0]).toMatchObject({ number: "02000003", matched: "name" });
  });

  it("ranks active before dissolved when neither name is exact", async () => {
    expect((await search("acme scaff")).map((hit) => hit.number).slice(0, 2)).toEqual(["00001234", "SC123456"]);
  });

  it("matches words anywhere, ignoring leading punctuation and case", async () => {
    expect((await search("scotland"))[0]?.number).toBe("SC123456");
    expect((await search("OBAC"))[0]).toMatchObject({ number: "07687209", matched: "name" });
  });

  it("matches while a legal form is half typed", async () => {
    expect((await search("acme lim")).map((hit) => hit.number)).toContain("02000002");
  });

  it("finds companies by postcode, full or outward code", async () => {
    expect((await search("rg26 5at"))[0]).toMatchObject({ number: "07687209", matched: "postcode", matchedText: "RG26 5AT" });
    expect((await search("RG26"))[0]).toMatchObject({ number: "07687209", matched: "postcode" });
  });

  it("filters by status group", async () => {
    const hits = await search("acme", "dissolved");
    expect(hits.map((hit) => hit.number)).toEqual(["SC123456"]);
  });

  it("answers with the hit fields the typeahead shows", async () => {
    expect((await search("07687209"))[0]).toEqual({
      number: "07687209", name: "!OBAC UK LIMITED", status: "Active", postcode: "RG26 5AT", town: "TADLEY",
      incorporationDate: "2011-06-29", matched: "number",
    });
  });

  it("returns nothing, rather than everything, for a query of only legal words", async () => {
    expect(await search("limited")).toEqual([]);
  });
});

describe("searchDirectory paging", () => {
  let big: DirectoryStore;
  beforeAll(async () => {
    big = openSqliteStore(":memory:");
    await big.upsertBatch(Array.from({ length: 130 }, (_, index) =>
      company(`0300${String(index).padStart(4, "0")}`, `PAGING WIDGETS ${String(index).padStart(3, "0")} LIMITED`)), { mode: "replace" });
  });
  afterAll(() => big.close());

  it("pages past the first 50 without repeating or skipping a company, and counts them all", async () => {
    const pages = await Promise.all([0, 50, 100].map((offset) => searchDirectory(big, { q: "paging widgets", limit: 50, status: null, offset })));
    const numbers = pages.flatMap((page) => page.hits.map((hit) => hit.number));
    expect(pages.map((page) => page.hits.length)).toEqual([50, 50, 30]);
    expect(new Set(numbers).size).toBe(130);
    expect(pages[2]).toMatchObject({ offset: 100, total: 130, totalIsLowerBound: false });
  });

  it("keeps the typeahead's answer unchanged when no offset is given", async () => {
    const result = await searchDirectory(big, { q: "paging widgets", limit: 10, status: null });
    expect(result.hits).toHaveLength(10);
    expect(result.total).toBeUndefined();
  });
});
