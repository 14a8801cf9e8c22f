// The typeahead queries `npm run bench:directory` times, each drawn from a company of the register (a random row),
// so that common names and words come up as often as the register holds them: nothing is picked for being fast or
// slow. Each query has a kind, and the figures are reported per kind as well, so that a slow kind cannot hide in the
// mix. Besides name starts, single words, numbers and postcodes, the kinds issue 38 names as the tails: a name's first
// word and the start of its second ("lloyd pharm"), and two words of one name typed out of order ("upon new").

export type QueryKind =
  | "name prefix" | "word" | "two words" | "two-word start" | "words together" | "full number" | "partial number" | "postcode";

export interface DrawnQuery {
  kind: QueryKind;
  q: string;
}

export interface RegisterRow {
  number: string;
  name: string;
  postcode: string | null;
}

/** The share of the mix each kind is drawn for (in this order); the rest of the unit goes to postcodes. */
const MIX: readonly [QueryKind, number][] = [
  ["name prefix", 0.3],
  ["word", 0.15],
  ["two words", 0.1],
  ["two-word start", 0.1],
  ["words together", 0.1],
  ["full number", 0.08],
  ["partial number", 0.08],
];

const LEGAL_FORM = /^(LIMITED|LTD|PLC|LLP)$/;

/** The words a user would type of a name: letters only, three or more, the legal form left out. */
function typedWords(name: string): string[] {
  return name.split(/\s+/).filter((word) => /^[A-Z]{3,}$/.test(word) && !LEGAL_FORM.test(word));
}

/** A start of `word` at least `min` letters long (the whole word at most). */
function startOf(word: string, min: number, random: () => number): string {
  return word.slice(0, min + Math.floor(random() * (word.length - min + 1)));
}

/**
 * One query from one row, or null when the kind drawn does not fit the row (a name of one word has no second to
 * start): the caller draws another row, so every kind's queries come from the rows that can give it.
 */
export function drawQuery(row: RegisterRow, random: () => number): DrawnQuery | null {
  const roll = random();
  let kind: QueryKind = "postcode";
  let upTo = 0;
  for (const [each, share] of MIX) {
    upTo += share;
    if (roll < upTo) {
      kind = each;
      break;
    }
  }
  const words = typedWords(row.name);
  const q = queryOf(kind, row, words, random);
  return q === null ? null : { kind, q };
}

function queryOf(kind: QueryKind, row: RegisterRow, words: string[], random: () => number): string | null {
  switch (kind) {
    case "name prefix":
      return row.name.slice(0, 2 + Math.floor(random() * 10)).toLowerCase();
    case "word":
      return words.length ? startOf(words[Math.floor(random() * words.length)], 3, random).toLowerCase() : null;
    case "two words":
      // The second word whole, then the first's first three letters (the mix's kind before issue 38).
      return words.length > 1 ? `${words[1]} ${words[0].slice(0, 3)}`.toLowerCase() : null;
    case "two-word start": {
      // The name as typed from its start: its first word whole and a start of its second, two letters or more.
      const [first, second] = row.name.split(/\s+/);
      if (!first || !second || !/^[A-Z0-9]+$/.test(first) || !/^[A-Z]{2,}$/.test(second) || LEGAL_FORM.test(second)) return null;
      return `${first} ${startOf(second, 2, random)}`.toLowerCase();
    }
    case "words together": {
      // Two words of one name, the later one typed first and whole, then a start of the earlier (three letters or
      // more): words a name holds together, which the planner takes for independent.
      if (words.length < 2) return null;
      const later = 1 + Math.floor(random() * (words.length - 1));
      const earlier = Math.floor(random() * later);
      return `${words[later]} ${startOf(words[earlier], 3, random)}`.toLowerCase();
    }
    case "full number":
      return row.number;
    case "partial number":
      return row.number.slice(0, 4 + Math.floor(random() * 3));
    case "postcode":
      if (!row.postcode) return null;
      return random() < 0.5 ? row.postcode : row.postcode.split(" ")[0];
  }
}
