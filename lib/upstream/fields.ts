// Tolerant readers for the upstream's scalar and container fields.
// The spec's sample payloads use placeholder scalars, and a real upstream drifts: numbers arrive as
// strings and strings as numbers, fields go missing or null, arrays arrive as null or as one object.
// Every reader here accepts those forms and hands on one type; unknown fields are kept (looseObject).
import { z } from "zod";

const NUMERIC = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/** A string field: numbers and booleans are turned into their text; null and missing stay null. */
export const text = z
  .union([z.string(), z.number(), z.boolean()], { error: "expected text" })
  .transform((value) => String(value))
  .nullish()
  .transform((value) => value ?? null);

/** A number field: numeric-looking strings (thousands commas allowed) become numbers; "" and null become null. */
export const num = z
  .union([
    z.number(),
    z
      .string()
      .transform((value) => value.trim().replace(/,/g, ""))
      .refine((value) => value === "" || NUMERIC.test(value), { message: "expected a number" })
      .transform((value) => (value === "" ? null : Number(value))),
  ], { error: "expected a number" })
  .nullish()
  .transform((value) => value ?? null);

/** An integer field; upstreams send whole numbers, but a stray fraction is kept rather than refused. */
export const int = num;

const TRUE_WORDS = new Set(["true", "1", "y", "yes"]);
const FALSE_WORDS = new Set(["false", "0", "n", "no", ""]);

/** A boolean field: true/false, 1/0 and "true"/"false"/"y"/"n" (any case). */
export const bool = z
  .union([
    z.boolean(),
    z.literal(0).transform(() => false),
    z.literal(1).transform(() => true),
    z
      .string()
      .refine((value) => TRUE_WORDS.has(value.trim().toLowerCase()) || FALSE_WORDS.has(value.trim().toLowerCase()), {
        message: "expected a boolean",
      })
      .transform((value) => TRUE_WORDS.has(value.trim().toLowerCase())),
  ], { error: "expected a boolean" })
  .nullish()
  .transform((value) => value ?? null);

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
