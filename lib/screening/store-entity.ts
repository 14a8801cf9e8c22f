// One FollowTheMoney entity as the screening store keeps it: the fields the matcher compares pulled out of its
// properties (each a list of strings in the format), and the raw properties kept whole for the explanation and for
// fields a later matcher may want. Reading is tolerant of extra fields and strict about the few the format requires.

export interface ScreeningEntity {
  id: string;
  schema: string;
  caption: string;
  /** Every name it goes by: `name`, `alias` and `previousName` (weak aliases stay in `properties` only). */
  names: string[];
  /** `YYYY`, `YYYY-MM` or `YYYY-MM-DD`, as the list gives them. */
  birthDates: string[];
  /** ISO 3166-1 alpha-2, lower case: where it is (`country`, `jurisdiction`). */
  countries: string[];
  nationalities: string[];
  /** Registration, tax and other numbers, as given. */
  identifiers: string[];
  /** `sanction`, `role.pep`, `debarment`, … */
  topics: string[];
  /** Which source lists name it. */
  datasets: string[];
  properties: Record<string, string[]>;
  /** The list's own timestamp of its last change, when it gives one (a list's date falls back to the latest). */
  lastChange: string | null;
}

const NAME_PROPERTIES = ["name", "alias", "previousName"];
const COUNTRY_PROPERTIES = ["country", "jurisdiction", "mainCountry"];
const NATIONALITY_PROPERTIES = ["nationality", "citizenship"];
const IDENTIFIER_PROPERTIES = [
  "registrationNumber", "taxNumber", "idNumber", "passportNumber", "vatCode", "leiCode", "innCode", "ogrnCode",
  "okpoCode", "swiftBic", "imoNumber", "dunsCode", "uniqueEntityId", "npiCode",
];

/** Schemas that name an address or a link, not a party one screens: stored, never indexed by name. */
const UNSCREENED_SCHEMAS = new Set(["Address", "Sanction", "Ownership", "Directorship", "Family", "Associate", "Occupancy",
  "Membership", "Employment", "Representation", "UnknownLink", "Identification", "Passport", "Position"]);

export function screenedSchema(schema: string): boolean {
  return !UNSCREENED_SCHEMAS.has(schema);
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string" && item.trim() !== "") : [];
}

function gather(properties: Record<string, string[]>, keys: readonly string[]): string[] {
  return [...new Set(keys.flatMap((key) => properties[key] ?? []))];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** True when a parsed line has the entity's required shape: what tells a FollowTheMoney file from any other JSON. */
export function looksLikeEntity(value: unknown): value is Record<string, unknown> {
  return isObject(value) && typeof value.id === "string" && value.id !== "" && typeof value.schema === "string"
    && value.schema !== "" && isObject(value.properties);
}

/** The entity of a parsed line, or why it is not one. */
export function readEntity(value: unknown): ScreeningEntity | { problem: string } {
  if (!looksLikeEntity(value)) return { problem: "not a FollowTheMoney entity (needs id, schema and properties)" };
  const raw = value.properties as Record<string, unknown>;
  const properties: Record<string, string[]> = {};
  for (const [key, list] of Object.entries(raw)) {
    const kept = strings(list);
    if (kept.length > 0) properties[key] = kept;
  }
  const names = gather(properties, NAME_PROPERTIES);
  const caption = typeof value.caption === "string" && value.caption.trim() !== "" ? value.caption : (names[0] ?? value.id as string);
  return {
    id: value.id as string,
    schema: value.schema as string,
    caption,
    names,
    birthDates: gather(properties, ["birthDate"]),
    countries: gather(properties, COUNTRY_PROPERTIES).map((code) => code.toLowerCase()),
    nationalities: gather(properties, NATIONALITY_PROPERTIES).map((code) => code.toLowerCase()),
    identifiers: gather(properties, IDENTIFIER_PROPERTIES),
    topics: gather(properties, ["topics"]),
    datasets: strings(value.datasets),
    properties,
    lastChange: typeof value.last_change === "string" ? value.last_change : null,
  };
}

export type DeltaOp = { op: "ADD" | "MOD"; entity: ScreeningEntity } | { op: "DEL"; id: string };

const OPS = new Set(["ADD", "MOD", "DEL"]);

/** True when a parsed line has a delta operation's shape (`{"op": …, "entity": {…}}`). */
export function looksLikeDeltaOp(value: unknown): value is Record<string, unknown> {
  return isObject(value) && typeof value.op === "string" && OPS.has(value.op) && isObject(value.entity);
}

/** The operation of a parsed delta line, or why it is not one. A DEL needs only the entity's id. */
export function readDeltaOp(value: unknown): DeltaOp | { problem: string } {
  if (!looksLikeDeltaOp(value)) return { problem: 'not a delta operation (needs "op": ADD, MOD or DEL, and "entity")' };
  const entityValue = value.entity as Record<string, unknown>;
  if (value.op === "DEL") {
    return typeof entityValue.id === "string" && entityValue.id !== "" ? { op: "DEL", id: entityValue.id } : { problem: "DEL without an entity id" };
  }
  const entity = readEntity(entityValue);
  return "problem" in entity ? entity : { op: value.op as "ADD" | "MOD", entity };
}
