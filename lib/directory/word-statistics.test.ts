import { describe, expect, it } from "vitest";
import { commonStartCheck, startShareFrom } from "./word-statistics";

describe("how common a word start is, by PostgreSQL's statistics", () => {
  // As pg_stats gives them: the frequencies end with the minimum, the maximum and the share of empty values.
  const share = startShareFrom(["pharmacy", "pharma", "lloyd", "~phar", "~ph"], [0.01, 0.002, 0.005, 0.012, 0.03, 0.002, 0.03, 0]);

  it("adds up the shares of the common words that begin with the start", () => {
    expect(share("pharm")).toBeCloseTo(0.012);
    expect(share("pharmac")).toBeCloseTo(0.01);
    expect(share("lloyd")).toBeCloseTo(0.005);
  });

  it("counts the word starts' own lexemes for nothing, and a start the statistics omit as rare", () => {
    expect(share("ph")).toBeCloseTo(0.012);
    expect(share("havtorda")).toBe(0);
  });

  it("reads no more frequencies than there are elements", () => {
    expect(startShareFrom(["a"], [0.4, 0.4, 0.4, 0])("a")).toBeCloseTo(0.4);
  });
});

describe("whether a typed start is common, by statistics read now and then", () => {
  /** A database whose statistics say "pharmacy" is held by 1% of the names; `reads` counts the reads. */
  function statistics(failing = false) {
    const db = {
      reads: 0,
      async query() {
        db.reads += 1;
        if (failing) throw new Error("connection refused");
        return { rows: [{ elements: ["pharmacy"], frequencies: [0.01, 0.01, 0.01, 0] }] };
      },
    };
    return db;
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("takes every start for rare until the statistics are read, then compares the start's share with the threshold", async () => {
    const db = statistics();
    const isCommon = commonStartCheck(db, { commonShare: 0.005, maxAgeMs: 60_000 });
    expect(isCommon("pharm")).toBe(false);
    await settle();
    expect(isCommon("pharm")).toBe(true);
    expect(isCommon("intezq")).toBe(false);
    expect(commonStartCheck(db, { commonShare: 0.02, maxAgeMs: 60_000 })("pharm")).toBe(false);
  });

  it("reads the statistics once per period, not per keystroke", async () => {
    const db = statistics();
    const isCommon = commonStartCheck(db, { commonShare: 0.005, maxAgeMs: 60_000 });
    for (let typed = 0; typed < 5; typed++) {
      isCommon("pharm");
      await settle();
    }
    expect(db.reads).toBe(1);
  });

  it("keeps taking starts for rare when the statistics cannot be read, and takes every start for common at 0", async () => {
    const isCommon = commonStartCheck(statistics(true), { commonShare: 0.005, maxAgeMs: 60_000 });
    isCommon("pharm");
    await settle();
    expect(isCommon("pharm")).toBe(false);
    expect(commonStartCheck(statistics(true), { commonShare: 0, maxAgeMs: 60_000 })("intezq")).toBe(true);
  });
});
