// The sandbox's own screening list, beside its dataset: a few hundred sanctioned, PEP and debarred people and
// organisations in OpenSanctions' export format, with deliberate true matches among the dataset's officers, PSCs
// and corporate owners and near-misses, and a manifest that says which subjects are meant to match and why, for the
// matcher's tests. Drawn from the dataset seed, so the same dataset always gets the same list.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Random } from "./random";
import { REPO_ROOT } from "./repo-root";
import {
  companyEntity, cyrillicSafe, type FtmEntity, madeUpEntity, NATIONALITY_CODE, personEntity, type Topic, toCyrillic,
} from "./screening-list-entities";
import { readSandboxSubjects, type SandboxCorporateOwner, type SandboxPerson, type SandboxSubjects } from "./screening-list-subjects";

export type Variation =
  | "exact" | "cyrillic" | "swapped-order" | "registration-number"
  | "other-birth-year" | "cyrillic-other-birth-year" | "initials-other-birth-year" | "swapped-order-other-birth-year"
  | "other-registration";

export interface ManifestSubject {
  kind: "officer" | "psc" | "corporate-psc" | "parent" | "company";
  company: string;
  name: string;
  birthDate?: string;
  directorPnr?: number;
  registrationNumber?: string;
}

export interface ManifestEntry {
  entityId: string;
  /** The entity's name as the list gives it. */
  listName: string;
  expected: "match" | "near-miss";
  variation: Variation;
  reason: string;
  topic: Topic;
  /** Meant to match: every dataset subject that is this entity (the aimed one first). Near-miss: the aimed subject. */
  subjects: ManifestSubject[];
}

export interface ScreeningListManifest {
  list: string;
  dataset: string;
  seed: number;
  entities: number;
  entries: ManifestEntry[];
}

/** How many made-up entities surround the aimed ones. */
const MADE_UP = 320;
/** Demo companies the list aims at on purpose (the 300-officer PLC, the PSC and corporate-PSC cases). */
const VERY_LARGE = "00990001";
const PSC_INDIVIDUAL = "09990016";
const PSC_CORPORATE = "09990017";

const SOURCES = ["screening-list.ts", "screening-list-entities.ts", "screening-list-subjects.ts", "random.ts"];

function sourceHash(): string {
  const hash = createHash("sha256");
  for (const file of SOURCES) hash.update(readFileSync(path.join(REPO_ROOT, "sandbox", file)));
  return hash.digest("hex").slice(0, 10);
}

export function screeningListPaths(datasetFile: string): { listFile: string; manifestFile: string } {
  const base = `${datasetFile.replace(/\.sqlite$/, "")}.screening-${sourceHash()}`;
  return { listFile: `${base}.ftm.json`, manifestFile: `${base}.manifest.json` };
}

/** Writes the list and its manifest when missing (and removes those an older generator wrote); answers their paths. */
export function ensureScreeningList(datasetFile: string, seed: number): { listFile: string; manifestFile: string } {
  const paths = screeningListPaths(datasetFile);
  if (existsSync(paths.listFile) && existsSync(paths.manifestFile)) return paths;
  const { lines, manifest } = generateScreeningList(readSandboxSubjects(datasetFile), seed, path.basename(paths.listFile), path.basename(datasetFile));
  const prefix = `${path.basename(datasetFile.replace(/\.sqlite$/, ""))}.screening-`;
  for (const entry of readdirSync(path.dirname(datasetFile))) {
    const full = path.join(path.dirname(datasetFile), entry);
    if (entry.startsWith(prefix) && full !== paths.listFile && full !== paths.manifestFile && !entry.includes(".partial")) rmSync(full, { force: true });
  }
  // Written under temporary names and renamed: a reader never sees half a list.
  for (const [file, text] of [[paths.manifestFile, `${JSON.stringify(manifest, null, 2)}\n`], [paths.listFile, `${lines.join("\n")}\n`]] as const) {
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, text);
    renameSync(partial, file);
  }
  return paths;
}

const lower = (text: string): string => text.toLowerCase();
const yearOf = (date: string): number => Number(date.slice(0, 4));

export function generateScreeningList(subjects: SandboxSubjects, seed: number, listName: string, datasetName: string): { lines: string[]; manifest: ScreeningListManifest } {
  const random = new Random(seed, "screening-list");
  const { people, owners } = subjects;
  // Birth years each name (and each initial + surname) is already born in: a near-miss's year must be none of them.
  const yearsByName = new Map<string, Set<number>>();
  const yearsByInitial = new Map<string, Set<number>>();
  const add = (map: Map<string, Set<number>>, key: string, year: number) => map.set(key, (map.get(key) ?? new Set()).add(year));
  for (const person of people) {
    add(yearsByName, lower(person.name), yearOf(person.birthDate));
    add(yearsByInitial, lower(`${person.forename[0]} ${person.surname}`), yearOf(person.birthDate));
  }
  const usedNames = new Set<string>();
  const entities: FtmEntity[] = [];
  const entries: ManifestEntry[] = [];
  let aimed = 0;

  const subjectOf = (person: SandboxPerson): ManifestSubject => ({
    kind: person.kind, company: person.company, name: person.name, birthDate: person.birthDate,
    ...(person.directorPnr === undefined ? {} : { directorPnr: person.directorPnr }),
  });
  /** Everyone in the dataset who is this person as a list sees one: same name, same birth date. */
  const samePerson = (person: SandboxPerson): ManifestSubject[] => [subjectOf(person), ...people
    .filter((other) => other !== person && lower(other.name) === lower(person.name) && other.birthDate === person.birthDate).map(subjectOf)];
  const otherYear = (person: SandboxPerson, taken: Set<number> | undefined): number => {
    const year = yearOf(person.birthDate);
    for (;;) {
      const shifted = year + (random.chance(0.5) ? 1 : -1) * random.int(3, 15);
      if (!taken?.has(shifted) && !yearsByName.get(lower(person.name))?.has(shifted)) return shifted;
    }
  };

  const aimPerson = (person: SandboxPerson, variation: Variation, topic: Topic): void => {
    usedNames.add(lower(person.name));
    aimed += 1;
    const id = `sbx-${person.kind}-${String(aimed).padStart(3, "0")}`;
    const role = person.kind === "officer" ? "officer" : "PSC";
    const swapped = `${person.surname} ${person.name.slice(0, person.name.length - person.surname.length).trim()}`;
    const initials = `${person.forename[0]}. ${person.surname}`;
    const nearYear = variation.endsWith("other-birth-year")
      ? otherYear(person, variation === "initials-other-birth-year" ? yearsByInitial.get(lower(`${person.forename[0]} ${person.surname}`)) : undefined)
      : null;
    const listName = variation.startsWith("cyrillic") ? toCyrillic(person.name)
      : variation.startsWith("swapped") ? swapped : variation.startsWith("initials") ? initials : person.name;
    // A near-miss's date keeps the subject's month and day: only the year tells them apart.
    const birthDate = nearYear === null ? person.birthDate : `${nearYear}${person.birthDate.slice(4)}`;
    const made = personEntity(id, [listName], topic, { birthDate, nationality: NATIONALITY_CODE[person.nationality] });
    if (!variation.startsWith("cyrillic") && !variation.startsWith("initials")) {
      made.properties.firstName = [person.forename];
      made.properties.lastName = [person.surname];
    }
    entities.push(made);
    const named = variation === "exact" ? "same name" : variation === "cyrillic" ? `the ${role}'s name in Cyrillic (${listName})`
      : variation === "swapped-order" ? `surname first (${listName})` : "";
    const reason = nearYear === null
      ? `${named} and the same birth date (${person.birthDate}) as the ${role}`
      : `${variation === "other-birth-year" ? "same name" : variation.startsWith("cyrillic") ? `the name in Cyrillic (${listName})`
        : variation.startsWith("initials") ? `only the forename's initial and the surname (${listName})` : `surname first (${listName})`}, ` +
        `but born ${nearYear} where the ${role} was born ${yearOf(person.birthDate)}`;
    entries.push({
      entityId: id, listName, expected: nearYear === null ? "match" : "near-miss", variation, reason, topic,
      subjects: nearYear === null ? samePerson(person) : [subjectOf(person)],
    });
  };

  const aimOwner = (owner: SandboxCorporateOwner, variation: "registration-number" | "other-registration", topic: Topic): void => {
    usedNames.add(lower(owner.name));
    aimed += 1;
    const id = `sbx-company-${String(aimed).padStart(3, "0")}`;
    const match = variation === "registration-number";
    const registrationNumber = match ? owner.registrationNumber : random.digits(13);
    const country = match ? "gb" : random.pick(["ru", "cy", "ae"]);
    entities.push(companyEntity(id, owner.name, topic, { registrationNumber, country }));
    const same = owners.filter((other) => other.registrationNumber === owner.registrationNumber);
    const asSubject = (item: SandboxCorporateOwner): ManifestSubject => ({ kind: item.kind, company: item.company, name: item.name, registrationNumber: item.registrationNumber });
    entries.push({
      entityId: id, listName: owner.name, expected: match ? "match" : "near-miss", variation, topic,
      reason: match
        ? `same name and registration number (${owner.registrationNumber}) as the ${owner.kind === "parent" ? "parent company" : "corporate PSC"}`
        : `same name, but registration number ${registrationNumber} in ${country} where the subject is ${owner.registrationNumber} in gb`,
      subjects: match
        ? [asSubject(owner), ...same.filter((other) => other !== owner).map(asSubject),
          { kind: "company", company: owner.registrationNumber, name: owner.name, registrationNumber: owner.registrationNumber }]
        : [asSubject(owner)],
    });
  };

  // Deliberately on demo companies (the same at every dataset size), then drawn from the rest.
  const fresh = (person: SandboxPerson): boolean => !usedNames.has(lower(person.name));
  const pickPeople = (pool: SandboxPerson[], count: number, also: (person: SandboxPerson) => boolean = () => true): SandboxPerson[] => {
    const picked: SandboxPerson[] = [];
    for (const person of random.sample(pool.filter(also), Math.min(pool.length, count * 20))) {
      if (picked.length === count) break;
      if (fresh(person) && !picked.some((other) => lower(other.name) === lower(person.name))) picked.push(person);
    }
    return picked;
  };
  const demoOfficers = people.filter((person) => person.kind === "officer" && person.company === VERY_LARGE);
  const [demoMatchA, demoMatchB, demoNear] = pickPeople(demoOfficers, 3);
  if (demoMatchA) aimPerson(demoMatchA, "exact", "sanction");
  if (demoMatchB) aimPerson(demoMatchB, "exact", "role.pep");
  if (demoNear) aimPerson(demoNear, "other-birth-year", "sanction");
  const [demoPsc] = pickPeople(people.filter((person) => person.kind === "psc" && person.company === PSC_INDIVIDUAL), 1);
  if (demoPsc) aimPerson(demoPsc, "exact", "sanction");
  const demoOwner = owners.find((owner) => owner.kind === "corporate-psc" && owner.company === PSC_CORPORATE);
  if (demoOwner) aimOwner(demoOwner, "registration-number", "sanction");

  const isDemo = (company: string): boolean => /^(0999|0099|[A-Z]{2}99|R099)/.test(company);
  const officers = people.filter((person) => person.kind === "officer" && !isDemo(person.company));
  const pscs = people.filter((person) => person.kind === "psc" && !isDemo(person.company));
  const plan: [SandboxPerson[], Variation, Topic, ((person: SandboxPerson) => boolean)?][] = [
    [officers, "exact", "sanction"], [officers, "exact", "sanction"], [officers, "exact", "role.pep"], [officers, "exact", "role.pep"],
    [officers, "exact", "debarment"], [officers, "exact", "sanction"],
    [officers, "cyrillic", "sanction", (person) => cyrillicSafe(person.name)], [officers, "cyrillic", "sanction", (person) => cyrillicSafe(person.name)],
    [officers, "cyrillic", "role.pep", (person) => cyrillicSafe(person.name)],
    [officers, "swapped-order", "sanction"], [officers, "swapped-order", "role.pep"], [officers, "swapped-order", "debarment"],
    [officers, "other-birth-year", "sanction"], [officers, "other-birth-year", "sanction"], [officers, "other-birth-year", "role.pep"],
    [officers, "other-birth-year", "debarment"],
    [officers, "cyrillic-other-birth-year", "sanction", (person) => cyrillicSafe(person.name)],
    [officers, "cyrillic-other-birth-year", "role.pep", (person) => cyrillicSafe(person.name)],
    [officers, "initials-other-birth-year", "sanction"], [officers, "initials-other-birth-year", "role.pep"],
    [officers, "swapped-order-other-birth-year", "sanction"], [officers, "swapped-order-other-birth-year", "debarment"],
    [pscs, "exact", "sanction"], [pscs, "exact", "role.pep"], [pscs, "exact", "sanction"], [pscs, "swapped-order", "sanction"],
    [pscs, "other-birth-year", "sanction"], [pscs, "other-birth-year", "role.pep"],
  ];
  for (const [pool, variation, topic, also] of plan) {
    const [person] = pickPeople(pool, 1, also);
    if (person) aimPerson(person, variation, topic);
  }
  const otherOwners = owners.filter((owner) => !isDemo(owner.company) && !isDemo(owner.registrationNumber));
  const ownerPlan: [SandboxCorporateOwner["kind"], "registration-number" | "other-registration", Topic][] = [
    ["corporate-psc", "registration-number", "sanction"], ["parent", "registration-number", "sanction"],
    ["parent", "registration-number", "debarment"], ["corporate-psc", "other-registration", "sanction"],
    ["parent", "other-registration", "sanction"], ["parent", "other-registration", "debarment"],
  ];
  for (const [kind, variation, topic] of ownerPlan) {
    const pool = otherOwners.filter((owner) => owner.kind === kind && !usedNames.has(lower(owner.name)));
    if (pool.length > 0) aimOwner(random.pick(pool), variation, topic);
  }

  for (let index = 1; index <= MADE_UP; index += 1) entities.push(madeUpEntity(random, index));
  entities.sort((left, right) => (left.id < right.id ? -1 : left.id > right.id ? 1 : 0));
  return {
    lines: entities.map((item) => JSON.stringify(item)),
    manifest: { list: listName, dataset: datasetName, seed, entities: entities.length, entries },
  };
}
