// Name keys: the one normal form of a name that the screening store indexes and the matcher compares, so a
// candidate found through the index is compared on exactly the parts it was found by.
import anyAscii from "any-ascii";
import { doubleMetaphone } from "double-metaphone";

export interface NameKeys {
  /** Latin, lower-case name parts in the name's own order, legal-form noise removed from organisations. */
  parts: string[];
  /** Double Metaphone codes (primary and alternate) of the parts that are more than an initial, without repeats. */
  phonetic: string[];
}

// Words that say what kind of body an organisation is, not which one: "Acme Ltd" and "ACME LIMITED" are one name.
// Phrases are removed before single words so "public limited company" goes whole rather than leaving "public".
const legalFormPhrases = [
  "public limited company",
  "limited liability partnership",
  "limited liability company",
  "limited partnership",
  "joint stock company",
  "community interest company",
  "obshchestvo s ogranichennoy otvetstvennostyu", // ООО as any-ascii spells it
];
const legalFormWords = new Set([
  "ltd", "limited", "plc", "llp", "lp", "llc", "inc", "incorporated", "corp", "corporation", "co", "company",
  "gmbh", "ag", "kg", "mbh", "sa", "sas", "sarl", "srl", "spa", "bv", "nv", "ab", "as", "asa", "oy", "aps",
  "pty", "pte", "jsc", "ojsc", "cjsc", "pjsc", "ooo", "oao", "zao", "pao", "cic",
  // Connectors, so "Smith & Co Ltd" and "Smith and Company Limited" keep the same single part.
  "the", "and",
]);

/** True for FollowTheMoney person schemas and for our own subject kind "person". */
export function isPersonSchema(schema: string): boolean {
  return schema.toLowerCase() === "person";
}

/**
 * One name in comparable form: compatibility-normalised, transliterated to Latin (any-ascii knows scripts that plain
 * mark-stripping does not, e.g. Cyrillic "Ж" → "Zh"), marks stripped, case-folded, punctuation to spaces.
 * Apostrophes and dots join ("O'Brien" → "obrien", "J.P." → "jp") because they sit inside one name part.
 */
export function normaliseName(name: string): string {
  const latin = anyAscii(name.normalize("NFKC").replace(/&/g, " and "));
  return latin
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’`.]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

function withoutLegalForm(parts: string[]): string[] {
  let joined = ` ${parts.join(" ")} `;
  for (const phrase of legalFormPhrases) joined = joined.replaceAll(` ${phrase} `, " ");
  const kept = joined.split(" ").filter((part) => part && !legalFormWords.has(part));
  // A name that is nothing but legal form ("The Company Ltd") is still a name: keep it rather than index nothing.
  return kept.length > 0 ? kept : parts;
}

/** The comparable parts of a name; organisations lose their legal form, people keep every part. */
export function nameParts(name: string, schema: string): string[] {
  const split = normaliseName(name).split(" ").filter(Boolean);
  return isPersonSchema(schema) ? split : withoutLegalForm(split);
}

/** The parts and phonetic codes of a name, as the store indexes them. */
export function nameKeys(name: string, schema: string): NameKeys {
  const parts = nameParts(name, schema);
  const phonetic = new Set<string>();
  for (const part of parts) {
    // An initial's code says nothing a candidate query could rely on; numbers have no sound.
    if (part.length < 2 || /^\d+$/.test(part)) continue;
    for (const code of doubleMetaphone(part)) if (code) phonetic.add(code);
  }
  return { parts, phonetic: [...phonetic] };
}
