// The prepared statements of the SQLite import's row-by-row upsert (batches with a checkpoint), prepared once per
// connection, for the import's volume (five million rows); whether the typed builder's per-row cost would matter
// there is the bench's to say.
import type Database from "better-sqlite3";
import type { CandidateRow } from "./candidate-row";

export interface CompanyRow extends CandidateRow {
  id: number;
  sic: string | null;
  matched_id?: number;
}

const COMPANY_COLUMNS = "c.id, c.number, c.name, c.status, c.status_group, c.postcode, c.town, c.incorporated, c.sic";

export function sqliteStatements(db: Database.Database) {
  return {
    fingerprint: db.prepare("SELECT fingerprint FROM directory_companies WHERE id = ?"),
    storedCompany: db.prepare(`SELECT ${COMPANY_COLUMNS}, c.fingerprint FROM directory_companies c WHERE c.id = ?`),
    formerNames: db.prepare("SELECT name FROM directory_names WHERE id BETWEEN ? AND ? ORDER BY id"),
    deleteNames: db.prepare("DELETE FROM directory_names WHERE id BETWEEN ? AND ?"),
    putCompany: db.prepare(`
      INSERT INTO directory_companies (id, number, name, status, status_group, postcode, postcode_key, town, incorporated, sic, fingerprint)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (id) DO UPDATE SET number = excluded.number, name = excluded.name, status = excluded.status,
        status_group = excluded.status_group, postcode = excluded.postcode, postcode_key = excluded.postcode_key,
        town = excluded.town, incorporated = excluded.incorporated, sic = excluded.sic, fingerprint = excluded.fingerprint`),
    putName: db.prepare("INSERT INTO directory_names (id, name, norm) VALUES (?, ?, ?)"),
    saveCheckpoint: db.prepare(`INSERT OR REPLACE INTO directory_import_checkpoints
      (file_key, byte_offset, line, rows, inserted, updated, unchanged, malformed, done, updated_at)
      VALUES (@fileKey, @byteOffset, @line, @rows, @inserted, @updated, @unchanged, @malformed, @done, @updatedAt)`),
    insertMalformed: db.prepare("INSERT OR REPLACE INTO directory_import_malformed (file_key, line, reason, text) VALUES (?, ?, ?, ?)"),
  };
}

export type SqliteStatements = ReturnType<typeof sqliteStatements>;
