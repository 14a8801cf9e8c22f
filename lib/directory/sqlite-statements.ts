// The prepared statements of the SQLite directory, prepared once per connection. Lookups name their join order
// (CROSS JOIN) so that SQLite always walks the selective index first and stops at the limit.
import type Database from "better-sqlite3";
import type { CandidateRow } from "./candidate-row";

export interface CompanyRow extends CandidateRow {
  id: number;
  sic: string | null;
  matched_id?: number;
}

const COMPANY_COLUMNS = "c.id, c.number, c.name, c.status, c.status_group, c.postcode, c.town, c.incorporated, c.sic";
const GROUP_FILTER = "(@group = -1 OR c.status_group = @group)";

export function sqliteStatements(db: Database.Database) {
  return {
    fingerprint: db.prepare("SELECT fingerprint FROM directory_companies WHERE id = ?"),
    bulkLoading: db.prepare("SELECT 1 FROM directory_meta WHERE key = 'bulk-load'"),
    storedCompany: db.prepare(`SELECT ${COMPANY_COLUMNS}, c.fingerprint FROM directory_companies c WHERE c.id = ?`),
    formerNames: db.prepare("SELECT name FROM directory_names WHERE id BETWEEN ? AND ? ORDER BY id"),
    nameIds: db.prepare("SELECT id FROM directory_names WHERE id BETWEEN ? AND ?"),
    deleteNames: db.prepare("DELETE FROM directory_names WHERE id BETWEEN ? AND ?"),
    deleteWords: db.prepare("DELETE FROM directory_names_fts WHERE rowid = ?"),
    putCompany: db.prepare(`
      INSERT INTO directory_companies (id, number, name, status, status_group, postcode, postcode_key, town, incorporated, sic, fingerprint)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (id) DO UPDATE SET number = excluded.number, name = excluded.name, status = excluded.status,
        status_group = excluded.status_group, postcode = excluded.postcode, postcode_key = excluded.postcode_key,
        town = excluded.town, incorporated = excluded.incorporated, sic = excluded.sic, fingerprint = excluded.fingerprint`),
    putName: db.prepare("INSERT INTO directory_names (id, name, norm) VALUES (?, ?, ?)"),
    putWords: db.prepare("INSERT INTO directory_names_fts (rowid, words) VALUES (?, ?)"),
    clearWords: db.prepare("INSERT INTO directory_names_fts (directory_names_fts) VALUES ('delete-all')"),
    // The normal form goes in as it is: it has no trailing legal form, and the few "and"/"ltd" words left inside
    // names are indexed but never asked for (queries drop them), which costs less than filtering 5 million rows.
    fillWords: db.prepare(`INSERT INTO directory_names_fts (rowid, words)
      SELECT id, norm FROM directory_names WHERE id > ? AND id <= ? ORDER BY id`),
    nthNameIdAfter: db.prepare("SELECT max(id) AS id FROM (SELECT id FROM directory_names WHERE id > ? ORDER BY id LIMIT ?)"),
    byWords: db.prepare(`SELECT ${COMPANY_COLUMNS}, n.id AS matched_id, n.name AS matched_name, n.norm AS matched_norm
      FROM directory_names_fts f CROSS JOIN directory_names n ON n.id = f.rowid CROSS JOIN directory_companies c ON c.id = n.id >> 4
      WHERE directory_names_fts MATCH @match AND ${GROUP_FILTER} AND (@like IS NULL OR ' ' || n.norm LIKE @like) LIMIT @limit`),
    // Undefined: the viewer's lookups hold nothing for the company; null: they found it in no group.
    learnedParentOf: db.prepare("SELECT parent FROM directory_learned_parents WHERE viewer = ? AND company = ?").pluck(),
    putLearnedParent: db.prepare("INSERT OR REPLACE INTO directory_learned_parents (viewer, company, parent) VALUES (?, ?, ?)"),
    saveCheckpoint: db.prepare(`INSERT OR REPLACE INTO directory_import_checkpoints
      (file_key, byte_offset, line, rows, inserted, updated, unchanged, malformed, done, updated_at)
      VALUES (@fileKey, @byteOffset, @line, @rows, @inserted, @updated, @unchanged, @malformed, @done, @updatedAt)`),
    insertMalformed: db.prepare("INSERT OR REPLACE INTO directory_import_malformed (file_key, line, reason, text) VALUES (?, ?, ?, ?)"),
  };
}

export type SqliteStatements = ReturnType<typeof sqliteStatements>;
