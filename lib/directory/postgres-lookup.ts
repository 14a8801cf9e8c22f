// The candidate lookups of the PostgreSQL directory: each one index range or one full-text match, bounded by its
// limit, answering the same rows in the same order as the SQLite store's (ranking stays in search.ts).
import type pg from "pg";
import { type CandidateRow, toCandidate } from "./candidate-row";
import { NAME_SLOTS } from "./name-slots";
import { normalisePostcode } from "./normalise-name";
import { numberKey, numberKeyRange } from "./number-key";
import { indexedWordStart, wordStartTerm } from "./word-vector";
import { STATUS_GROUPS, type Candidate, type CandidateLookup, type StatusGroup } from "./store";

type Queryable = Pick<pg.Pool, "query">;

type CompanyRow = CandidateRow;

const COMPANY_COLUMNS = "c.number, c.name, c.status, c.status_group, c.postcode, c.town, c.incorporated";
const NAME_COLUMNS = `${COMPANY_COLUMNS}, n.id AS matched_id, n.name AS matched_name, n.norm AS matched_norm`;
/** $1 is the status group's code, or -1 for any: a constant when PostgreSQL plans the statement with its values. */
const GROUP_FILTER = "($1::int = -1 OR c.status_group = $1::int)";
const NAME_JOIN = `directory_names n JOIN directory_companies c ON c.id = n.id / ${NAME_SLOTS}`;

/** Whether a typed start is held by so many names that a prefix search would gather too many (word-statistics.ts). */
export type IsCommonStart = (start: string) => boolean;

export async function lookupPostgres(
  db: Queryable, lookup: CandidateLookup, limit: number, group: StatusGroup | null, isCommonStart: IsCommonStart,
): Promise<Candidate[]> {
  const code = group === null ? -1 : STATUS_GROUPS.indexOf(group);
  const rows = async (sql: string, params: unknown[]) =>
    (await db.query<CompanyRow>(sql, [code, ...params])).rows.map(toCandidate);
  switch (lookup.kind) {
    case "number":
      return rows(`SELECT ${COMPANY_COLUMNS} FROM directory_companies c WHERE c.id = $2 AND ${GROUP_FILTER}`, [numberKey(lookup.number)]);
    case "numberPrefix": {
      const range = numberKeyRange(lookup.prefix);
      if (!range) return [];
      return rows(`SELECT ${COMPANY_COLUMNS} FROM directory_companies c
        WHERE c.id BETWEEN $2 AND $3 AND ${GROUP_FILTER} ORDER BY c.id LIMIT $4`, [range[0], range[1], limit]);
    }
    case "postcodePrefix": {
      const prefix = normalisePostcode(lookup.prefix);
      if (!prefix) return [];
      return rows(`SELECT ${COMPANY_COLUMNS} FROM directory_companies c
        WHERE c.postcode_key >= $2 AND c.postcode_key < $3 AND ${GROUP_FILTER} ORDER BY c.postcode_key, c.id LIMIT $4`,
      [prefix, `${prefix}\u007f`, limit]);
    }
    case "namePrefix":
      if (!lookup.prefix) return [];
      return rows(`SELECT ${NAME_COLUMNS} FROM ${NAME_JOIN}
        WHERE n.norm >= $2 AND n.norm < $3 AND ${GROUP_FILTER} ORDER BY n.norm, n.id LIMIT $4`,
      [lookup.prefix, `${lookup.prefix}\u007f`, limit]);
    case "words": {
      // Words are [a-z0-9] only (normaliseName), so they need no quoting beyond the lexeme quotes.
      const whole = lookup.whole.map((word) => `'${word}'`);
      // A start that one of the whole words begins with ("martin mar") is met by that word: asked as well, the
      // planner takes the two for independent and expects a few rows where there are thousands (0.6 s at 5M).
      const { prefix } = lookup;
      const start = prefix && !lookup.whole.some((word) => word.startsWith(prefix)) ? prefix : "";
      if (!whole.length && !start) return [];
      const { indexed, rest } = startTerms(start, whole.length > 0, isCommonStart);
      const query = [...whole, ...indexed].join(" & ");
      // Only the first `limit` names by id are joined to their companies (the status group checked on the way);
      // joined before the cut, every match's company was read, thousands for two common words.
      const firstNames = (source: string) => `SELECT ${NAME_COLUMNS} FROM (
          SELECT id, name, norm FROM ${source} n
          WHERE ($1::int = -1 OR EXISTS (SELECT 1 FROM directory_companies c WHERE c.id = n.id / ${NAME_SLOTS} AND c.status_group = $1::int))
          ORDER BY id LIMIT $2
        ) n JOIN directory_companies c ON c.id = n.id / ${NAME_SLOTS} ORDER BY n.id`;
      if (rest === null) return rows(firstNames("(SELECT id, name, norm FROM directory_names WHERE words @@ $3::tsquery)"), [limit, query]);
      // The whole start is checked on every name the index finds, all of them gathered before the first are taken:
      // the planner cannot tell how many the check keeps (a third, it guesses), and left free to walk the names in id
      // order it walked all six million when the check kept none ("and servqq": 1.9 s at 5M; gathered, 15 ms).
      return rows(`WITH matches AS MATERIALIZED (
          SELECT id, name, norm FROM directory_names WHERE words @@ $3::tsquery AND ts_match_vq(words, $4::tsquery)
        ) ${firstNames("matches")}`, [limit, query, rest]);
    }
  }
}

/**
 * How the word being typed is asked. Alone, as its indexed start or a prefix search (word-vector.ts). After whole
 * words, a common start longer than the indexed ones ("lloyd pharm") is asked of the index as its longest indexed
 * start ('~phar') and checked whole on the names found (`rest`): GIN gathers every name of a prefix search before it
 * can intersect it with the whole words (70,000 names for "pharm", 45 ms at 5M), while it steps through exact
 * lexemes together (5 ms). A rare start stays a prefix search, which gathers few names, where the indexed start
 * would read every name the whole words and its first four letters match (typos after the most common words,
 * "london intezq": a median of 1 against 12 ms).
 * `ts_match_vq` is `@@` in a form the planner does not hand to the index.
 */
export function startTerms(start: string, afterWholeWords: boolean, isCommonStart: IsCommonStart): { indexed: string[]; rest: string | null } {
  if (!start) return { indexed: [], rest: null };
  const shorter = afterWholeWords ? indexedWordStart(start) : null;
  return shorter && isCommonStart(start) ? { indexed: [shorter], rest: wordStartTerm(start) } : { indexed: [wordStartTerm(start)], rest: null };
}
