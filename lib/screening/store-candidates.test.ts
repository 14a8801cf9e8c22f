// Many queries at once over a source that counts what it is asked: each token is asked for once however many queries
// share it, rows are ranked by the rarity of the tokens they share, and each chosen row is read once.
import { describe, expect, it } from "vitest";
import { nameKeys } from "./name-keys";
import type { StoredEntity } from "./store";
import { type CandidateSource, candidatesOfMany, rankByTokens } from "./store-candidates";
import { queryPairKeys } from "./store-name-index";

const entity = (row: number): StoredEntity => ({
  id: `e${row}`, schema: "Person", caption: `Entity ${row}`, names: [], birthDates: [], countries: [], nationalities: [], identifiers: [],
  topics: [], datasets: [], properties: {}, list: "t", listVersion: "1",
});

function countingSource(rowsOf: (token: string) => number[]) {
  const asked = { pairRows: [] as string[][], keyRows: 0, entities: [] as number[][] };
  const source: CandidateSource = {
    async pairRows(tokens) {
      asked.pairRows.push([...tokens]);
      return new Map(tokens.map((token) => [token, rowsOf(token)]));
    },
    async keyRows() {
      asked.keyRows += 1;
      return [99];
    },
    async entities(rows) {
      asked.entities.push([...rows]);
      return new Map(rows.map((row) => [row, entity(row)]));
    },
  };
  return { source, asked };
}

describe("candidates of many queries", () => {
  it("asks for each pair token once across the queries, and reads each chosen row once", async () => {
    const { source, asked } = countingSource(() => [1, 2]);
    const names = ["Mia Jones", "Mia Jones", "Jones Mia", "Peter Jones", "Smith"];
    const found = await candidatesOfMany(source, names.map((name) => nameKeys(name, "person")), 10);
    expect(asked.pairRows).toHaveLength(1);
    const distinct = new Set(["Mia Jones", "Peter Jones"].flatMap((name) => queryPairKeys(nameKeys(name, "person")) ?? []));
    expect(new Set(asked.pairRows[0])).toEqual(distinct);
    expect(asked.pairRows[0]).toHaveLength(distinct.size);
    // "Smith", one part, is answered from the single keys.
    expect(asked.keyRows).toBe(1);
    expect(asked.entities).toEqual([[1, 2, 99]]);
    expect(found.map((list) => list.map((item) => item.id))).toEqual([["e1", "e2"], ["e1", "e2"], ["e1", "e2"], ["e1", "e2"], ["e99"]]);
  });

  it("ranks a row sharing rarer or more tokens first, and keeps at most the limit", () => {
    // Rows 1 and 2000 hold the rare token (3 rows hold it), rows 2–1001 the common one (1,000 rows), row 5 both.
    const common = Array.from({ length: 1000 }, (_, index) => index + 2).filter((row) => row !== 5).concat(5);
    const rows = new Map<string, readonly number[]>([["rare", [1, 5, 2000]], ["common", common]]);
    expect(rankByTokens(["rare", "common"], rows, 4)).toEqual([5, 1, 2000, 2]);
  });
});
