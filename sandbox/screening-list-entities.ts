// The entities of the sandbox's screening list, in OpenSanctions' export format (FollowTheMoney, one JSON a line):
// people and organisations under sanctions, PEPs and debarments, aimed at sandbox subjects or made up from names no
// sandbox subject carries (Russian, Central Asian and Arabic-script-world names and foreign company words).
import type { Random } from "./random";

export type Topic = "sanction" | "role.pep" | "debarment";

/** Each topic's source list, as OpenSanctions names the datasets an entity comes from. */
export const DATASET_OF: Record<Topic, string> = {
  sanction: "sandbox_sanctions",
  "role.pep": "sandbox_peps",
  debarment: "sandbox_debarment",
};

// The list's own dates: fixed, so that the file is the same on every run of the same seed.
const FIRST_SEEN = "2024-01-15T08:00:00";
const LAST_SEEN = "2026-10-30T08:00:00";
const LAST_CHANGE = "2026-10-28T17:20:00";

export interface FtmEntity {
  id: string;
  caption: string;
  schema: "Person" | "Company" | "Organization";
  properties: Record<string, string[]>;
  referents: string[];
  datasets: string[];
  first_seen: string;
  last_seen: string;
  last_change: string;
  target: boolean;
}

function entity(id: string, schema: FtmEntity["schema"], names: string[], topic: Topic, extra: Record<string, string[]>): FtmEntity {
  const properties: Record<string, string[]> = { name: names, topics: [topic], ...extra };
  if (topic === "role.pep" && schema === "Person") properties.position ??= ["Member of the State Council"];
  return {
    id, caption: names[0], schema, properties, referents: [], datasets: [DATASET_OF[topic]],
    first_seen: FIRST_SEEN, last_seen: LAST_SEEN, last_change: LAST_CHANGE, target: true,
  };
}

export function personEntity(id: string, names: string[], topic: Topic, details: { birthDate: string; nationality?: string }): FtmEntity {
  const extra: Record<string, string[]> = { birthDate: [details.birthDate] };
  if (details.nationality) extra.nationality = [details.nationality];
  return entity(id, "Person", names, topic, extra);
}

export function companyEntity(id: string, name: string, topic: Topic, details: { registrationNumber: string; country: string }): FtmEntity {
  return entity(id, "Company", [name], topic, { registrationNumber: [details.registrationNumber], country: [details.country] });
}

/** The upstream's nationality word as the format's country code; unknown words give none. */
export const NATIONALITY_CODE: Record<string, string> = {
  British: "gb", Irish: "ie", Indian: "in", Polish: "pl", American: "us", German: "de", French: "fr", Italian: "it",
  Chinese: "cn", Nigerian: "ng",
};

// Letter by letter into Cyrillic, for names whose letters any-ascii brings back as they were (see CYRILLIC_SAFE).
const TO_CYRILLIC: Record<string, string> = {
  a: "а", b: "б", c: "к", d: "д", e: "е", f: "ф", g: "г", i: "и", k: "к", l: "л", m: "м", n: "н", o: "о", p: "п",
  r: "р", s: "с", t: "т", u: "у", v: "в", z: "з",
};

/** True for a name every letter of which goes into Cyrillic and back unchanged, or "c" to its sound "k". */
export function cyrillicSafe(name: string): boolean {
  return /^[a-z ]+$/i.test(name) && [...name.toLowerCase()].every((letter) => letter === " " || letter in TO_CYRILLIC);
}

/** "Oliver Martin" → "Оливер Мартин". */
export function toCyrillic(name: string): string {
  return name.split(" ").map((word) => {
    const letters = [...word.toLowerCase()].map((letter) => TO_CYRILLIC[letter] ?? letter).join("");
    return letters.charAt(0).toUpperCase() + letters.slice(1);
  }).join(" ");
}

// Names no sandbox subject carries (sandbox/reference/names.ts has none of them), for the list's other entities.
const FOREIGN_FORENAMES = [
  "Viktor", "Dmitri", "Igor", "Sergei", "Yulia", "Olga", "Anatoly", "Vladimir", "Nikolai", "Arkady", "Rustam", "Timur",
  "Zaur", "Ilham", "Anwar", "Tariq", "Yusuf", "Bashir", "Farid", "Nadia", "Leila", "Reza", "Karim", "Svetlana", "Galina",
  "Boris", "Gennady", "Yevgeny", "Oleg", "Marat", "Ramzan", "Salim", "Walid", "Hamid", "Jamal", "Rasul", "Nurlan",
];
const FOREIGN_SURNAMES = [
  "Petrov", "Ivanov", "Sokolov", "Volkov", "Morozov", "Kuznetsov", "Orlov", "Lebedev", "Novikov", "Karimov", "Aliyev",
  "Rahimi", "Haddad", "Nasser", "Mansour", "Qasim", "Saleh", "Darwish", "Jafari", "Tehrani", "Abdullayev", "Mammadov",
  "Yusupov", "Nazarov", "Bakirov", "Sharipov", "Zakharov", "Belov", "Gusev", "Tkachenko", "Kovalenko", "Shevchuk",
];
const FOREIGN_COMPANY_WORDS = [
  "Baltic", "Meridian", "Caspian", "Volga", "Neva", "Sever", "Zenith", "Polaris", "Granit", "Almaz", "Kedr", "Taiga",
  "Ural", "Amur", "Sibir", "Yenisei", "Kama", "Altai", "Tavria", "Azov", "Khazar", "Sogdiana", "Bukhara", "Ferghana",
];
const FOREIGN_COMPANY_TRADES = ["Petroleum", "Metallurg", "Shipping", "Avia", "Tekhnika", "Energo", "Invest", "Stroy", "Trans"];
const FOREIGN_COMPANY_FORMS = ["LLC", "JSC", "OOO", "FZE", "AO"];
const FOREIGN_COUNTRIES = ["ru", "by", "ir", "sy", "kp", "ae", "tr", "kz", "uz", "az"];

/** A person or organisation made up from the foreign pools, with its topic, for the bulk of the list. */
export function madeUpEntity(random: Random, index: number): FtmEntity {
  const topic: Topic = random.weighted(["sanction", "role.pep", "debarment"] as const, (item) => (item === "sanction" ? 5 : item === "role.pep" ? 3 : 1));
  const country = random.pick(FOREIGN_COUNTRIES);
  const id = `sbx-other-${String(index).padStart(4, "0")}`;
  if (random.chance(0.65)) {
    const name = `${random.pick(FOREIGN_FORENAMES)} ${random.pick(FOREIGN_SURNAMES)}`;
    const year = random.int(1945, 1995);
    const birthDate = `${year}-${String(random.int(1, 12)).padStart(2, "0")}-${String(random.int(1, 28)).padStart(2, "0")}`;
    const made = personEntity(id, [name], topic, { birthDate: random.chance(0.2) ? String(year) : birthDate, nationality: country });
    if (cyrillicSafe(name) && random.chance(0.5)) made.properties.alias = [toCyrillic(name)];
    return made;
  }
  const name = `${random.pick(FOREIGN_COMPANY_WORDS)} ${random.pick(FOREIGN_COMPANY_TRADES)} ${random.pick(FOREIGN_COMPANY_FORMS)}`;
  const made = companyEntity(id, name, topic, { registrationNumber: random.digits(13), country });
  if (random.chance(0.4)) made.schema = "Organization";
  return made;
}
