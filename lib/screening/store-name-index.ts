// What the store indexes of an entity's names, and how a query by keys is put to each engine's text index. The keys
// are name-keys.ts's, the matcher's own normal form, so that a candidate is found by exactly what it is compared on.
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

function queryKeys(query: CandidateQuery): { parts: string[]; phonetic: string[] } {
  return {
    parts: [...new Set(query.parts.map(safe).filter(Boolean))],
    phonetic: [...new Set(query.phonetic.map(safe).filter(Boolean))],
  };
}

/** An FTS5 MATCH expression: any part in the parts column or any code in the phonetic one; null when nothing to ask. */
export function fts5Query(query: CandidateQuery): string | null {
  const keys = queryKeys(query);
  const terms = [...keys.parts.map((part) => `parts:"${part}"`), ...keys.phonetic.map((code) => `phonetic:"${code}"`)];
  return terms.length > 0 ? terms.join(" OR ") : null;
}

/** A tsquery text: parts weighted A, codes B (as the loader's tsvector writes them); null when nothing to ask. */
export function tsQuery(query: CandidateQuery): string | null {
  const keys = queryKeys(query);
  const terms = [...keys.parts.map((part) => `${part}:A`), ...keys.phonetic.map((code) => `${code}:B`)];
  return terms.length > 0 ? terms.join(" | ") : null;
}

/** The tsvector literal of an entity's keys, for COPY: each key at its own position with its weight. */
export function tsVectorLiteral(keys: { parts: string[]; phonetic: string[] }): string {
  const parts = keys.parts.map(safe).filter(Boolean);
  const codes = keys.phonetic.map(safe).filter(Boolean);
  return [...parts.map((part, index) => `${part}:${index + 1}A`), ...codes.map((code, index) => `${code}:${parts.length + index + 1}B`)].join(" ");
}
