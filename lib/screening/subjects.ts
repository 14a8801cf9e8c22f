// Who a company's screening covers, read from its profile as the service answers it: the company and its former
// names, every current officer, every current PSC, every corporate shareholder, and the parent and ultimate parent.
import { isPast } from "@/lib/format/dates";
import { parentOf } from "@/lib/company/group";
import { officerRoleWords } from "@/lib/company/officer-words";
import { isCorporatePsc } from "@/lib/company/psc-rows";
import type { CompanyProfile } from "@/lib/upstream/schemas/company";

export type SubjectKind = "person" | "company";

export interface Subject {
  kind: SubjectKind;
  name: string;
  /** What the subject is to the company, in words: "Company", "Former name", "Director", "PSC", "Parent"… */
  role: string;
  birthDate?: string;
  nationality?: string;
  country?: string;
  /** Registration numbers: a company's own, a corporate PSC's. */
  identifiers?: string[];
}

// Courtesy titles say nothing about who someone is, and a list entry never carries them.
const TITLE = /^(mr|mrs|ms|miss|mx|dr|prof|professor|sir|dame|lord|lady|rev|revd)\.?\s+/i;
const withoutTitle = (name: string) => name.trim().replace(TITLE, "").trim();
const given = (value: string | null | undefined) => (value?.trim() ? value.trim() : undefined);

function companySubjects(profile: CompanyProfile): Subject[] {
  const number = given(profile.companyRegistrationNumber);
  const identifiers = number ? [number] : undefined;
  const own = profile.businessName ? [{ kind: "company" as const, name: profile.businessName, role: "Company", country: "gb", identifiers }] : [];
  const former = (profile.previousNames ?? [])
    .map((item) => given(item.previousName))
    .filter((name): name is string => name !== undefined)
    .map((name) => ({ kind: "company" as const, name, role: "Former name", country: "gb", identifiers }));
  return [...own, ...former];
}

function officerSubjects(profile: CompanyProfile, now: Date): Subject[] {
  return (profile.directorsData ?? [])
    .filter((director) => !(director.toDate && isPast(director.toDate, now)))
    .flatMap((director): Subject[] => {
      const info = director.detailedInformation;
      const parts = [info?.forename, info?.middleName, info?.surname].filter(Boolean).join(" ");
      const name = withoutTitle(info?.fullName?.trim() || parts);
      if (!name) return [];
      const role = officerRoleWords(director.directorRole ?? director.position ?? director.appointment) ?? "Officer";
      // A corporate officer (a company acting as director or secretary) has neither forename nor surname.
      const corporate = /corporate/i.test(`${director.directorRole ?? ""} ${director.position ?? ""}`) && !info?.forename;
      if (corporate) return [{ kind: "company", name, role }];
      return [{ kind: "person", name, role, birthDate: given(info?.birthDate), nationality: given(info?.nationalityName ?? info?.nationality), country: given(info?.country) }];
    });
}

function pscSubjects(profile: CompanyProfile): Subject[] {
  return (profile.pscData ?? [])
    .filter((psc) => !psc.ceasedDate && given(psc.pscName))
    .map((psc): Subject => {
      const name = psc.pscName?.trim() ?? "";
      if (isCorporatePsc(psc)) {
        const number = given(psc.regNumber);
        return { kind: "company", name, role: "PSC", country: given(psc.regCountry), identifiers: number ? [number] : undefined };
      }
      return { kind: "person", name: withoutTitle(name), role: "PSC", birthDate: given(psc.dataOfBirth), nationality: given(psc.nationality), country: given(psc.countryOfResidence) };
    });
}

function ownerSubjects(profile: CompanyProfile): Subject[] {
  // As lib/company/shareholdings.ts reads a share record: only a holder with no title or forename can be a company.
  const shareholders = (profile.shareDetails ?? []).flatMap((record): Subject[] => {
    const details = record.shareholdersDetails;
    const name = given(details?.shareholderSurname);
    return name && !details?.shareholderTitle && !details?.shareholderForename ? [{ kind: "company", name, role: "Shareholder" }] : [];
  });
  const { parent, ultimateParent } = parentOf(profile.groupStructures, profile.companyRegistrationNumber ?? "");
  const parents = [[parent, "Parent"], [ultimateParent, "Ultimate parent"]] as const;
  const group = parents.flatMap(([company, role]): Subject[] =>
    company?.name && !company.self ? [{ kind: "company", name: company.name, role, identifiers: company.number ? [company.number] : undefined }] : []);
  return [...shareholders, ...group];
}

/** Every subject of the company's screening, each once per role. */
export function screeningSubjects(profile: CompanyProfile, now: Date = new Date()): Subject[] {
  const all = [...companySubjects(profile), ...officerSubjects(profile, now), ...pscSubjects(profile), ...ownerSubjects(profile)];
  const seen = new Set<string>();
  return all.filter((subject) => {
    const key = `${subject.kind}|${subject.role}|${subject.name.toLowerCase()}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
