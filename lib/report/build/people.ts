// Officers, persons with significant control, shareholders and the group: the rows of the Officers, PSC and
// Shares & group tabs, through the same row builders.
import { officerRows, type Director } from "@/lib/company/officer-rows";
import { natureOfControlPhrases } from "@/lib/company/nature-of-control";
import { shareholdings, type ShareRecord } from "@/lib/company/shareholdings";
import { formatAddress } from "@/lib/format/address";
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

type PscRecord = UpstreamRecord<"companyPsc">;

/** Current controllers first, then ceased, each newest notification first (as on the PSC tab). */
export function personsWithControl(items: readonly PscRecord[]): SectionData<"psc"> {
  return [...items]
    .sort((a, b) => Number(Boolean(a.ceasedDate)) - Number(Boolean(b.ceasedDate)) || dateSortKey(b.notifiedDate) - dateSortKey(a.notifiedDate))
    .map((psc) => {
      const corporate = /corporate|legal|entity|company/i.test(psc.controlType ?? "") || Boolean(psc.legalForm || psc.regNumber);
      return {
        name: psc.pscName ?? "Name not given",
        corporate,
        current: !psc.ceasedDate,
        notified: isoDay(psc.notifiedDate),
        ceased: isoDay(psc.ceasedDate),
        natureOfControl: natureOfControlPhrases(psc.natureOfControl),
        nationality: corporate ? null : psc.nationality,
        countryOfResidence: corporate ? null : psc.countryOfResidence,
        registered: corporate ? [psc.legalForm, psc.regNumber, psc.regPlace ?? psc.regCountry].filter(Boolean).join(", ") || null : null,
        governingLaw: corporate ? psc.legalAuthority : null,
        address: formatAddress(psc, ["premisesNumber", "addressLine1", "addressLine2", "locality", "region", "postalCode"]),
      };
    });
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
