// The screening store's tables as the typed query builder sees them. The name index (FTS5 on SQLite, a tsvector
// column on PostgreSQL) is left out: only the engine's own store file touches it.
// A screening migration that changes a table changes its interface here.

export interface ScreeningListsTable {
  /** The list's name (from SCREENING_LISTS, or its file's name). */
  name: string;
  /** The version in force: the matcher reads its entities only. */
  version_id: number | null;
}

export interface ScreeningVersionsTable {
  id: number;
  list: string;
  /** OpenSanctions' version (e.g. 20240528134729-3iv) when the file's path names one, else a hash of its content. */
  version: string;
  date: string | null;
  file: string;
  kind: "full" | "delta";
  entity_count: number;
  bad_lines: number;
  /** The full load whose entity rows this version reads (a delta edits its base's rows in place). */
  entities_of: number;
  /** "loading" until the version is switched into force in one transaction, then "loaded". */
  state: "loading" | "loaded";
  loaded_at: string;
}

export interface ScreeningEntitiesTable {
  row: number;
  load: number;
  id: string;
  schema: string;
  caption: string;
  // JSON arrays of strings (properties: the object of them), as the loader wrote them.
  names: string;
  birth_dates: string;
  countries: string;
  nationalities: string;
  identifiers: string;
  topics: string;
  datasets: string;
  properties: string;
}

export interface ScreeningTables {
  screening_lists: ScreeningListsTable;
  screening_versions: ScreeningVersionsTable;
  screening_entities: ScreeningEntitiesTable;
}
