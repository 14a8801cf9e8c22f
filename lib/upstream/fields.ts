// Tolerant readers for the upstream's scalar and container fields.
// The spec's sample payloads use placeholder scalars, and a real upstream drifts: numbers arrive as
// strings and strings as numbers, fields go missing or null, arrays arrive as null or as one object.
// Every reader here accepts those forms and hands on one type; unknown fields are kept (looseObject).
import { z } from "zod";

const NUMERIC = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

// Each scalar reader is one transform over any value rather than a union of typed branches wrapped in
// nullish/transform steps: a profile holds hundreds of these fields and every zod layer is a call and an object per
// field; the accepted forms, the values handed on and the messages are the same.

/** A string field: numbers and booleans are turned into their text; null and missing stay null. */
export const text = z.unknown().optional().transform((value, context): string | null => {
  if (typeof value === "string") return value;
  if (value == null) return null;
  if (typeof value === "boolean" || (typeof value === "number" && Number.isFinite(value))) return String(value);
  context.issues.push({ code: "custom", message: "expected text", input: value });
  return z.NEVER;
});

/** A number field: numeric-looking strings (thousands commas allowed) become numbers; "" and null become null. */
export const num = z.unknown().optional().transform((value, context): number | null => {
  if (typeof value === "number" && Number.isFinite(value)) return value;
  if (value == null) return null;
  if (typeof value === "string") {
    const cleaned = value.trim().replace(/,/g, "");
    if (cleaned === "") return null;
    if (NUMERIC.test(cleaned)) return Number(cleaned);
  }
  context.issues.push({ code: "custom", message: "expected a number", input: value });
  return z.NEVER;
});

/** An integer field; upstreams send whole numbers, but a stray fraction is kept rather than refused. */
export const int = num;

const TRUE_WORDS = new Set(["true", "1", "y", "yes"]);
const FALSE_WORDS = new Set(["false", "0", "n", "no", ""]);

/** A boolean field: true/false, 1/0 and "true"/"false"/"y"/"n" (any case). */
export const bool = z.unknown().optional().transform((value, context): boolean | null => {
  if (typeof value === "boolean") return value;
  if (value == null) return null;
  if (value === 0 || value === 1) return value === 1;
  if (typeof value === "string") {
    const word = value.trim().toLowerCase();
    if (TRUE_WORDS.has(word)) return true;
    if (FALSE_WORDS.has(word)) return false;
  }
  context.issues.push({ code: "custom", message: "expected a boolean", input: value });
  return z.NEVER;
});

/** An array field: null or missing reads as [], a lone object as a one-item array. */
export function list<T extends z.ZodType>(item: T) {
  return z.preprocess(
    (value) => (value == null ? [] : Array.isArray(value) ? value : [value]),
    z.array(item),
  );
}

/** An object field: every listed field is read tolerantly and unknown fields are kept. */
export function record<T extends z.ZodRawShape>(shape: T) {
  return z.looseObject(shape);
}

/** An object field that may be null or missing. */
export function optionalRecord<T extends z.ZodRawShape>(shape: T) {
  return record(shape).nullish().transform((value) => value ?? null);
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
