// One subject against one list entity, scored as yente's logic-v2 does in principle: the best of the name and
// identifier features, then qualifiers that add or take away, each with its weight. Every feature that was compared
// is returned with what it compared in words, so an analyst sees why a result scored as it did.
import { isPersonSchema, nameParts } from "./name-keys";
import { countryCodes } from "./score-countries";
import { compareBirthDates } from "./score-dates";
import { describePairs, nameSimilarity } from "./score-names";
import type { Subject } from "./subjects";

/**
 * A list entity in the published export format (FollowTheMoney): every property a list of strings. The store's
 * entity (lib/screening/store-entity.ts) has this shape and more; the scorer reads only the format's own fields.
 */
export interface ListEntity {
  id: string;
  caption: string;
  schema: string;
  properties: Record<string, string[] | undefined>;
  datasets: string[];
}

export interface Feature { name: FeatureName; score: number; weight: number; detail: string }
export interface Scored { score: number; features: Feature[] }

/**
 * Main features (positive) compete: only the best counts. Qualifiers (negative) then take away. logic-v2's weights,
 * except the person/organisation qualifier, which logic-v2 needs not (it never compares across those schemas) and
 * which here takes a perfect name below the default threshold on its own; and the differing registration or tax
 * numbers of two organisations (logic-v2's orgid_disjoint, -0.2 there), here heavier for the same reason: a number
 * identifies a company, so a namesake registered under other numbers is another company unless more than the name
 * says otherwise (the sandbox list's "other-registration" near-misses: same name, other number and country).
 */
export const FEATURE_WEIGHTS = {
  name_match: 1,
  identifier_match: 0.85,
  weak_alias_match: 0.8,
  country_differs: -0.2,
  birth_year_differs: -0.15,
  birth_date_differs: -0.25,
  schema_differs: -0.4,
  identifier_differs: -0.35,
} as const;
export type FeatureName = keyof typeof FEATURE_WEIGHTS;

const NAME_PROPERTIES = ["name", "alias", "previousName"];
const COUNTRY_PROPERTIES = ["country", "nationality", "citizenship", "jurisdiction"];
const IDENTIFIER_PROPERTIES = ["registrationNumber", "taxNumber", "idNumber", "innCode", "ogrnCode", "leiCode", "vatCode", "dunsCode"];
const ORGANISATION_SCHEMAS = new Set(["Organization", "Company", "PublicBody"]);

const values = (entity: ListEntity, properties: readonly string[]) =>
  properties.flatMap((property) => entity.properties[property] ?? []);
const round = (value: number) => Math.round(value * 1000) / 1000;
const feature = (name: FeatureName, score: number, detail: string): Feature =>
  ({ name, score: round(score), weight: FEATURE_WEIGHTS[name], detail });

function bestName(subject: Subject, entity: ListEntity, names: readonly string[], name: FeatureName): Feature | null {
  const query = nameParts(subject.name, subject.kind);
  let best: { score: number; detail: string } | null = null;
  for (const listName of new Set(names)) {
    const similarity = nameSimilarity(query, nameParts(listName, entity.schema));
    if (!best || similarity.score > best.score) {
      best = { score: similarity.score, detail: `"${subject.name}" against "${listName}": ${describePairs(similarity.pairs)}` };
    }
  }
  return best && feature(name, best.score, best.detail);
}

const identifierKey = (value: string) => value.toUpperCase().replace(/[^A-Z0-9]/g, "").replace(/^0+(?=\d+$)/, "");

function identifierMatch(subject: Subject, entity: ListEntity): Feature | null {
  const ours = (subject.identifiers ?? []).map(identifierKey).filter((key) => key.length >= 5);
  const theirs = values(entity, IDENTIFIER_PROPERTIES);
  if (ours.length === 0 || theirs.length === 0) return null;
  const same = theirs.find((value) => ours.includes(identifierKey(value)));
  return same ? feature("identifier_match", 1, `Registration or tax number ${same} on both`) : null;
}

/** Both sides give numbers and none is shared: a qualifier (see FEATURE_WEIGHTS), not a main feature of 0. */
function identifierDiffers(subject: Subject, entity: ListEntity): Feature | null {
  const ours = (subject.identifiers ?? []).filter((value) => identifierKey(value).length >= 5);
  const theirs = values(entity, IDENTIFIER_PROPERTIES);
  if (ours.length === 0 || theirs.length === 0) return null;
  const shared = theirs.some((value) => ours.map(identifierKey).includes(identifierKey(value)));
  return shared ? null : feature("identifier_differs", 1, `Numbers differ: ${ours.join(", ")} against ${theirs.join(", ")}`);
}

function countryDiffers(subject: Subject, entity: ListEntity): Feature {
  const ours = countryCodes([subject.nationality, subject.country]);
  const theirs = countryCodes(values(entity, COUNTRY_PROPERTIES));
  if (ours.length === 0 || theirs.length === 0) {
    return feature("country_differs", 0, `Countries not compared: ${ours.join(", ") || "none given for the subject"} against ${theirs.join(", ") || "none on the list entry"}`);
  }
  const shared = ours.filter((code) => theirs.includes(code));
  return shared.length > 0
    ? feature("country_differs", 0, `Countries agree: ${shared.join(", ")} (${ours.join(", ")} against ${theirs.join(", ")})`)
    : feature("country_differs", 1, `Countries differ: ${ours.join(", ")} against ${theirs.join(", ")}`);
}

function birthFeatures(subject: Subject, entity: ListEntity): Feature[] {
  if (subject.kind !== "person") return [];
  const compared = compareBirthDates(subject.birthDate, entity.properties.birthDate ?? []);
  if (!compared) {
    const detail = `Birth dates not compared: ${subject.birthDate || "none given for the subject"} against ${(entity.properties.birthDate ?? []).join(", ") || "none on the list entry"}`;
    return [feature("birth_date_differs", 0, detail)];
  }
  return [
    ...(compared.yearDiffers ? [feature("birth_year_differs", compared.yearDiffers, compared.detail)] : []),
    feature("birth_date_differs", compared.dateDiffers, compared.detail),
  ];
}

function schemaDiffers(subject: Subject, entity: ListEntity): Feature | null {
  const listIsPerson = isPersonSchema(entity.schema);
  const listIsOrganisation = ORGANISATION_SCHEMAS.has(entity.schema);
  // LegalEntity may be either; a thing (a vessel, an aircraft) is neither a person nor a company.
  if (entity.schema === "LegalEntity") return null;
  const differs = subject.kind === "person" ? !listIsPerson : !listIsOrganisation;
  const ours = subject.kind === "person" ? "a person" : "an organisation";
  return differs ? feature("schema_differs", 1, `The subject is ${ours}; the list entry's schema is ${entity.schema}`) : null;
}

/** The subject against one list entity: the score (0 to 1) and every feature that went into it. */
export function scoreCandidate(subject: Subject, entity: ListEntity): Scored {
  const mains = [
    bestName(subject, entity, values(entity, NAME_PROPERTIES), "name_match") ?? feature("name_match", 0, "The list entry has no name"),
    identifierMatch(subject, entity),
    bestName(subject, entity, values(entity, ["weakAlias"]), "weak_alias_match"),
  ].filter((item): item is Feature => item !== null);
  const qualifiers = [countryDiffers(subject, entity), ...birthFeatures(subject, entity), schemaDiffers(subject, entity), identifierDiffers(subject, entity)]
    .filter((item): item is Feature => item !== null);
  const best = Math.max(...mains.map((item) => item.score * item.weight));
  const qualified = best <= 0 ? 0 : qualifiers.reduce((sum, item) => sum + item.score * item.weight, best);
  return { score: round(Math.min(1, Math.max(0, qualified))), features: [...mains, ...qualifiers] };
}
