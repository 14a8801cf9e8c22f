// The directory's storage contract as tests, run against every store: the embedded SQLite one (search.test.ts)
// and the shared PostgreSQL one (tests/integration/directory-postgres.test.ts). The ranking lives in search.ts;
// these cases hold when, and only when, each store's lookups answer the same candidates.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchDirectory } from "./search";
import type { DirectoryRecord, DirectoryStore } from "./store";

export const company = (number: string, name: string, extra: Partial<DirectoryRecord> = {}): DirectoryRecord => ({
  number, name, status: "Active", postcode: "LS1 4AP", town: "LEEDS", incorporationDate: "2011-06-29", previousNames: [], ...extra,
});

/** `open` answers a new, empty store each time it is called. */
export function directoryStoreContract(label: string, open: () => Promise<DirectoryStore>): void {
  describe(`${label}: searchDirectory ranking`, () => {
    let store: DirectoryStore;
    const search = async (q: string, status: Parameters<typeof searchDirectory>[1]["status"] = null) =>
      (await searchDirectory(store, { q, limit: 10, status })).hits;

    beforeAll(async () => {
      store = await open();
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
        company("02000007", "Café Crème Ltd", { postcode: null }),
      ], { mode: "replace" });
    });
    afterAll(() => store.close());

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

    it("matches a word being typed after a whole one, however much of it is typed", async () => {
      // Two to four letters are indexed word starts in PostgreSQL, five and more a prefix search: both must agree.
      for (const q of ["sons bu", "sons bui", "sons buil", "sons build", "sons builders", "uk ob", "uk obac"]) {
        const expected = q.startsWith("uk") ? "07687209" : "02000006";
        expect((await search(q)).map((hit) => hit.number), q).toContain(expected);
      }
      expect(await search("sons bx")).toEqual([]);
      // Past the indexed starts, the whole start must match, not only its first four letters ("buil").
      expect(await search("sons buildings")).toEqual([]);
      // The word being typed may be the start of a whole word already typed.
      expect((await search("scaffolding sca")).map((hit) => hit.number)).toEqual(expect.arrayContaining(["00001234", "SC123456"]));
      expect((await search("sons so")).map((hit) => hit.number)).toEqual(expect.arrayContaining(["02000006"]));
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

    it("folds accents: 'cafe creme' finds 'Café Crème Ltd'", async () => {
      expect((await search("cafe creme"))[0]).toMatchObject({ number: "02000007", matched: "name" });
      expect((await search("crè"))[0]?.number).toBe("02000007");
    });
  });

  describe(`${label}: searchDirectory paging`, () => {
    let big: DirectoryStore;
    beforeAll(async () => {
      big = await open();
      await big.upsertBatch(Array.from({ length: 130 }, (_, index) =>
        company(`0300${String(index).padStart(4, "0")}`, `PAGING WIDGETS ${String(index).padStart(3, "0")} LIMITED`)), { mode: "replace" });
      // After all of them by number, and matched by none of their searches ("paging" is a word, not a start, there).
      await big.upsertBatch([company("03999999", "OLD WIDGETS PAGINATION LIMITED", { status: "Dissolved" })], { mode: "replace" });
    });
    afterAll(() => big.close());

    it("pages past the first 50 without repeating or skipping a company, and counts them all", async () => {
      const pages = await Promise.all([0, 50, 100].map((offset) => searchDirectory(big, { q: "paging widgets", limit: 50, status: null, offset })));
      const numbers = pages.flatMap((page) => page.hits.map((hit) => hit.number));
      expect(pages.map((page) => page.hits.length)).toEqual([50, 50, 30]);
      expect(new Set(numbers).size).toBe(130);
      expect(pages[2]).toMatchObject({ offset: 100, total: 130, totalIsLowerBound: false });
    });

    it("filters by status group before it takes the first names that a word matches", async () => {
      // "widgets pagin" matches all 131 names; the only dissolved one comes after the first 50 by number.
      const hits = (await searchDirectory(big, { q: "widgets pagin", limit: 10, status: "dissolved" })).hits;
      expect(hits.map((hit) => hit.number)).toEqual(["03999999"]);
    });

    it("keeps the typeahead's answer unchanged when no offset is given", async () => {
      const result = await searchDirectory(big, { q: "paging widgets", limit: 10, status: null });
      expect(result.hits).toHaveLength(10);
      expect(result.total).toBeUndefined();
    });
  });

  describe(`${label}: writes, group relations and import bookkeeping`, () => {
    let store: DirectoryStore;
    beforeAll(async () => {
      store = await open();
    });
    afterAll(() => store.close());

    it("counts inserted, updated and unchanged rows, and honours replace, merge and fill", async () => {
      const first = company("04000001", "WRITE TEST ONE LIMITED", { previousNames: ["OLD WRITE NAME LIMITED"], sicCodes: ["62012"] });
      expect(await store.upsertBatch([first, company("04000002", "WRITE TEST TWO LIMITED")], { mode: "replace" }))
        .toEqual({ inserted: 2, updated: 0, unchanged: 0 });
      expect(await store.upsertBatch([first], { mode: "replace" })).toEqual({ inserted: 0, updated: 0, unchanged: 1 });
      // Fill never touches a known company; merge keeps what the incoming record does not know, and adds former names.
      expect(await store.upsertBatch([company("04000001", "A BUYER'S SPELLING"), company("04000003", "FILLED LIMITED")], { mode: "fill" }))
        .toEqual({ inserted: 1, updated: 0, unchanged: 1 });
      expect(await store.upsertBatch([{ ...company("04000001", "WRITE TEST RENAMED LIMITED"), status: null, postcode: null, previousNames: ["WRITE TEST ONE LIMITED"] }], { mode: "merge" }))
        .toEqual({ inserted: 0, updated: 1, unchanged: 0 });
      const hits = async (q: string) => (await searchDirectory(store, { q, limit: 5, status: null })).hits;
      expect((await hits("04000001"))[0]).toMatchObject({ name: "WRITE TEST RENAMED LIMITED", status: "Active", postcode: "LS1 4AP" });
      expect((await hits("old write name"))[0]).toMatchObject({ number: "04000001", matched: "previousName" });
      expect((await hits("write test one"))[0]).toMatchObject({ number: "04000001", matched: "previousName" });
      expect(await hits("a buyers spelling")).toEqual([]);
      // A company twice in one batch: written in order, the second counted against the first.
      expect(await store.upsertBatch([company("04000004", "TWICE LIMITED"), company("04000004", "TWICE RENAMED LIMITED")], { mode: "replace" }))
        .toEqual({ inserted: 1, updated: 1, unchanged: 0 });
      expect((await hits("04000004"))[0]?.name).toBe("TWICE RENAMED LIMITED");
      expect((await hits("twice")).map((hit) => hit.number)).toEqual(["04000004"]);
      // The words of a rewritten name are the new name's: its word starts included.
      expect((await hits("twice re")).map((hit) => hit.number)).toEqual(["04000004"]);
      expect((await hits("test ren")).map((hit) => hit.number)).toEqual(["04000001"]);
      expect(await store.count()).toBe(4);
    });

    it("keeps a former name the company bears again as its current name only, on import and on learning alike", async () => {
      const again = company("04100001", "AGAIN LIMITED", { previousNames: ["AGAIN LIMITED", "BETWEEN LIMITED"] });
      expect(await store.upsertBatch([again], { mode: "replace" })).toEqual({ inserted: 1, updated: 0, unchanged: 0 });
      // A profile saying the same, or fewer former names (the stored ones are kept), changes nothing.
      expect(await store.upsertBatch([again], { mode: "merge" })).toEqual({ inserted: 0, updated: 0, unchanged: 1 });
      expect(await store.upsertBatch([{ ...again, previousNames: [] }], { mode: "merge" })).toEqual({ inserted: 0, updated: 0, unchanged: 1 });
      expect(await store.upsertBatch([{ ...again, previousNames: ["BETWEEN LIMITED", "AGAIN LIMITED"] }], { mode: "merge" }))
        .toEqual({ inserted: 0, updated: 0, unchanged: 1 });
      expect(await store.upsertBatch([{ ...again, previousNames: ["FIRST LIMITED"] }], { mode: "merge" })).toEqual({ inserted: 0, updated: 1, unchanged: 0 });
      const hits = async (q: string) => (await searchDirectory(store, { q, limit: 5, status: null })).hits;
      expect((await hits("again"))[0]).toMatchObject({ number: "04100001", matched: "name" });
      expect((await hits("between"))[0]).toMatchObject({ number: "04100001", matched: "previousName" });
      expect((await hits("first limited"))[0]).toMatchObject({ number: "04100001", matched: "previousName" });
    });

    it("lists subsidiaries by name, byte-wise, only those it holds, and forgets a relation", async () => {
      await store.upsertBatch([company("05000001", "beta sub limited"), company("05000002", "ALPHA SUB LIMITED"), company("05000003", "Zulu Sub Limited")], { mode: "replace" });
      await store.recordParents([
        { number: "05000001", parent: "05000009" }, { number: "05000002", parent: "05000009" },
        { number: "05000003", parent: "05000009" }, { number: "05000008", parent: "05000009" },
      ]);
      expect((await store.subsidiaries("05000009", 10, null)).map((row) => row.number)).toEqual(["05000002", "05000003", "05000001"]);
      expect(await store.subsidiaries("05000009", 1, "anyone")).toEqual([
        { number: "05000002", name: "ALPHA SUB LIMITED", status: "Active", incorporationDate: "2011-06-29", source: "import" },
      ]);
      await store.recordParents([{ number: "05000003", parent: null }]);
      expect((await store.subsidiaries("05000009", 10, null)).map((row) => row.number)).toEqual(["05000002", "05000001"]);
    });

    it("records an import's relations many at once, the last word on a company winning, and moves one", async () => {
      const parent = (index: number) => `0530${String(index).padStart(4, "0")}`;
      const many = Array.from({ length: 1200 }, (_, index) => company(parent(index), `GROUP MEMBER ${index} LIMITED`));
      await store.upsertBatch(many, { mode: "replace" });
      await store.recordParents([
        ...many.map((member) => ({ number: member.number, parent: "05399999" })),
        { number: parent(0), parent: null }, { number: parent(1), parent: null }, { number: parent(1), parent: "05399998" },
      ]);
      expect((await store.subsidiaries("05399999", 3000, null)).length).toBe(1198);
      expect((await store.subsidiaries("05399998", 10, null)).map((row) => row.number)).toEqual([parent(1)]);
      await store.recordParents([{ number: parent(2), parent: "05399998" }, { number: parent(3), parent: "05399999" }]);
      expect((await store.subsidiaries("05399998", 10, null)).map((row) => row.number)).toEqual([parent(1), parent(2)]);
      expect((await store.subsidiaries("05399999", 3000, null)).length).toBe(1197);
    });

    it("learns a lesson whole: the company merged, a named company filled in without overwriting, the group linked", async () => {
      await store.upsertBatch([company("05100001", "LESSON LIMITED", { town: "YORK", previousNames: ["LESSON OLD LIMITED"] }), company("05100002", "REGISTERED PARENT LIMITED")], { mode: "replace" });
      await store.learn({
        merge: [{ ...company("05100001", "LESSON RENAMED LIMITED", { status: "Dissolved", town: null }), previousNames: [] }],
        fill: [company("05100002", "A BUYER'S SPELLING"), company("05100003", "NEW PARENT LIMITED")],
        links: [{ number: "05100001", parent: "05100002" }],
        viewer: "lesson-viewer",
      });
      const [renamed] = (await searchDirectory(store, { q: "05100001", limit: 1, status: null })).hits;
      expect(renamed).toMatchObject({ name: "LESSON RENAMED LIMITED", status: "Dissolved", town: "YORK" });
      expect((await searchDirectory(store, { q: "lesson old", limit: 1, status: null })).hits[0]?.number).toBe("05100001");
      expect((await searchDirectory(store, { q: "05100002", limit: 1, status: null })).hits[0]?.name).toBe("REGISTERED PARENT LIMITED");
      expect((await searchDirectory(store, { q: "new parent", limit: 1, status: null })).hits[0]?.number).toBe("05100003");
      expect((await store.subsidiaries("05100002", 5, "lesson-viewer")).map((row) => row.number)).toEqual(["05100001"]);
      await store.learn({ merge: [], fill: [], links: [{ number: "05100001", parent: null }], viewer: "lesson-viewer" });
      expect(await store.subsidiaries("05100002", 5, "lesson-viewer")).toEqual([]);
    });

    it("shows a relation learnt from a lookup to its viewer alone, beside the import's, each saying its source", async () => {
      await store.upsertBatch([
        company("05200101", "IMPORTED SUB LIMITED"), company("05200102", "LOOKED UP SUB LIMITED"), company("05200103", "MOVED SUB LIMITED"),
      ], { mode: "replace" });
      await store.recordParents([{ number: "05200101", parent: "05200109" }, { number: "05200103", parent: "05200109" }]);
      // Anna opens two profiles: one names the parent (the import knew nothing of it), one a parent of its own now.
      await store.learn({
        merge: [], fill: [], viewer: "anna",
        links: [{ number: "05200102", parent: "05200109" }, { number: "05200103", parent: "05200108" }],
      });
      const seen = async (viewer: string | null) =>
        (await store.subsidiaries("05200109", 10, viewer)).map((row) => [row.number, row.source]);
      expect(await seen("anna")).toEqual([["05200101", "import"], ["05200102", "lookups"]]);
      expect((await store.subsidiaries("05200108", 10, "anna")).map((row) => [row.number, row.source])).toEqual([["05200103", "lookups"]]);
      // Ben and a caller with no user see the import alone: nothing tells them which companies Anna opened.
      expect(await seen("ben")).toEqual([["05200101", "import"], ["05200103", "import"]]);
      expect(await seen(null)).toEqual([["05200101", "import"], ["05200103", "import"]]);
      expect(await store.subsidiaries("05200108", 10, "ben")).toEqual([]);
      // A lesson with no viewer keeps no relation at all, and the import's stays as it was.
      await store.learn({ merge: [], fill: [], viewer: null, links: [{ number: "05200101", parent: null }] });
      expect(await seen("ben")).toEqual([["05200101", "import"], ["05200103", "import"]]);
      // Anna learning again what she holds changes nothing; a profile naming no group hides the import's word for her.
      await store.learn({ merge: [], fill: [], viewer: "anna", links: [{ number: "05200102", parent: "05200109" }, { number: "05200101", parent: null }] });
      expect(await seen("anna")).toEqual([["05200102", "lookups"]]);
      expect(await seen("ben")).toEqual([["05200101", "import"], ["05200103", "import"]]);
      // A relation her lookup and the import both state is the import's: shown once, as everyone's.
      await store.learn({ merge: [], fill: [], viewer: "anna", links: [{ number: "05200101", parent: "05200109" }] });
      expect(await seen("anna")).toEqual([["05200101", "import"], ["05200102", "lookups"]]);
    });

    it("saves a checkpoint and malformed lines with their batch, and forgets them together", async () => {
      const at = { fileKey: "contract|1", byteOffset: 1234, line: 12, rows: 10, inserted: 9, updated: 1, unchanged: 0, malformed: 1, done: false };
      await store.upsertBatch([company("06000001", "CHECKPOINTED LIMITED")], {
        mode: "replace", checkpoint: () => at, malformed: [{ line: 7, reason: "empty line", text: "" }, { line: 3, reason: "bad\ttab", text: "a\\b\nc" }],
      });
      expect(await store.checkpoint("contract|1")).toEqual(at);
      expect(await store.malformedLines("contract|1")).toEqual([{ line: 3, reason: "bad\ttab", text: "a\\b\nc" }, { line: 7, reason: "empty line", text: "" }]);
      expect(await store.malformedLines("contract|1", 1)).toHaveLength(1);
      await store.forgetCheckpoint("contract|1");
      expect(await store.checkpoint("contract|1")).toBeNull();
      expect(await store.malformedLines("contract|1")).toEqual([]);
    });
  });

  describe(`${label}: a first load defers its indexes`, () => {
    it("finds by name, word and postcode once the bulk load is finished, and refuses to defer into a filled store", async () => {
      const store = await open();
      expect(await store.beginBulkLoad()).toBe(true);
      const at = { fileKey: "bulk|1", byteOffset: 0, line: 0, rows: 0, inserted: 0, updated: 0, unchanged: 0, malformed: 0, done: false };
      const batch = (from: number, to: number) => Array.from({ length: to - from }, (_, offset) => from + offset)
        .map((index) => company(`0700${String(index).padStart(4, "0")}`, `BULK LOADED ${index} HOLDINGS LIMITED`, { postcode: `M${index % 3} 1AA` }));
      expect(await store.upsertBatch(batch(0, 20), { mode: "replace", checkpoint: () => at })).toEqual({ inserted: 20, updated: 0, unchanged: 0 });
      // A batch that overlaps what is loaded (a company in two part files) is merged, not refused.
      const overlapping = [...batch(19, 30)];
      overlapping[0] = { ...overlapping[0], status: "Dissolved" };
      expect(await store.upsertBatch(overlapping, { mode: "replace", checkpoint: () => at })).toEqual({ inserted: 10, updated: 1, unchanged: 0 });
      const steps: string[] = [];
      await store.finishBulkLoad((step) => steps.push(step));
      expect(steps.length).toBeGreaterThan(0);
      const hits = async (q: string) => (await searchDirectory(store, { q, limit: 50, status: null })).hits.map((hit) => hit.number);
      expect(await hits("bulk loaded 7")).toContain("07000007");
      expect(await hits("holdin")).toHaveLength(30);
      expect(await hits("M2 1AA")).toHaveLength(10);
      expect(await store.beginBulkLoad()).toBe(false);
      await store.close();
    });
  });
}
