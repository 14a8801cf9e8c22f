// Director records flattened into the rows the Officers table shows, with the filter and sort it offers.
import type { z } from "zod";
import { MISSING } from "@/lib/format/money";
import type { directorSchema } from "@/lib/upstream/schemas/officers";
import { dateSortKey, isPast, yearsSince } from "@/lib/format/dates";
import { toNumber } from "@/lib/format/numbers";
import { officerRoleWords } from "./officer-words";
import { sortRows, type SortDirection, type SortValue } from "@/lib/url-state/table-state";

export type Director = z.output<typeof directorSchema>;

export interface OfficerRow {
  id: string;
  /** The service's directorPnr: the key of the person page (/people/{pnr}); null when the record gives none. */
  pnr: number | null;
  name: string;
  role: string;
  appointed: string | null;
  resigned: string | null;
  current: boolean;
  age: number | null;
  nationality: string;
  occupation: string;
  otherDirectorships: number | null;
}

export function officerRows(directors: readonly Director[], now: Date = new Date()): OfficerRow[] {
  return directors.map((director, index) => {
    const info = director.detailedInformation;
    const name = info?.fullName?.trim() || [director.directorTitle, info?.forename, info?.middleName, info?.surname].filter(Boolean).join(" ") || "Name not given";
    const total = director.directorshipCountUpdated?.total ?? director.directorshipCount;
    return {
      id: `${director.directorPnr ?? "x"}-${index}`,
      pnr: director.directorPnr != null && director.directorPnr > 0 ? director.directorPnr : null,
      name,
      // Companies House's words when the upstream sends its role codes ("llp-designated-member").
      role: officerRoleWords(director.directorRole ?? director.position ?? director.appointment) ?? MISSING,
      appointed: director.fromDate,
      resigned: director.toDate && isPast(director.toDate, now) ? director.toDate : null,
      current: !(director.toDate && isPast(director.toDate, now)),
      age: toNumber(info?.directorAge) ?? yearsSince(info?.birthDate, now),
      nationality: info?.nationalityName ?? info?.nationality ?? MISSING,
      occupation: director.directorOccupation ?? director.directorJobRole ?? MISSING,
      // The record's counts include this directorship; "other" ones exclude it.
      otherDirectorships: total == null ? null : Math.max(0, total - 1),
    };
  });
}

export const OFFICER_STATUSES = ["all", "current", "resigned"] as const;
export type OfficerStatus = (typeof OFFICER_STATUSES)[number];
export const OFFICER_SORTS = ["name", "role", "appointed", "resigned", "age", "otherDirectorships"] as const;
export type OfficerSort = (typeof OFFICER_SORTS)[number];

export function filterOfficers(rows: readonly OfficerRow[], status: OfficerStatus, text: string): OfficerRow[] {
  const needle = text.trim().toLowerCase();
  return rows.filter((row) =>
    (status === "all" || (status === "current") === row.current) &&
    (!needle || [row.name, row.role, row.occupation, row.nationality].some((value) => value.toLowerCase().includes(needle))));
}

export function sortOfficers(rows: readonly OfficerRow[], sort: OfficerSort, direction: SortDirection): OfficerRow[] {
  return sortRows(rows, OFFICER_SORT_KEYS[sort], direction);
}

const OFFICER_SORT_KEYS: Record<OfficerSort, (row: OfficerRow) => SortValue> = {
  name: (row) => row.name,
  role: (row) => row.role,
  appointed: (row) => dateSortKey(row.appointed),
  resigned: (row) => dateSortKey(row.resigned),
  age: (row) => row.age,
  otherDirectorships: (row) => row.otherDirectorships,
};
