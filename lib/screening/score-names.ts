// How alike two names are, part by part, in the manner of yente's logic-v2 name matcher (our own code): parts are
// paired best first, each pair scored by a strict edit distance, phonetic agreement or an initial, and parts left
// unpaired count against the match, a query part more than a list part (a list entry often carries extra names).
import { doubleMetaphone } from "double-metaphone";
import { distance } from "fastest-levenshtein";
import { jaroWinkler } from "@skyra/jaro-winkler";

/** Weight of a query part that no list-name part pairs with, and of a list part no query part pairs with. */
export const UNPAIRED_QUERY_WEIGHT = 0.8;
export const UNPAIRED_LIST_WEIGHT = 0.2;
/** An initial against the name it could stand for ("J" and "John"): evidence, but weak. */
export const INITIAL_SCORE = 0.6;
/** Names whose numbers differ ("Unit 42" and "Unit 43") are different things however alike the words. */
export const NUMBER_MISMATCH_FACTOR = 0.7;

export interface PartPair { query: string | null; list: string | null; score: number; how: string }
export interface NameSimilarity { score: number; pairs: PartPair[] }

/**
 * Edit distance that gives nothing past one edit in four characters, and falls fast within it: "tatiana" and
 * "tatyana" score 0.86, "li" and "lu" nothing (short parts must agree exactly).
 */
export function strictLevenshtein(left: string, right: string): number {
  if (left === right) return 1;
  const longest = Math.max(left.length, right.length);
  const allowed = Math.floor(longest / 4);
  if (allowed < 1) return 0;
  const edits = distance(left, right);
  return edits > allowed ? 0 : (1 - edits / longest) ** allowed;
}

const phoneticCache = new Map<string, string[]>();
function phoneticCodes(part: string): string[] {
  let codes = phoneticCache.get(part);
  if (!codes) {
    codes = doubleMetaphone(part).filter(Boolean);
    if (phoneticCache.size > 50_000) phoneticCache.clear();
    phoneticCache.set(part, codes);
  }
  return codes;
}

/** One query part against one list part, with how they agreed in words. */
export function partSimilarity(query: string, list: string): { score: number; how: string } {
  if (query === list) return { score: 1, how: "same" };
  if ((query.length === 1 && list.startsWith(query)) || (list.length === 1 && query.startsWith(list))) {
    return { score: INITIAL_SCORE, how: "initial" };
  }
  const edit = strictLevenshtein(query, list);
  // Transliterations spell one sound many ways ("tobacco"/"tobako"): a shared Double Metaphone code counts when the
  // spellings are also close, so that "john" and "jane" (both JN) stay apart.
  if (query.length > 1 && list.length > 1) {
    const sound = phoneticCodes(query).some((code) => phoneticCodes(list).includes(code));
    const close = sound ? jaroWinkler(query, list) : 0;
    if (close >= 0.85 && close * 0.95 > edit) return { score: close * 0.95, how: "sounds alike" };
  }
  return edit > 0 ? { score: edit, how: "spelt alike" } : { score: 0, how: "differs" };
}

/** Pairs the parts best first, each part used once; what is left is unpaired. */
function alignParts(query: readonly string[], list: readonly string[]): PartPair[] {
  const candidates: PartPair[] = [];
  for (const q of query) for (const l of list) {
    const { score, how } = partSimilarity(q, l);
    if (score > 0) candidates.push({ query: q, list: l, score, how });
  }
  candidates.sort((a, b) => b.score - a.score);
  const usedQuery = query.map(() => false);
  const usedList = list.map(() => false);
  const pairs: PartPair[] = [];
  for (const pair of candidates) {
    const qi = query.findIndex((part, index) => !usedQuery[index] && part === pair.query);
    const li = list.findIndex((part, index) => !usedList[index] && part === pair.list);
    if (qi < 0 || li < 0) continue;
    usedQuery[qi] = true;
    usedList[li] = true;
    pairs.push(pair);
  }
  query.forEach((part, index) => { if (!usedQuery[index]) pairs.push({ query: part, list: null, score: 0, how: "not in the list name" }); });
  list.forEach((part, index) => { if (!usedList[index]) pairs.push({ query: null, list: part, score: 0, how: "not in the query" }); });
  return pairs;
}

function weightOf(pair: PartPair): number {
  if (pair.list === null) return UNPAIRED_QUERY_WEIGHT;
  if (pair.query === null) return UNPAIRED_LIST_WEIGHT;
  return 1;
}

const numbersIn = (parts: readonly string[]) => parts.filter((part) => /\d/.test(part)).sort().join(" ");

/** How alike two names are (their parts from nameKeys), 0 to 1, with the pairing that gave it. */
export function nameSimilarity(query: readonly string[], list: readonly string[]): NameSimilarity {
  if (query.length === 0 || list.length === 0) return { score: 0, pairs: [] };
  const pairs = alignParts(query, list);
  let total = 0;
  let weights = 0;
  for (const pair of pairs) {
    total += pair.score * weightOf(pair);
    weights += weightOf(pair);
  }
  let best: NameSimilarity = { score: total / weights, pairs };
  // Parts written together on one side and apart on the other ("vanderbilt" / "van der bilt", "xijinping"); only
  // then, or "unit 42" and "unit 43" would agree when run together.
  const joined = query.length === list.length ? 0 : strictLevenshtein(query.join(""), list.join(""));
  if (joined > best.score) {
    const how = joined === 1 ? "same when run together" : "spelt alike when run together";
    best = { score: joined, pairs: [{ query: query.join(" "), list: list.join(" "), score: joined, how }] };
  }
  if (numbersIn(query) !== numbersIn(list)) best.score *= NUMBER_MISMATCH_FACTOR;
  return best;
}

/** The pairing in words: "vitaly≈vitaliy (sounds alike 0.91), kuzmenko=kuzmenko, yurievich not in the list name". */
export function describePairs(pairs: readonly PartPair[]): string {
  return pairs
    .map((pair) => {
      if (pair.list === null) return `${pair.query} not in the list name`;
      if (pair.query === null) return `${pair.list} not in the query`;
      if (pair.how === "same") return `${pair.query}=${pair.list}`;
      return `${pair.query}≈${pair.list} (${pair.how} ${pair.score.toFixed(2)})`;
    })
    .join(", ");
}
