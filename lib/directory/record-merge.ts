// How an incoming record meets the stored one, and the row it becomes: one set of rules for every store, so that
// the embedded and the shared directory hold the same rows after the same imports and the same learning.
import { NAME_SLOTS } from "./name-slots";
import { normaliseName, normalisePostcode } from "./normalise-name";
import { numberKey } from "./number-key";
import { statusGroup } from "./status-group";
import { STATUS_GROUPS, type DirectoryRecord } from "./store";

/** A record as the stores keep it: the company row and its names (slot 0 the current name), with normal forms. */
export interface PreparedRecord {
  key: number;
  record: DirectoryRecord;
  statusGroupCode: number;
  postcodeKey: string | null;
  sic: string | null;
  /** Tells "this row changed since the last import" without reading the row back. */
  fingerprint: number;
  /** Each name with a normal form, by slot: name id = key × NAME_SLOTS + slot. */
  names: { id: number; name: string; norm: string }[];
}

/**
 * "merge": known fields of the incoming record overwrite, unknown ones keep what is stored, former names
 * accumulate (a company profile). `stored` is what the directory holds for the same number.
 */
export function mergeRecords(incoming: DirectoryRecord, stored: DirectoryRecord): DirectoryRecord {
  return {
    number: incoming.number,
    name: incoming.name,
    status: incoming.status ?? stored.status,
    postcode: incoming.postcode ?? stored.postcode,
    town: incoming.town ?? stored.town,
    incorporationDate: incoming.incorporationDate ?? stored.incorporationDate,
    sicCodes: incoming.sicCodes?.length ? incoming.sicCodes : (stored.sicCodes ?? []),
    previousNames: unique([...stored.previousNames, ...incoming.previousNames]),
  };
}

/** The row's fingerprint alone: what tells a record that changes nothing, before its names are normalised. */
export function recordFingerprint(record: DirectoryRecord): number {
  return fingerprintOf(record, formerNames(record), sicText(record));
}

export function prepareRecord(record: DirectoryRecord): PreparedRecord {
  const key = numberKey(record.number);
  const former = formerNames(record);
  const sic = sicText(record);
  const fingerprint = fingerprintOf(record, former, sic);
  const names: PreparedRecord["names"] = [];
  [record.name, ...former].forEach((name, slot) => {
    const norm = normaliseName(name);
    if (norm) names.push({ id: key * NAME_SLOTS + slot, name, norm });
  });
  return {
    key, record, sic, fingerprint, names,
    statusGroupCode: STATUS_GROUPS.indexOf(statusGroup(record.status)),
    postcodeKey: record.postcode ? normalisePostcode(record.postcode) || null : null,
  };
}

/**
 * The names a row keeps besides the current one, in the slots there are: a name the company has had before and
 * bears again (a bulk file lists it, a profile too) is its current name, not a former one.
 */
function formerNames(record: DirectoryRecord): string[] {
  return unique(record.previousNames).filter((name) => name !== record.name.trim()).slice(0, NAME_SLOTS - 1);
}

function sicText(record: DirectoryRecord): string | null {
  return record.sicCodes?.length ? record.sicCodes.join(",") : null;
}

function fingerprintOf(record: DirectoryRecord, formerNames: readonly string[], sic: string | null): number {
  return hash([record.name, record.status, record.postcode, record.town, record.incorporationDate, sic, ...formerNames].join("\u0001"));
}

/** FNV-1a, 32 bits. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

function unique(names: readonly string[]): string[] {
  return [...new Set(names.map((name) => name.trim()).filter((name) => name !== ""))];
}
