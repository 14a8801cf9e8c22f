// A company row as both stores read it for a lookup, and the candidate the ranking (search.ts) takes from it.
import { NAME_SLOTS } from "./name-slots";
import { STATUS_GROUPS, type Candidate } from "./store";

export interface CandidateRow {
  number: string;
  name: string;
  status: string | null;
  status_group: number;
  postcode: string | null;
  town: string | null;
  incorporated: string | null;
  /** The matched name's id (company key × NAME_SLOTS + slot): a number from SQLite, a bigint's text from PostgreSQL. */
  matched_id?: number | string;
  matched_name?: string;
  matched_norm?: string;
}

export function toCandidate(row: CandidateRow): Candidate {
  return {
    number: row.number,
    name: row.name,
    status: row.status,
    statusGroup: STATUS_GROUPS[row.status_group] ?? "unknown",
    postcode: row.postcode,
    town: row.town,
    incorporationDate: row.incorporated,
    matchedName: row.matched_name ?? null,
    matchedNorm: row.matched_norm ?? null,
    // Slot 0 holds the current name; any other slot is a former name.
    matchedPrevious: row.matched_id !== undefined && Number(row.matched_id) % NAME_SLOTS !== 0,
  };
}
