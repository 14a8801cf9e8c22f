// Directors (and secretaries or LLP members) with appointment and resignation dates inside the company's life, and
// the share register.
import { AS_OF, isoDate, yearsBetween } from "../dates";
import { OCCUPATIONS } from "../reference/names";
import type { Random } from "../random";
import { address, placeFor, type Address } from "./address";
import { fullName, person, type Person } from "./names";
import type { Plan } from "./plan";

export interface Officer {
  record: Record<string, unknown>;
  person: Person;
  from: number;
  to: number | null;
  secretary: boolean;
}

const ROLES = ["Director", "Managing Director", "Finance Director", "Sales Director", "Operations Director", "Non-Executive Director", "Chairman"];

export function officers(random: Random, plan: Plan, lastDay: number): Officer[] {
  const result: Officer[] = [];
  const llp = plan.form === "llp";
  const total = plan.directors + plan.secretaries;
  const span = Math.max(1, lastDay - plan.incorporated);
  for (let index = 0; index < total; index += 1) {
    const secretary = index >= plan.directors;
    // The first directors are there from incorporation; later ones join over the years, all of them as adults.
    const from = index < 2 || random.chance(0.3) ? plan.incorporated : plan.incorporated + random.int(1, span);
    const someone = person(random, from);
    const resigned = !secretary && (index >= plan.directors - plan.resignedDirectors || plan.status === "dissolved");
    const to = resigned ? Math.min(lastDay, from + random.int(30, Math.max(31, lastDay - from))) : null;
    const active = random.int(to === null ? 1 : 0, 4);
    const inactive = random.int(to === null ? 0 : 1, 5);
    // Companies House's officer_role code; the job title (directorJobRole) stays in the company's own words.
    const role = secretary ? "secretary" : llp ? (index < 2 ? "llp-designated-member" : "llp-member") : "director";
    const home = address(random, placeFor(random));
    const forename = someone.forename.toLowerCase();
    const surname = someone.surname.toLowerCase().replace(/[^a-z]/g, "");
    const email = random.chance(0.4) ? `${forename}.${surname}@example.co.uk` : "";
    const linkedin = random.chance(0.3) ? `https://www.linkedin.com/in/${forename}-${surname}-${random.digits(4)}` : "";
    result.push({
      person: someone, from, to, secretary,
      record: {
        directorPnr: (plan.ordinal + 1) * 1000 + index,
        fromDate: isoDate(from), toDate: to === null ? "" : isoDate(to), appointment: to === null ? "Current" : "Resigned",
        position: role, directorTitle: someone.title,
        directorRole: role,
        directorQualifications: random.chance(0.15) ? random.pick(["ACA", "FCA", "ACCA", "CIMA", "MRICS", "CEng"]) : "",
        directorJobRole: secretary ? "Company Secretary" : random.pick(ROLES),
        directorOccupation: random.pick(OCCUPATIONS),
        directorshipCountUpdated: { active_count: active, non_active_count: inactive, resined_count: inactive, total: active + inactive },
        directorshipCount: active + inactive,
        detailedInformation: {
          forename: someone.forename, middleName: someone.middleName, surname: someone.surname, fullName: fullName(someone),
          postalCode: home.postcode, country: someone.country, birthDate: isoDate(someone.birthDay),
          nationalityName: someone.nationality, nationality: someone.nationality,
          directorAge: String(yearsBetween(someone.birthDay, AS_OF)),
        },
        hasPersonalEmailPattern: email !== "", hasPersonalDecisionMaker: !secretary,
        hasPersonalFacebookUrl: false, hasPersonalTwitterUrl: false, hasPersonalLinkedinUrl: linkedin !== "",
        hasPersonalGenericMail: false, email, linkedin_url: linkedin, email_pattern: email ? "firstname.lastname" : "",
      },
    });
  }
  return result;
}

/** The director appointed most recently among those still in office (operation 6). */
export function latestActiveDirector(list: Officer[]): Officer | null {
  let best: Officer | null = null;
  for (const officer of list) {
    if (officer.secretary || officer.to !== null) continue;
    if (!best || officer.from > best.from) best = officer;
  }
  return best;
}

export interface ParentRef {
  number: string;
  name: string;
  /** Its registered office: where it is found as a shareholder and corporate PSC. */
  office: Address;
}
