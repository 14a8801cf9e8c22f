// Tolerant readers for the upstream's scalar and container fields.
// The spec's sample payloads use placeholder scalars, and a real upstream drifts: numbers arrive as
// strings and strings as numbers, fields go missing or null, arrays arrive as null or as one object.
// Every reader here accepts those forms and hands on one type; unknown fields are kept (looseObject).
import { z } from "zod";

const NUMERIC = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

// Each scalar reader is one transform over any value rather than a union of typed branches wrapped in
// nullish/transform steps: a profile holds hundreds of these fields and every zod layer is a call and an object per
// field; the accepted forms, the values handed on and the messages are the same.
//
// Every schema built here is also described in `structures` (its kind and parts), from which ./compiled-reader.ts
// makes one plain function per response schema that reads a good answer in a single pass; the coercions below are
// the one definition of what each scalar accepts, used by both.

/** What a scalar coercion returns for a value it does not accept. */
export const REFUSED: unique symbol = Symbol("refused");
type Coerce<T> = (value: unknown) => T | null | typeof REFUSED;

export type Structure =
  | { kind: "scalar"; coerce: Coerce<unknown> }
  | { kind: "list"; item: z.ZodType }
  | { kind: "record"; shape: z.ZodRawShape }
  | { kind: "nullable"; inner: z.ZodType };

export const structures = new WeakMap<z.ZodType, Structure>();

function withStructure<T extends z.ZodType>(schema: T, structure: Structure): T {
  structures.set(schema, structure);
  return schema;
}

function scalar<T>(coerce: Coerce<T>, message: string) {
  const schema = z.unknown().optional().transform((value, context): T | null => {
    const read = coerce(value);
    if (read !== REFUSED) return read;
    context.issues.push({ code: "custom", message, input: value });
    return z.NEVER;
  });
  return withStructure(schema, { kind: "scalar", coerce });
}

const readText: Coerce<string> = (value) => {
  if (typeof value === "string") return value;
  if (value == null) return null;
  if (typeof value === "boolean" || (typeof value === "number" && Number.isFinite(value))) return String(value);
  return REFUSED;
};

const readNumber: Coerce<number> = (value) => {
  if (typeof value === "number" && Number.isFinite(value)) return value;
  if (value == null) return null;
  if (typeof value === "string") {
    const cleaned = value.trim().replace(/,/g, "");
    if (cleaned === "") return null;
    if (NUMERIC.test(cleaned)) return Number(cleaned);
  }
  return REFUSED;
};

const TRUE_WORDS = new Set(["true", "1", "y", "yes"]);
const FALSE_WORDS = new Set(["false", "0", "n", "no", ""]);

const readBoolean: Coerce<boolean> = (value) => {
  if (typeof value === "boolean") return value;
  if (value == null) return null;
  if (value === 0 || value === 1) return value === 1;
  if (typeof value === "string") {
    const word = value.trim().toLowerCase();
    if (TRUE_WORDS.has(word)) return true;
    if (FALSE_WORDS.has(word)) return false;
  }
  return REFUSED;
};

/** A string field: numbers and booleans are turned into their text; null and missing stay null. */
export const text = scalar(readText, "expected text");

/** A number field: numeric-looking strings (thousands commas allowed) become numbers; "" and null become null. */
export const num = scalar(readNumber, "expected a number");

/** An integer field; upstreams send whole numbers, but a stray fraction is kept rather than refused. */
export const int = num;

/** A boolean field: true/false, 1/0 and "true"/"false"/"y"/"n" (any case). */
export const bool = scalar(readBoolean, "expected a boolean");

/** An array field: null or missing reads as [], a lone object as a one-item array. */
export function list<T extends z.ZodType>(item: T) {
  const schema = z.preprocess(
    (value) => (value == null ? [] : Array.isArray(value) ? value : [value]),
    z.array(item),
  );
  return withStructure(schema, { kind: "list", item });
}

/** An object field: every listed field is read tolerantly and unknown fields are kept. */
export function record<T extends z.ZodRawShape>(shape: T) {
  return withStructure(z.looseObject(shape), { kind: "record", shape });
}

/** A field that may be null or missing (read as null), or else what `schema` reads. */
export function orNull<T extends z.ZodType>(schema: T) {
  return withStructure(schema.nullish().transform((value) => value ?? null), { kind: "nullable", inner: schema });
}

/** An object field that may be null or missing. */
export function optionalRecord<T extends z.ZodRawShape>(shape: T) {
  return orNull(record(shape));
}

/** Builds a shape of text fields from their names (most of the spec's fields are plain strings). */
export function textFields<const K extends string>(names: readonly K[]) {
  return Object.fromEntries(names.map((name) => [name, text])) as { [P in K]: typeof text };
}

/** Builds a shape of number fields from their names. */
export function numberFields<const K extends string>(names: readonly K[]) {
  return Object.fromEntries(names.map((name) => [name, num])) as { [P in K]: typeof num };
}

/** Builds a shape of boolean fields from their names. */
export function boolFields<const K extends string>(names: readonly K[]) {
  return Object.fromEntries(names.map((name) => [name, bool])) as { [P in K]: typeof bool };
}
