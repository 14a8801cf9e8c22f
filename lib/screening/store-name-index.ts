// What the store indexes of an entity's names, and how a query by keys is put to each engine's text index. The keys
// are name-keys.ts's, the matcher's own normal form, so that a candidate is found by exactly what it is compared on.
import { doubleMetaphone } from "double-metaphone";
import { nameKeys } from "./name-keys";
import { type ScreeningEntity, screenedSchema } from "./store-entity";
import type { CandidateQuery } from "./store";

/** The name parts and phonetic codes of every name of the entity, without repeats; none for an address or a link. */
export function entityNameKeys(entity: Pick<ScreeningEntity, "names" | "schema">): { parts: string[]; phonetic: string[] } {
  if (!screenedSchema(entity.schema)) return { parts: [], phonetic: [] };
  const parts = new Set<string>();
  const phonetic = new Set<string>();
  for (const name of entity.names) {
    const keys = nameKeys(name, entity.schema);
    for (const part of keys.parts) parts.add(part);
    for (const code of keys.phonetic) phonetic.add(code.toLowerCase());
  }
  return { parts: [...parts], phonetic: [...phonetic] };
}

// Keys are [a-z0-9] after name-keys.ts; anything else is dropped rather than passed into a query's syntax.
const safe = (key: string): string => key.toLowerCase().replace(/[^a-z0-9]/g, "");

interface KeyGroup {
  parts: string[];
  phonetic: string[];
}

/** At most this many of a query's name parts are paired (6 parts: 15 pairs); a longer name's later parts add nothing. */
const MAX_GROUPED_PARTS = 6;

/**
 * A group of keys per name part of the query: the part itself, its initial (a list may give only that) and its
 * Double Metaphone codes (a transliteration's spelling differs, its sound less). Initials in the query make no group
 * of their own: they would find only lists that also give an initial.
 */
function keyGroups(query: CandidateQuery): KeyGroup[] {
  const parts = [...new Set(query.parts.map(safe).filter((part) => part.length > 1))].slice(0, MAX_GROUPED_PARTS);
  return parts.map((part) => ({
    parts: [part, part[0] ?? part],
    phonetic: /^\d+$/.test(part) ? [] : doubleMetaphone(part).map(safe).filter(Boolean),
  })).map((group) => ({ parts: [...new Set(group.parts)], phonetic: [...new Set(group.phonetic)] }));
}

/**
 * Candidates share keys with at least two of the query's name parts (one, for a name of one part): "Mia Jones" finds
 * "Jones Mia" and "Миа Джонс" but not every Mia and every Jones, which on a million-entity list is thousands.
 * Null when there is nothing to ask.
 */
function pairedExpression(query: CandidateQuery, term: (group: KeyGroup) => string, and: string, or: string): string | null {
  const groups = keyGroups(query);
  if (groups.length === 0) {
    // Only initials (or nothing) in the query: its phonetic codes, if it has any, are all there is to go on.
    const codes = query.phonetic.map(safe).filter(Boolean);
    return codes.length > 0 ? term({ parts: [], phonetic: codes }) : null;
  }
  // A name of one part: its initial alone would find every list entry with that letter standing alone.
  if (groups.length === 1) return term({ ...groups[0]!, parts: groups[0]!.parts.slice(0, 1) });
  const pairs: string[] = [];
  for (let left = 0; left < groups.length; left += 1) {
    for (let right = left + 1; right < groups.length; right += 1) pairs.push(`(${term(groups[left]!)} ${and} ${term(groups[right]!)})`);
  }
  return pairs.join(` ${or} `);
}

/** An FTS5 MATCH expression over the index's parts and phonetic columns. */
export function fts5Query(query: CandidateQuery): string | null {
  return pairedExpression(query, (group) =>
    `(${[...group.parts.map((part) => `parts:"${part}"`), ...group.phonetic.map((code) => `phonetic:"${code}"`)].join(" OR ")})`, "AND", "OR");
}

/** A tsquery text: parts weighted A, codes B (as the loader's tsvector writes them). */
export function tsQuery(query: CandidateQuery): string | null {
  return pairedExpression(query, (group) =>
    `(${[...group.parts.map((part) => `${part}:A`), ...group.phonetic.map((code) => `${code}:B`)].join(" | ")})`, "&", "|");
}

/** The tsvector literal of an entity's keys, for COPY: each key at its own position with its weight. */
export function tsVectorLiteral(keys: { parts: string[]; phonetic: string[] }): string {
  const parts = keys.parts.map(safe).filter(Boolean);
  const codes = keys.phonetic.map(safe).filter(Boolean);
  return [...parts.map((part, index) => `${part}:${index + 1}A`), ...codes.map((code, index) => `${code}:${parts.length + index + 1}B`)].join(" ");
}

// Pair keys: the index's second form, what a query of two or more name parts is put to. A token joins a key of one
// part of a name with a key of another part of the same name, so a query's token finds only entities holding both
// parts together: "mia jones" asks for a few dozen entities, where its parts' single keys ("m", "l") hold tens of
// thousands each and a query intersecting them cost 5–25 ms a name on a million-entity list. Each pair is written in
// sorted order, so a swapped name ("JONES, Mia") holds the same tokens.

/** An entity name's first parts paired (8 parts: 28 pairs); a list name longer than this is rare and the rest repeats. */
const MAX_INDEXED_PARTS = 8;

interface PartKeys {
  /** Double Metaphone codes, or a number as itself (numbers have no sound): what a transliteration keeps. */
  sounds: string[];
  /** The part as spelt: a token of two of them ranks an exact name above a namesake by sound. */
  exact: string | null;
  /** The part's first letter: a list's initial ("M. Jones") against the query's full part. */
  initial: string | null;
}

function partKeys(raw: string): PartKeys {
  const part = safe(raw);
  if (!part) return { sounds: [], exact: null, initial: null };
  if (/^\d+$/.test(part)) return { sounds: [`n${part}`], exact: `e${part}`, initial: null };
  if (part.length === 1) return { sounds: [], exact: null, initial: `i${part}` };
  const codes = doubleMetaphone(part).map(safe).filter(Boolean).map((code) => `s${code}`);
  return { sounds: [...new Set(codes)], exact: `e${part}`, initial: `i${part[0]}` };
}

const pairToken = (left: string, right: string): string => (left < right ? `${left}_${right}` : `${right}_${left}`);

function tokensOf(lefts: readonly string[], rights: readonly string[], into: Set<string>): void {
  for (const left of lefts) for (const right of rights) into.add(pairToken(left, right));
}

const listed = (key: string | null): string[] => (key ? [key] : []);

/**
 * The pair tokens the store indexes for an entity: for every two parts of one of its names, their sounds together,
 * their spellings together, and a given initial with the other part's sound. None for a name of one part (the
 * single keys find those) nor for an address or a link.
 */
export function entityPairKeys(entity: Pick<ScreeningEntity, "names" | "schema">): string[] {
  if (!screenedSchema(entity.schema)) return [];
  const tokens = new Set<string>();
  for (const name of entity.names) {
    const parts = [...new Set(nameKeys(name, entity.schema).parts)].slice(0, MAX_INDEXED_PARTS).map(partKeys);
    for (let left = 0; left < parts.length; left += 1) {
      for (let right = left + 1; right < parts.length; right += 1) {
        const a = parts[left]!;
        const b = parts[right]!;
        tokensOf(a.sounds, b.sounds, tokens);
        tokensOf(listed(a.exact), listed(b.exact), tokens);
        // Only an initial the list gives stands for a part; a full part's first letter would pair every "M… Jones".
        if (!a.exact) tokensOf(listed(a.initial), b.sounds, tokens);
        if (!b.exact) tokensOf(a.sounds, listed(b.initial), tokens);
      }
    }
  }
  return [...tokens];
}

/**
 * The pair tokens a query asks for, or null when it has fewer than two parts of more than a letter (the single keys
 * answer those, fts5Query / tsQuery). Each two parts of the query: sounds, spellings, and each part's initial with the
 * other's sound, which an entity holds when its list gives that initial.
 */
export function queryPairKeys(query: CandidateQuery): string[] | null {
  const parts = [...new Set(query.parts.map(safe).filter((part) => part.length > 1))].slice(0, MAX_GROUPED_PARTS).map(partKeys);
  if (parts.length < 2) return null;
  const tokens = new Set<string>();
  for (let left = 0; left < parts.length; left += 1) {
    for (let right = left + 1; right < parts.length; right += 1) {
      const a = parts[left]!;
      const b = parts[right]!;
      tokensOf(a.sounds, b.sounds, tokens);
      tokensOf(listed(a.exact), listed(b.exact), tokens);
      tokensOf(listed(a.initial), b.sounds, tokens);
      tokensOf(a.sounds, listed(b.initial), tokens);
    }
  }
  return [...tokens];
}
