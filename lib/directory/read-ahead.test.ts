import { describe, expect, it } from "vitest";
import { readAhead } from "./read-ahead";

/** A source that records when each item is produced, against when the consumer finishes with the one before. */
function tracked(count: number, log: string[]): AsyncGenerator<number> {
  return (async function* () {
    for (let item = 0; item < count; item += 1) {
      await new Promise((resolve) => setTimeout(resolve, 1));
      log.push(`made ${item}`);
      yield item;
    }
  })();
}

describe("readAhead", () => {
  it("yields every item in order and makes the next one while the current one is in use", async () => {
    const log: string[] = [];
    const seen: number[] = [];
    for await (const item of readAhead(tracked(4, log), 1)) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      log.push(`used ${item}`);
      seen.push(item);
    }
    expect(seen).toEqual([0, 1, 2, 3]);
    // Item 1 is made while item 0 is being used: the overlap the import depends on.
    expect(log.indexOf("made 1")).toBeLessThan(log.indexOf("used 0"));
  });

  it("holds no more than it is allowed ahead", async () => {
    const log: string[] = [];
    for await (const item of readAhead(tracked(6, log), 2)) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const made = log.filter((entry) => entry.startsWith("made")).length;
      expect(made).toBeLessThanOrEqual(item + 1 + 2);
      log.push(`used ${item}`);
    }
  });

  it("closes the source when the consumer stops early, and passes a failure on at its turn", async () => {
    let closed = false;
    const source = (async function* () {
      try {
        yield 1;
        yield 2;
        yield 3;
      } finally {
        closed = true;
      }
    })();
    for await (const item of readAhead(source, 1)) if (item === 1) break;
    expect(closed).toBe(true);

    const failing = (async function* () {
      yield 1;
      throw new Error("broken line");
    })();
    const seen: number[] = [];
    await expect((async () => {
      for await (const item of readAhead(failing, 2)) seen.push(item);
    })()).rejects.toThrow("broken line");
    expect(seen).toEqual([1]);
  });
});
