import { describe, expect, it } from "vitest";
import { drawQuery, type DrawnQuery, type QueryKind } from "./directory-queries";
import { seededRandom } from "./fake-ch-rows";

const ROWS = [
  { number: "01234567", name: "LLOYD PHARMACY LIMITED", postcode: "NE1 4XF" },
  { number: "SC123456", name: "NEWCASTLE UPON TYNE HOLDINGS LTD", postcode: null },
  { number: "00990001", name: "ACME", postcode: "EC1A 1BB" },
];

function drawMany(count: number): (DrawnQuery & { name: string; number: string })[] {
  const random = seededRandom(3);
  const drawn = [];
  for (let index = 0; drawn.length < count; index += 1) {
    const row = ROWS[index % ROWS.length];
    const query = drawQuery(row, random);
    if (query) drawn.push({ ...query, name: row.name, number: row.number });
  }
  return drawn;
}

const ofKind = (kind: QueryKind) => drawMany(3000).filter((query) => query.kind === kind);

describe("the directory bench's queries", () => {
  it("draws every kind, the two tails of issue 38 among them", () => {
    const kinds = new Set(drawMany(3000).map((query) => query.kind));
    expect([...kinds].sort()).toEqual(
      ["full number", "name prefix", "partial number", "postcode", "two words", "two-word start", "word", "words together"],
    );
  });

  it("a two-word start is a name's first word and a start of its second ('lloyd pharm')", () => {
    const starts = ofKind("two-word start");
    expect(starts.length).toBeGreaterThan(100);
    for (const { q, name } of starts) {
      const [first, second] = name.toLowerCase().split(" ");
      const [typedFirst, typedSecond] = q.split(" ");
      expect(typedFirst).toBe(first);
      expect(typedSecond.length).toBeGreaterThanOrEqual(2);
      expect(second.startsWith(typedSecond)).toBe(true);
    }
    // Short and long starts alike, up to the whole second word.
    expect(new Set(starts.map(({ q }) => q))).toEqual(new Set(["lloyd ph", "lloyd pha", "lloyd phar", "lloyd pharm",
      "lloyd pharma", "lloyd pharmac", "lloyd pharmacy", "newcastle up", "newcastle upo", "newcastle upon"]));
  });

  it("words together are two words of one name, the later one first and whole, then a start of the earlier ('upon new')", () => {
    const together = ofKind("words together");
    expect(together.length).toBeGreaterThan(100);
    for (const { q, name } of together) {
      const words = name.toLowerCase().split(" ");
      const [later, start] = q.split(" ");
      expect(start.length).toBeGreaterThanOrEqual(3);
      const laterAt = words.indexOf(later);
      const earlierAt = words.findIndex((word) => word.startsWith(start));
      expect(laterAt).toBeGreaterThan(earlierAt);
      expect(earlierAt).toBeGreaterThanOrEqual(0);
    }
    expect(together.map(({ q }) => q)).toContain("upon new");
    // The legal form is never typed as a word, and a one-word name gives none.
    expect(together.some(({ q }) => /limited|ltd/.test(q))).toBe(false);
    expect(together.some(({ name }) => name === "ACME")).toBe(false);
  });

  it("numbers and postcodes come from the row, and a row without a postcode gives no postcode query", () => {
    for (const { q, number } of ofKind("full number")) expect(q).toBe(number);
    for (const { q, number } of ofKind("partial number")) expect(number.startsWith(q) && q.length >= 4).toBe(true);
    const postcodes = ofKind("postcode");
    expect(postcodes.some(({ name }) => name.startsWith("NEWCASTLE"))).toBe(false);
    for (const { q } of postcodes) expect(["NE1 4XF", "NE1", "EC1A 1BB", "EC1A"]).toContain(q);
  });
});
