// Company and people names.
import { LEGAL_SUFFIX, type LegalForm } from "./plan";
import { FORENAMES, NAME_TRADES, NAME_WORDS, NATIONALITIES, SURNAMES } from "../reference/names";
import type { Random } from "../random";

/** A company name; `trade` (from its SIC code) says what it does, any trade word when omitted. */
export function companyName(random: Random, form: LegalForm, trade?: string): string {
  const roll = random.next();
  const word = trade ?? random.pick(NAME_TRADES);
  const base =
    roll < 0.45 ? `${random.pick(NAME_WORDS)} ${word}`
    : roll < 0.7 ? `${random.pick(SURNAMES)} ${word}`
    : roll < 0.85 ? `${random.pick(SURNAMES)} & ${random.pick(SURNAMES)}`
    : `${random.pick(NAME_WORDS)} ${random.pick(NAME_WORDS)} ${word}`;
  return `${base} ${LEGAL_SUFFIX[form]}`.toUpperCase();
}

/** Companies House's alphabetical key: upper case, no punctuation, no legal suffix. */
export function alphaName(name: string): string {
  return name.replace(/\b(LIMITED|PLC|LLP|LP)$/, "").replace(/[^A-Z0-9]/g, "");
}

export interface Person {
  title: string;
  forename: string;
  middleName: string;
  surname: string;
  birthDay: number;
  nationality: string;
  country: string;
}

/** A person born between 1940 and 2000 (birth day as days since 1970, negative before). */
export function person(random: Random): Person {
  const forename = random.pick(FORENAMES);
  const female = FORENAMES.indexOf(forename) >= 48;
  const [nationality, country] = random.pick(NATIONALITIES);
  return {
    title: female ? random.pick(["Mrs", "Ms", "Miss", "Dr"]) : random.pick(["Mr", "Mr", "Mr", "Dr"]),
    forename,
    middleName: random.chance(0.4) ? random.pick(FORENAMES) : "",
    surname: random.pick(SURNAMES),
    birthDay: random.int(-10957, 10957),
    nationality,
    country,
  };
}

export function fullName(someone: Person): string {
  return [someone.forename, someone.middleName, someone.surname].filter(Boolean).join(" ");
}
