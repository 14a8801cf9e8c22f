// Candidates of many queries at once, the same on both engines: each pair token (store-name-index.ts) is looked up
// once however many subjects share it (a 300-officer company's forenames and surnames repeat), each query's rows are
// ranked by the tokens they share with it, rarer tokens weighing more, and the chosen rows are read whole in one go.
// A query of fewer than two parts has no pair tokens; its engine answers it from the single keys.
import { queryPairKeys } from "./store-name-index";
import type { CandidateQuery, StoredEntity } from "./store";

export interface CandidateSource {
  /** The rows in force holding each token, by token (a token held by none may be left out). */
  pairRows(tokens: readonly string[]): Promise<Map<string, readonly number[]>>;
  /** The rows in force sharing the query's single keys, best first, at most `limit`. */
  keyRows(query: CandidateQuery, limit: number): Promise<number[]>;
  /** The rows in force, whole. */
  entities(rows: readonly number[]): Promise<Map<number, StoredEntity>>;
}

// A token's weight falls with the rows holding it (an inverse document frequency): "emia_ejones", the spelling, is
// held by fewer rows than "sm_sjns", the sound, so an exact name ranks above its namesakes by sound.
const weight = (rowsHolding: number): number => Math.log(1 + 1_000_000 / Math.max(1, rowsHolding));

/** Each query's best `limit` rows by the pair tokens it shares, strongest first (ties in row order). */
export function rankByTokens(tokens: readonly string[], rows: Map<string, readonly number[]>, limit: number): number[] {
  const scores = new Map<number, number>();
  for (const token of tokens) {
    const holding = rows.get(token) ?? [];
    const add = weight(holding.length);
    for (const row of holding) scores.set(row, (scores.get(row) ?? 0) + add);
  }
  return [...scores].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, limit).map(([row]) => row);
}

export async function candidatesOfMany(source: CandidateSource, queries: readonly CandidateQuery[], limit: number): Promise<StoredEntity[][]> {
  const tokensOf = queries.map(queryPairKeys);
  const distinct = [...new Set(tokensOf.flatMap((tokens) => tokens ?? []))];
  const rows = distinct.length > 0 ? await source.pairRows(distinct) : new Map<string, readonly number[]>();
  const chosen: number[][] = [];
  for (const [index, tokens] of tokensOf.entries()) {
    chosen.push(tokens ? rankByTokens(tokens, rows, limit) : await source.keyRows(queries[index]!, limit));
  }
  const entities = await source.entities([...new Set(chosen.flat())]);
  return chosen.map((list) => list.map((row) => entities.get(row)).filter((entity): entity is StoredEntity => entity !== undefined));
}
