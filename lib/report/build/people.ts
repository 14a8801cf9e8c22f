// Officers, persons with significant control, shareholders and the group: the rows of the Officers, PSC and
// Shares & group tabs, through the same row builders.
import { officerRows, type Director } from "@/lib/company/officer-rows";
import { pscRows } from "@/lib/company/psc-rows";
import { parentOf, SUBSIDIARY_SOURCE_LABELS, subsidiariesSentence, type SubsidiariesSeen } from "@/lib/company/group";
import { shareholdings, type NumberedCompany, type ShareRecord } from "@/lib/company/shareholdings";
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

export function shares(records: readonly ShareRecord[], numbered: readonly NumberedCompany[]): SectionData<"shares"> {
  return shareholdings(records, numbered);
}

/** The group as the Shares & group tab shows it: null when there is neither a group structure nor a subsidiary seen. */
export function group(profile: CompanyProfile, crn: string, seen: SubsidiariesSeen | null): SectionData<"group"> {
  const value = profile.groupStructures;
  if (!value && !seen?.rows.length) return null;
  const { ultimateParent } = parentOf(value, crn);
  return {
    parentName: value?.parentBusinessName ?? null, parentNumber: value?.parentCompanyRegistrationNumber ?? null,
    ultimateParentName: value?.ultimateParentBusinessName ?? null, ultimateParentNumber: value?.ultimateParentCompanyRegistrationNumber ?? null,
    level: value?.companyLevelGroup ?? null, holdingType: value?.holdingType ?? null, country: value?.country ?? null,
    ultimateParentIsSelf: ultimateParent?.self ?? false,
    subsidiaries: (seen?.rows ?? []).map((row) => ({
      number: row.number, name: row.name, status: row.status, source: row.source ? SUBSIDIARY_SOURCE_LABELS[row.source] : null,
    })),
    // A directory that could not be read is said as such rather than as "none seen".
    subsidiariesNote: seen ? subsidiariesSentence(seen) : "The subsidiaries the dashboard has seen could not be read from its directory.",
  };
}
