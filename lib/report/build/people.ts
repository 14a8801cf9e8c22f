// Officers, persons with significant control, shareholders and the group: the rows of the Officers, PSC and
// Shares & group tabs, through the same row builders.
import { officerRows, type Director } from "@/lib/company/officer-rows";
import { pscRows } from "@/lib/company/psc-rows";
import { shareholdings, type ShareRecord } from "@/lib/company/shareholdings";
import { dateSortKey } from "@/lib/format/dates";
import type { CompanyProfile } from "@/lib/upstream/schemas/company";
import type { UpstreamRecord } from "@/lib/upstream/operations";
import { isoDay } from "../dates";
import type { SectionData } from "../model";

/** Current officers first (by name), then resigned ones (most recent resignation first). */
export function officers(directors: readonly Director[], now: Date): SectionData<"officers"> {
  const rows = officerRows(directors, now).map((row) => ({
    name: row.name, role: row.role, current: row.current, appointed: isoDay(row.appointed), resigned: isoDay(row.resigned),
    age: row.age, nationality: row.nationality, occupation: row.occupation, otherDirectorships: row.otherDirectorships,
  }));
  const current = rows.filter((row) => row.current).sort((a, b) => a.name.localeCompare(b.name));
  const resigned = rows.filter((row) => !row.current).sort((a, b) => dateSortKey(b.resigned) - dateSortKey(a.resigned));
  return [...current, ...resigned];
}

/** Current controllers first, then ceased, each newest notification first (as on the PSC tab). */
export function personsWithControl(items: readonly UpstreamRecord<"companyPsc">[]): SectionData<"psc"> {
  return pscRows(items).map((row) => ({ ...row, notified: isoDay(row.notified), ceased: isoDay(row.ceased) }));
}

export function shares(records: readonly ShareRecord[]): SectionData<"shares"> {
  return shareholdings(records);
}

export function group(profile: CompanyProfile): SectionData<"group"> {
  const value = profile.groupStructures;
  if (!value) return null;
  return {
    parentName: value.parentBusinessName, parentNumber: value.parentCompanyRegistrationNumber,
    ultimateParentName: value.ultimateParentBusinessName, ultimateParentNumber: value.ultimateParentCompanyRegistrationNumber,
    level: value.companyLevelGroup, holdingType: value.holdingType, country: value.country,
  };
}
