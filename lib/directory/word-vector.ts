// What the PostgreSQL directory's word index holds for a name: its words, and the first two, three and four letters
// of each word as lexemes of their own ("~re" for every word that begins "re"). A short word start typed after a
// whole word ("liverpool re") is then one posting list for the GIN index to intersect, instead of a prefix search
// that gathers every word beginning "re" (a quarter of a million names in five million, many times slower than the
// exact lexeme: bench/RESULTS.md, figures from source comments). Longer starts match few enough words to be searched as prefixes (`'retai':*`).

/** The word-start lengths indexed as lexemes (SQLite's FTS5 keeps the same kind of prefix index). */
export const WORD_START_LENGTHS = [2, 3, 4] as const;

const START_MARK = "~";

/** The tsvector of a normal form, in PostgreSQL's text input form (words are [a-z0-9], so need no escaping). */
export function wordVector(norm: string): string {
  const lexemes = new Set<string>();
  for (const word of norm.split(" ")) {
    if (word === "") continue;
    lexemes.add(word);
    for (const length of WORD_START_LENGTHS) if (word.length >= length) lexemes.add(START_MARK + word.slice(0, length));
  }
  return [...lexemes].map((lexeme) => `'${lexeme}'`).join(" ");
}

/** The tsquery term for a word being typed: its indexed start when there is one, else a prefix search. */
export function wordStartTerm(prefix: string): string {
  const indexed = (WORD_START_LENGTHS as readonly number[]).includes(prefix.length);
  return indexed ? `'${START_MARK}${prefix}'` : `'${prefix}':*`;
}

/**
 * The lexeme of the longest indexed start of a word start longer than any indexed one ("pharm" → '~phar'), which every
 * word the start begins holds; null when the start is itself indexed or shorter.
 */
export function indexedWordStart(prefix: string): string | null {
  const longest = Math.max(...WORD_START_LENGTHS);
  return prefix.length > longest ? `'${START_MARK}${prefix.slice(0, longest)}'` : null;
}

/**
 * The same vector computed by PostgreSQL from `norm`, for a directory written before word starts were indexed:
 * each regular expression turns every word of at least N letters into its start (shorter words stay as they are,
 * already present as words).
 */
export const WORD_VECTOR_SQL = `array_to_tsvector(string_to_array(concat_ws(' ', norm, ${
  WORD_START_LENGTHS.map((length) => `regexp_replace(norm, '(\\S{${length}})\\S*', '${START_MARK}\\1', 'g')`).join(", ")
}), ' '))`;
