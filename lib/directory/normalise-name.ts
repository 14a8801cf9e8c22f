// One normal form for company names, shared by the index and the queries, so that "Smith & Sons Ltd",
// "SMITH AND SONS LIMITED" and "smith and sons" meet. Legal-form words say nothing about which company is meant
// and appear in most names, so they are dropped: indexing them would only make every "ltd" query scan millions.

/** Legal-form words and phrases, canonicalised then dropped. Longer phrases first so they win over their parts. */
const LEGAL_PHRASES: readonly [string, RegExp, string][] = [
  ["public limited company", /\bpublic limited company\b/g, " plc "],
  ["limited liability partnership", /\blimited liability partnership\b/g, " llp "],
  ["community interest company", /\bcommunity interest company\b/g, " cic "],
  ["cwmni buddiant cymunedol", /\bcwmni buddiant cymunedol\b/g, " cic "],
  ["cwmni cyfyngedig cyhoeddus", /\bcwmni cyfyngedig cyhoeddus\b/g, " plc "],
  ["limited partnership", /\blimited partnership\b/g, " lp "],
];

/** Tokens that mark a legal form (after the phrases above are folded). */
export const LEGAL_WORDS: ReadonlySet<string> = new Set([
  "ltd", "limited", "plc", "llp", "lp", "cic", "cyf", "cyfyngedig", "ccc", "pac",
]);

const CANONICAL_WORDS: ReadonlyMap<string, string> = new Map([["limited", "ltd"], ["cyfyngedig", "cyf"]]);

/** Words dropped from the word index: "&" and "and" are folded together by dropping both. */
const STOP_WORDS: ReadonlySet<string> = new Set(["and"]);

/** Full legal-form spellings a typist may be half-way through ("acme lim…"). */
const LEGAL_SPELLINGS = ["limited", "ltd", "plc", "public", "llp", "cyfyngedig"];

/**
 * Lower-case, accents removed, "&" → "and", apostrophes joined ("O'Brien's" → "obriens"), other punctuation → space,
 * legal-form words canonicalised and dropped from the end. "" when nothing is left.
 */
export function normaliseName(name: string): string {
  let text = name.toLowerCase();
  // Only pay for Unicode decomposition when the name is not plain ASCII (almost all are).
  if (/[^\x00-\x7f]/.test(text)) text = text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
  text = text.replace(/&/g, " and ").replace(/['’`]/g, "").replace(/[^a-z0-9]+/g, " ");
  // The cheap includes() keeps the regexes off the hot path of a 5-million-row import.
  for (const [phrase, pattern, replacement] of LEGAL_PHRASES) {
    if (text.includes(phrase)) text = text.replace(pattern, replacement);
  }
  const words = text.split(" ").filter((word) => word !== "").map((word) => CANONICAL_WORDS.get(word) ?? word);
  while (words.length > 1 && LEGAL_WORDS.has(words[words.length - 1])) words.pop();
  if (words.length === 1 && LEGAL_WORDS.has(words[0])) return "";
  return words.join(" ");
}

/** The words a name is found by: its normal form without legal-form and stop words, each once. */
export function nameWords(normalised: string): string[] {
  const words = new Set<string>();
  for (const word of normalised.split(" ")) {
    if (word !== "" && !LEGAL_WORDS.has(word) && !STOP_WORDS.has(word)) words.add(word);
  }
  return [...words];
}

/** True when a typed (possibly unfinished) word could be the start of a legal-form word. */
export function isLegalFormStart(word: string): boolean {
  return word.length > 0 && LEGAL_SPELLINGS.some((spelling) => spelling.startsWith(word));
}

/** Postcodes compared without spaces, upper-case: "rg26 5at" → "RG265AT". */
export function normalisePostcode(postcode: string): string {
  return postcode.toUpperCase().replace(/[^A-Z0-9]/g, "");
}
