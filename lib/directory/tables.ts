// The directory's tables as the typed query builder sees them, by the names both engines give them (SQLite's were
// renamed to these by directory migration 002). Engine-only columns (PostgreSQL's `words` tsvector) and the FTS5
// table are left out: only the file of that engine's feature touches them (words-postgres.ts hands the shared upsert
// the `words` of each name it writes).
// A directory migration that changes a table changes its interface here.

export interface DirectoryCompaniesTable {
  id: number; number: string; name: string; status: string | null; status_group: number; postcode: string | null;
  postcode_key: string | null; town: string | null; incorporated: string | null; sic: string | null; fingerprint: number;
}

export interface DirectoryNamesTable {
  id: number; name: string; norm: string;
}

export interface DirectoryParentsTable {
  company: number; parent: number;
}

export interface DirectoryLearnedParentsTable {
  viewer: string; company: number; parent: number | null;
}

export interface DirectoryMetaTable {
  key: string; value: string;
}

export interface DirectoryImportCheckpointsTable {
  file_key: string; byte_offset: number; line: number; rows: number; inserted: number; updated: number; unchanged: number;
  // SQLite keeps the flag as 0/1, PostgreSQL as a boolean; updated_at is ISO text in SQLite and a timestamptz there.
  malformed: number; done: number | boolean; updated_at: string | Date;
}

export interface DirectoryImportMalformedTable {
  file_key: string; line: number; reason: string; text: string;
}

export interface DirectoryAppointmentsTable {
  // PostgreSQL's bigint arrives as text; written as numbers on both engines.
  person: number | string; company: string; role: string; appointed: string; resigned: string | null; name: string;
  counted: number | string | null;
}

export interface DirectoryCompanyEndsTable {
  company: string; kind: string; ended_on: string;
}

export interface DirectoryTables {
  directory_appointments: DirectoryAppointmentsTable;
  directory_company_ends: DirectoryCompanyEndsTable;
  directory_companies: DirectoryCompaniesTable;
  directory_names: DirectoryNamesTable;
  directory_parents: DirectoryParentsTable;
  directory_learned_parents: DirectoryLearnedParentsTable;
  directory_meta: DirectoryMetaTable;
  directory_import_checkpoints: DirectoryImportCheckpointsTable;
  directory_import_malformed: DirectoryImportMalformedTable;
}
