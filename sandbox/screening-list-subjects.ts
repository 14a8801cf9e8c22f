// The people and companies of a generated sandbox dataset a screening looks at — current officers, PSCs, corporate
// PSCs and parents — read from its database, for the sandbox's own screening list to aim its matches at.
import Database from "better-sqlite3";

export interface SandboxPerson {
  kind: "officer" | "psc";
  company: string;
  /** The name as the upstream shows it without title (officer's fullName; a PSC's pscName less its title). */
  name: string;
  forename: string;
  surname: string;
  birthDate: string;
  /** The upstream's word ("British"). */
  nationality: string;
  /** Officers only: the upstream's person number. */
  directorPnr?: number;
}

export interface SandboxCorporateOwner {
  kind: "corporate-psc" | "parent";
  company: string;
  name: string;
  registrationNumber: string;
}

export interface SandboxSubjects {
  people: SandboxPerson[];
  owners: SandboxCorporateOwner[];
}

interface DirectorJson {
  directorPnr: number;
  appointment: string;
  detailedInformation: { forename: string; middleName: string; surname: string; fullName: string; birthDate: string; nationality: string };
}

interface PscJson {
  title: string; pscName: string; dataOfBirth: string; nationality: string; controlType: string; regNumber: string; ceasedDate: string;
}

/** In company-number order, so that what is drawn from them is the same on every run. */
export function readSandboxSubjects(datasetFile: string): SandboxSubjects {
  const db = new Database(datasetFile, { readonly: true, fileMustExist: true });
  try {
    const people: SandboxPerson[] = [];
    const owners: SandboxCorporateOwner[] = [];
    const companies = db.prepare(`SELECT number, directors,
        json_extract(core, '$.groupStructures.parentCompanyRegistrationNumber') AS parent,
        json_extract(core, '$.groupStructures.parentBusinessName') AS parentName
      FROM companies ORDER BY number`).iterate() as Iterable<{ number: string; directors: string; parent: string | null; parentName: string | null }>;
    for (const row of companies) {
      for (const director of JSON.parse(row.directors) as DirectorJson[]) {
        const details = director.detailedInformation;
        if (director.appointment !== "Current" || !details?.birthDate) continue;
        people.push({
          kind: "officer", company: row.number, name: details.fullName, forename: details.forename, surname: details.surname,
          birthDate: details.birthDate, nationality: details.nationality, directorPnr: director.directorPnr,
        });
      }
      if (row.parent && row.parentName && row.parent !== row.number) {
        owners.push({ kind: "parent", company: row.number, name: row.parentName, registrationNumber: row.parent });
      }
    }
    const pscs = db.prepare("SELECT company, json FROM pscs ORDER BY company, id").iterate() as Iterable<{ company: string; json: string }>;
    for (const row of pscs) {
      const psc = JSON.parse(row.json) as PscJson;
      if (psc.ceasedDate) continue;
      if (psc.controlType.startsWith("corporate-entity")) {
        if (psc.regNumber) owners.push({ kind: "corporate-psc", company: row.company, name: psc.pscName, registrationNumber: psc.regNumber });
        continue;
      }
      if (!psc.controlType.startsWith("individual") || !psc.dataOfBirth) continue;
      const name = psc.title && psc.pscName.startsWith(`${psc.title} `) ? psc.pscName.slice(psc.title.length + 1) : psc.pscName;
      const words = name.split(" ");
      people.push({
        kind: "psc", company: row.company, name, forename: words[0] ?? name, surname: words.at(-1) ?? name,
        birthDate: psc.dataOfBirth, nationality: psc.nationality,
      });
    }
    return { people, owners };
  } finally {
    db.close();
  }
}
