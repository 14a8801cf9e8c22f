// PostgreSQL's word index: full-text search over each name's words and word starts (word-vector.ts), stored in the
// names' `words` tsvector column (written with each name, so the shared upsert's hook only supplies the column)
// and indexed by GIN. The lookup answers the same rows in the same order as SQLite's FTS5 (words-sqlite.ts): the first
// names by id among the matches.
import { type Kysely, type RawBuilder, sql } from "kysely";
import { type CandidateRow, toCandidate } from "./candidate-row";
import type { WordIndexWrites } from "./directory-upsert";
import { NAME_SLOTS } from "./name-slots";
import { STATUS_GROUPS, type Candidate, type CandidateLookup, type StatusGroup } from "./store";
import type { DirectoryTables } from "./tables";
import { commonStartCheck } from "./word-statistics";
import { indexedWordStart, wordStartTerm, wordVector } from "./word-vector";
import { denseWordsCheck } from "./words-together";

/** The words live in the name's own row: nothing to forget or put beside it. */
export const postgresWordWrites: WordIndexWrites = {
  forgetCompany: () => undefined,
  put: () => undefined,
  nameColumns: (norm) => ({ words: wordVector(norm) }),
};

/** Whether a typed start is held by so many names that a prefix search would gather too many (word-statistics.ts). */
export type IsCommonStart = (start: string) => boolean;

/**
 * The share of names above which a typed word start counts as common (`startTerms`): 0.2%, 12,000 of six million
 * names, whose prefix search would take several milliseconds to gather. 0 takes every start for common.
 */
export const COMMON_START_SHARE = 0.002;
const WORD_STATISTICS_MAX_AGE_MS = 10 * 60_000;

/**
 * The share of names holding a query's words together above which the names are walked in id order rather than
 * gathered from the word index (words-together.ts): 0.1%, six thousand of six million names, which the index gathers
 * and reads one by one (tens of milliseconds) where the walk meets the first 50 within about fifty thousand names.
 * 0 walks for every query of two words or more. Figures: bench/RESULTS.md.
 */
export const DENSE_WORDS_SHARE = 0.001;

const NAME_COLUMNS = sql.raw(`c.number, c.name, c.status, c.status_group, c.postcode, c.town, c.incorporated,
  n.id AS matched_id, n.name AS matched_name, n.norm AS matched_norm`);

export function postgresWords(db: Kysely<DirectoryTables>, commonShare = COMMON_START_SHARE, denseShare = DENSE_WORDS_SHARE) {
  // The statistics are read through the same connections (the planner's own figures, pg_stats).
  const reader = { query: (text: string) => sql.raw<never>(text).execute(db) };
  const isCommonStart = commonStartCheck(reader, { commonShare, maxAgeMs: WORD_STATISTICS_MAX_AGE_MS });
  const namesToWalk = denseWordsCheck(reader, { denseShare, maxAgeMs: WORD_STATISTICS_MAX_AGE_MS });
  return {
    /** Words anywhere in a current or former name, each a lexeme or an indexed start, the word being typed a prefix. */
    async lookup(lookup: CandidateLookup, limit: number, group: StatusGroup | null): Promise<Candidate[]> {
      if (lookup.kind !== "words") return [];
      // Words are [a-z0-9] only (normaliseName), so they need no quoting beyond the lexeme quotes.
      const whole = lookup.whole.map((word) => `'${word}'`);
      // A start that one of the whole words begins with ("martin mar") is met by that word: asked as well, the
      // planner takes the two for independent and expects a few rows where there are thousands
      // (figures: bench/RESULTS.md, "Why the directory's PostgreSQL plans are as they are").
      const { prefix } = lookup;
      const start = prefix && !lookup.whole.some((word) => word.startsWith(prefix)) ? prefix : "";
      if (!whole.length && !start) return [];
      const { indexed, rest } = startTerms(start, whole.length > 0, isCommonStart);
      const query = [...whole, ...indexed].join(" & ");
      const inGroup = group === null ? sql`` : sql`WHERE EXISTS (SELECT 1 FROM directory_companies c
        WHERE c.id = n.id / ${sql.lit(NAME_SLOTS)} AND c.status_group = ${STATUS_GROUPS.indexOf(group)})`;
      // Only the first `limit` names by id are joined to their companies (the status group checked on the way);
      // joined before the cut, every match's company was read, thousands for two common words.
      const firstNames = (source: RawBuilder<unknown>) => sql<CandidateRow>`SELECT ${NAME_COLUMNS} FROM (
          SELECT id, name, norm FROM ${source} n ${inGroup} ORDER BY id LIMIT ${limit}
        ) n JOIN directory_companies c ON c.id = n.id / ${sql.lit(NAME_SLOTS)} ORDER BY n.id`;
      // Words one name holds together, in many names ("upon new"): the first names in id order hold them, where the
      // index would gather and read every one. The walk is bounded; when it ends short of `limit`, the index answers.
      const walk = namesToWalk(lookup.whole, start, limit);
      if (walk !== null) {
        const every = [...whole, ...(start ? [wordStartTerm(start)] : [])].join(" & ");
        const walked = walk === Infinity ? sql`directory_names` : sql`(SELECT id, name, norm, words FROM directory_names ORDER BY id LIMIT ${walk})`;
        const found = (await firstNames(sql`(SELECT id, name, norm FROM ${walked} w WHERE ts_match_vq(words, ${every}::tsquery))`).execute(db)).rows;
        if (found.length >= limit || walk === Infinity) return found.map(toCandidate);
      }
      const statement = rest === null
        ? firstNames(sql`(SELECT id, name, norm FROM directory_names WHERE words @@ ${query}::tsquery)`)
        // The whole start is checked on every name the index finds, all of them gathered before the first are taken:
        // the planner cannot tell how many the check keeps (a third, it guesses), and left free to walk the names in
        // id order it walked all six million when the check kept none ("and servqq"; gathered, a
        // hundredth of the time).
        : sql<CandidateRow>`WITH matches AS MATERIALIZED (
            SELECT id, name, norm FROM directory_names WHERE words @@ ${query}::tsquery AND ts_match_vq(words, ${rest}::tsquery)
          ) ${firstNames(sql`matches`)}`;
      return (await statement.execute(db)).rows.map(toCandidate);
    },
  };
}

/**
 * How the word being typed is asked. Alone, as its indexed start or a prefix search (word-vector.ts). After whole
 * words, a common start longer than the indexed ones ("lloyd pharm") is asked of the index as its longest indexed
 * start ('~phar') and checked whole on the names found (`rest`): GIN gathers every name of a prefix search before it
 * can intersect it with the whole words (70,000 names for "pharm" at 5M), while it steps through exact
 * lexemes together, several times faster. A rare start stays a prefix search, which gathers few names, where the indexed start
 * would read every name the whole words and its first four letters match (typos after the most common words,
 * "london intezq": a tenth of the time). Figures: bench/RESULTS.md.
 * `ts_match_vq` is `@@` in a form the planner does not hand to the index.
 */
export function startTerms(start: string, afterWholeWords: boolean, isCommonStart: IsCommonStart): { indexed: string[]; rest: string | null } {
  if (!start) return { indexed: [], rest: null };
  const shorter = afterWholeWords ? indexedWordStart(start) : null;
  return shorter && isCommonStart(start) ? { indexed: [shorter], rest: wordStartTerm(start) } : { indexed: [wordStartTerm(start)], rest: null };
}
