// Company and people names.
import { AS_OF } from "../dates";
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

const YEAR = 365.25;

/**
 * A person born between 1940 and 2000 (birth day as days since 1970, negative before); with `adultBy`, one who is
 * at least 18 on that day (and at most 75), so that nobody is appointed or holds shares as a child.
 */
export function person(random: Random, adultBy?: number): Person {
  const forename = random.pick(FORENAMES);
  const female = FORENAMES.indexOf(forename) >= 48;
  const [nationality, country] = random.pick(NATIONALITIES);
  return {
    title: female ? random.pick(["Mrs", "Ms", "Miss", "Dr"]) : random.pick(["Mr", "Mr", "Mr", "Dr"]),
    forename,
    middleName: random.chance(0.4) ? random.pick(FORENAMES) : "",
    surname: random.pick(SURNAMES),
    birthDay: adultBy === undefined ? random.int(-10957, 10957) : bornBy(random, adultBy),
    nationality,
    country,
  };
}

/** A birth day 18 to 75 years before `adultBy`, and no more than 90 years before today. */
function bornBy(random: Random, adultBy: number): number {
  const latest = Math.floor(adultBy - 18 * YEAR);
  return random.int(Math.min(latest, Math.max(Math.floor(adultBy - 75 * YEAR), Math.floor(AS_OF - 90 * YEAR))), latest);
}

export function fullName(someone: Person): string {
  return [someone.forename, someone.middleName, someone.surname].filter(Boolean).join(" ");
}
