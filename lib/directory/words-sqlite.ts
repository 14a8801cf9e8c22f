// SQLite's word index: FTS5 over each name's normal form (contentless: the names table holds the text), sharing
// the names' row ids, with a prefix index of the word starts PREFIX_LENGTHS lists. Lookups name their join order
// (CROSS JOIN) so that SQLite walks the match first and stops at the limit.
import type Database from "better-sqlite3";
import { type CandidateRow, toCandidate } from "./candidate-row";
import { NAME_SLOTS } from "./name-slots";
import { STATUS_GROUPS, type Candidate, type CandidateLookup, type StatusGroup } from "./store";

/**
 * Word-start lengths FTS5 indexes. A prefix query of another length makes FTS5 merge the lists of every word that
 * starts that way before it can stop at the limit ("hold*": every holding and holdings); a query longer than
 * an indexed length asks that shorter prefix instead and keeps the rows whose name has the longer one.
 * Fixed in the table by directory migration 001: a change here is a new migration rebuilding the FTS5 table.
 */
export const PREFIX_LENGTHS = [2, 3, 4, 6] as const;

const COMPANY_COLUMNS = "c.number, c.name, c.status, c.status_group, c.postcode, c.town, c.incorporated";

export function sqliteWords(db: Database.Database) {
  const statements = {
    byWords: db.prepare(`SELECT ${COMPANY_COLUMNS}, n.id AS matched_id, n.name AS matched_name, n.norm AS matched_norm
      FROM directory_names_fts f CROSS JOIN directory_names n ON n.id = f.rowid CROSS JOIN directory_companies c ON c.id = n.id >> 4
      WHERE directory_names_fts MATCH @match AND (@group = -1 OR c.status_group = @group)
        AND (@like IS NULL OR ' ' || n.norm LIKE @like) LIMIT @limit`),
    nameIds: db.prepare("SELECT id FROM directory_names WHERE id BETWEEN ? AND ?"),
    deleteWords: db.prepare("DELETE FROM directory_names_fts WHERE rowid = ?"),
    putWords: db.prepare("INSERT INTO directory_names_fts (rowid, words) VALUES (?, ?)"),
    clearWords: db.prepare("INSERT INTO directory_names_fts (directory_names_fts) VALUES ('delete-all')"),
    // The normal form goes in as it is: it has no trailing legal form, and the few "and"/"ltd" words left inside
    // names are indexed but never asked for (queries drop them), which costs less than filtering 5 million rows.
    fillWords: db.prepare(`INSERT INTO directory_names_fts (rowid, words)
      SELECT id, norm FROM directory_names WHERE id > ? AND id <= ? ORDER BY id`),
    nthNameIdAfter: db.prepare("SELECT max(id) AS id FROM (SELECT id FROM directory_names WHERE id > ? ORDER BY id LIMIT ?)"),
  };
  return {
    /** Words anywhere in a current or former name: the indexed start, then the longer start checked on the names found. */
    lookup(lookup: CandidateLookup, limit: number, group: StatusGroup | null): Candidate[] {
      if (lookup.kind !== "words") return [];
      const terms = lookup.whole.map((word) => `"${word}"`);
      let like: string | null = null;
      if (lookup.prefix) {
        const indexed = [...PREFIX_LENGTHS].reverse().find((length) => length <= lookup.prefix!.length) ?? lookup.prefix.length;
        terms.push(`"${lookup.prefix.slice(0, indexed)}"*`);
        // Words are [a-z0-9] only, so the prefix needs no LIKE escaping.
        if (indexed < lookup.prefix.length) like = `% ${lookup.prefix}%`;
      }
      if (!terms.length) return [];
      const group_ = group === null ? -1 : STATUS_GROUPS.indexOf(group);
      return (statements.byWords.all({ group: group_, limit, match: terms.join(" "), like }) as CandidateRow[]).map((row) => toCandidate(row));
    },
    /** Forgets the words of a company's names (before they are written again). */
    forgetCompany(key: number): void {
      for (const { id } of statements.nameIds.all(key * NAME_SLOTS, key * NAME_SLOTS + NAME_SLOTS - 1) as { id: number }[]) {
        statements.deleteWords.run(id);
      }
    },
    put(id: number, norm: string): void {
      statements.putWords.run(id, norm);
    },
    clear(): void {
      statements.clearWords.run();
    },
    /** The id of the `count`th name after `after`, or null when none follows: the end of the next slice to fill. */
    sliceEnd(after: number, count: number): number | null {
      return (statements.nthNameIdAfter.get(after, count) as { id: number | null }).id;
    },
    /** Indexes the words of the names with ids in (after, upTo]. */
    fill(after: number, upTo: number): void {
      statements.fillWords.run(after, upTo);
    },
  };
}

export type SqliteWords = ReturnType<typeof sqliteWords>;
