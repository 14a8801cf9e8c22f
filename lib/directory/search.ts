// Query planning and ranking for the typeahead. A query is tried as a company number (exact and partial), as a
// postcode, as the start of a current or former name and as words anywhere in one; each lookup is bounded, and the
// few hundred candidates are ranked here: exact number, then exact name, then active before dissolved, then
// closeness (the name starts with the query before it merely contains its words; current names before former ones;
// shorter names first).
import type { z } from "zod";
import { normaliseCompanyNumber } from "../upstream/company-number";
import type { MATCHED_FIELDS, searchHitSchema, searchResultSchema } from "./directory-answers";
import { isLegalFormStart, nameWords, normaliseName, normalisePostcode } from "./normalise-name";
import { numberKeyRange } from "./number-key";
import { MAX_RESULTS } from "./search-input";
import { STATUS_GROUPS, type Candidate, type CandidateLookup, type DirectoryStore, type StatusGroup } from "./store";

// What the search answers: its schema is ./directory-answers.ts.
export type MatchedField = (typeof MATCHED_FIELDS)[number];
export type SearchHit = z.infer<typeof searchHitSchema>;
export type SearchResult = z.infer<typeof searchResultSchema>;

const CANDIDATES_PER_LOOKUP = 50;
const POSTCODE_START = /^[A-Z]{1,2}\d[A-Z\d]?(\d[A-Z]{0,2})?$/;

interface Planned {
  lookup: CandidateLookup;
  limit: number;
}

interface Ranked {
  hit: SearchHit;
  key: number[];
  name: string;
}

/** `deep`: candidates per lookup of a paged request; the typeahead's own bounds otherwise. */
export function planSearch(query: string, limit: number, deep?: number): Planned[] {
  const perLookup = deep ?? CANDIDATES_PER_LOOKUP;
  const text = query.trim();
  const compact = text.toUpperCase().replace(/\s+/g, "");
  const plan: Planned[] = [];
  const exactNumber = normaliseCompanyNumber(text);
  if (exactNumber) plan.push({ lookup: { kind: "number", number: exactNumber }, limit: 1 });
  if (/\d/.test(compact) && numberKeyRange(compact)) {
    plan.push({ lookup: { kind: "numberPrefix", prefix: compact }, limit: deep ?? Math.max(limit, 10) });
  }
  if (POSTCODE_START.test(compact)) plan.push({ lookup: { kind: "postcodePrefix", prefix: compact }, limit: perLookup });

  const norm = normaliseName(text);
  if (!norm) return plan;
  plan.push({ lookup: { kind: "namePrefix", prefix: norm }, limit: perLookup });
  const tokens = norm.split(" ");
  const typing = !/\s$/.test(query);
  const last = tokens[tokens.length - 1];
  // "acme lim" is most likely "ACME LIMITED", whose normal form is just "acme".
  if (typing && tokens.length > 1 && isLegalFormStart(last)) {
    plan.push({ lookup: { kind: "namePrefix", prefix: tokens.slice(0, -1).join(" ") }, limit: perLookup });
  }
  const whole = nameWords(tokens.slice(0, typing ? -1 : tokens.length).join(" "));
  // One letter has no prefix index behind it (every name would match): the name-prefix lookup covers it.
  const prefix = typing && last.length >= 2 && nameWords(last).length && !(tokens.length > 1 && isLegalFormStart(last)) ? last : null;
  if (whole.length || prefix) plan.push({ lookup: { kind: "words", whole, prefix }, limit: perLookup });
  return plan;
}

export async function searchDirectory(
  store: DirectoryStore,
  input: { q: string; limit: number; status: StatusGroup | null; offset?: number | null },
): Promise<SearchResult> {
  // A paged request ranks the closest MAX_RESULTS candidates of every lookup, the same set on every page, so that
  // pages neither repeat nor skip a company.
  const paged = input.offset !== undefined && input.offset !== null;
  let cut = false;
  const norm = normaliseName(input.q);
  const tokens = norm.split(" ");
  const shortNorm = tokens.length > 1 && isLegalFormStart(tokens[tokens.length - 1]) ? tokens.slice(0, -1).join(" ") : norm;
  const compact = normalisePostcode(input.q);
  const exactNumber = normaliseCompanyNumber(input.q);
  const best = new Map<string, Ranked>();
  const plan = planSearch(input.q, input.limit, paged ? MAX_RESULTS : undefined);
  // Asked together: a shared database answers the few lookups in parallel; the ranking below is order-free.
  const answers = await Promise.all(plan.map(({ lookup, limit }) => store.lookup(lookup, { limit, statusGroup: input.status })));
  for (const [index, { lookup, limit }] of plan.entries()) {
    const candidates = answers[index];
    if (candidates.length >= limit && lookup.kind !== "number") cut = true;
    for (const candidate of candidates) {
      const ranked = rank(candidate, lookup, { norm, shortNorm, compact, exactNumber });
      const kept = best.get(candidate.number);
      if (!kept || compareRanked(ranked, kept) < 0) best.set(candidate.number, ranked);
    }
  }
  const ranked = [...best.values()].sort(compareRanked);
  if (!paged) return { query: input.q, hits: ranked.slice(0, input.limit).map((entry) => entry.hit) };
  const offset = input.offset ?? 0;
  const hits = ranked.slice(offset, offset + input.limit).map((entry) => entry.hit);
  return { query: input.q, hits, offset, total: Math.min(ranked.length, MAX_RESULTS), totalIsLowerBound: cut || ranked.length > MAX_RESULTS };
}

function rank(
  candidate: Candidate,
  lookup: CandidateLookup,
  query: { norm: string; shortNorm: string; compact: string; exactNumber: string | null },
): Ranked {
  const base = {
    number: candidate.number, name: candidate.name, status: candidate.status, postcode: candidate.postcode,
    town: candidate.town, incorporationDate: candidate.incorporationDate,
  };
  const group = STATUS_GROUPS.indexOf(candidate.statusGroup);
  if (lookup.kind === "number" || lookup.kind === "numberPrefix") {
    const exact = candidate.number === query.exactNumber;
    return { hit: { ...base, matched: "number" }, key: [exact ? 0 : 2, group, exact ? 0 : 1, 0, 0], name: candidate.name };
  }
  if (lookup.kind === "postcodePrefix") {
    const exact = normalisePostcode(candidate.postcode ?? "") === query.compact;
    return {
      hit: { ...base, matched: "postcode", matchedText: candidate.postcode ?? undefined },
      key: [2, group, exact ? 0 : 1, 0, 0],
      name: candidate.name,
    };
  }
  const matchedNorm = candidate.matchedNorm ?? "";
  const exactName = matchedNorm === query.norm || matchedNorm === query.shortNorm;
  const startsWith = matchedNorm.startsWith(query.norm) || matchedNorm.startsWith(query.shortNorm);
  const previous = candidate.matchedPrevious;
  return {
    hit: previous
      ? { ...base, matched: "previousName", matchedText: candidate.matchedName ?? undefined }
      : { ...base, matched: "name" },
    key: [exactName ? 1 : 2, group, startsWith ? 0 : 1, previous ? 1 : 0, matchedNorm.length],
    name: candidate.name,
  };
}

function compareRanked(a: Ranked, b: Ranked): number {
  for (let index = 0; index < a.key.length; index += 1) {
    if (a.key[index] !== b.key[index]) return a.key[index] - b.key[index];
  }
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}
