import { describe, expect, it } from "vitest";
import { denseWordsCheck, loadTogetherShare, togetherShareFrom } from "./words-together";

// A sample of 1,000 names: 50 of NEWCASTLE UPON TYNE, 100 holding LONDON, 100 holding HOLDINGS (10 of them both).
const SAMPLE = [
  ...Array.from({ length: 50 }, (_, index) => `newcastle upon tyne ${index % 2 ? "builders" : "holdings"}`),
  ...Array.from({ length: 90 }, () => "london cafe"),
  ...Array.from({ length: 10 }, () => "london holdings"),
  ...Array.from({ length: 65 }, () => "smith holdings"),
  ...Array.from({ length: 785 }, (_, index) => `brand${index} services`),
];

describe("the share of names holding words together, from a sample of the names", () => {
  const share = togetherShareFrom(SAMPLE);

  it("counts the names holding every word, however common each is alone", () => {
    expect(share(["upon"], "new")).toBeCloseTo(50 / 1000);
    expect(share(["tyne", "upon"], "newc")).toBeCloseTo(50 / 1000);
    expect(share(["london"], "hold")).toBeCloseTo(10 / 1000);
    expect(share(["london", "holdings"], "")).toBeCloseTo(10 / 1000);
    expect(share(["upon"], "bui")).toBeCloseTo(25 / 1000);
  });

  it("answers 0 for words the sample does not hold together, and for an empty sample", () => {
    expect(share(["upon"], "lon")).toBe(0);
    expect(share(["intezq"], "new")).toBe(0);
    expect(togetherShareFrom([])(["upon"], "new")).toBe(0);
  });
});

describe("whether a query's words are walked in id order", () => {
  /** A database holding SAMPLE as its 1,000 names; `reads` counts the reads of the sample. */
  function database(failing = false) {
    const db = {
      reads: 0,
      queries: [] as string[],
      async query(text: string) {
        db.queries.push(text);
        if (failing) throw new Error("connection refused");
        if (text.includes("reltuples")) return { rows: [{ names: 1000 }] };
        db.reads += 1;
        return { rows: SAMPLE.map((norm) => ({ norm })) };
      },
    };
    return db;
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("asks the word index until the sample is read, then walks words held together by at least the share", async () => {
    const walk = denseWordsCheck(database(), { denseShare: 0.02, maxAgeMs: 60_000 });
    expect(walk(["upon"], "new", 50)).toBeNull();
    await settle();
    await settle();
    // 5% of the names: the first 50 within about a thousand names, walked up to four times as far.
    expect(walk(["upon"], "new", 50)).toBe(4 * 50 / 0.05);
    expect(walk(["london"], "hold", 50)).toBeNull();
    expect(walk(["upon"], "lon", 50)).toBeNull();
  });

  it("leaves one word alone to the planner, and walks every query of two words or more at 0", async () => {
    const walk = denseWordsCheck(database(), { denseShare: 0.02, maxAgeMs: 60_000 });
    await settle();
    await settle();
    expect(walk(["upon"], "", 50)).toBeNull();
    expect(walk([], "upon", 50)).toBeNull();
    const always = denseWordsCheck(database(), { denseShare: 0, maxAgeMs: 60_000 });
    expect(always(["intezq"], "qq", 50)).toBe(Infinity);
    expect(always(["intezq"], "", 50)).toBeNull();
  });

  it("reads the sample once per period, by table block, and keeps asking the index when it cannot", async () => {
    const db = database();
    const walk = denseWordsCheck(db, { denseShare: 0.02, maxAgeMs: 60_000, sampleNames: 250 });
    for (let typed = 0; typed < 5; typed++) {
      walk(["upon"], "new", 50);
      await settle();
    }
    expect(db.reads).toBe(1);
    // 250 of 1,000 names: a quarter of the table's blocks.
    expect(db.queries.at(-1)).toMatch(/TABLESAMPLE SYSTEM \(25\.0+\)/);
    const failing = denseWordsCheck(database(true), { denseShare: 0.02, maxAgeMs: 60_000 });
    failing(["upon"], "new", 50);
    await settle();
    expect(failing(["upon"], "new", 50)).toBeNull();
  });

  it("takes no sample of a directory the planner has not counted yet", async () => {
    const db = { async query() { return { rows: [{ names: 0 }] }; } };
    expect((await loadTogetherShare(db))(["upon"], "new")).toBe(0);
  });
});
