// One plain function per response schema that reads a good upstream answer in a single pass, made from the schema's
// own description (./fields.ts): the same coercions, the same output as zod's parse, field for field and in the same
// key order, without zod's per-field bookkeeping (an object and an issue list for every field of a 40 kB profile,
// most of a first read's garbage). It only reads: at the first value it does not accept it gives up (NOT_READ), and
// the caller asks zod, whose issue names the field. A schema holding any part not described there gets no reader.
import type { z } from "zod";
import { REFUSED, structures } from "./fields";

/** What a reader returns when it gives up: the scalar coercions' own refusal, so that a coercion is itself a reader. */
export const NOT_READ: typeof REFUSED = REFUSED;
export type CompiledReader = (value: unknown) => unknown;

const compiled = new WeakMap<z.ZodType, CompiledReader | null>();

/** The schema's single-pass reader, or null when the schema holds a part it cannot read the way zod does. */
export function compiledReader(schema: z.ZodType): CompiledReader | null {
  let reader = compiled.get(schema);
  if (reader === undefined) {
    reader = compile(schema);
    compiled.set(schema, reader);
  }
  return reader;
}

function compile(schema: z.ZodType): CompiledReader | null {
  const structure = structures.get(schema);
  if (!structure) return null;
  switch (structure.kind) {
    case "scalar":
      return structure.coerce;
    case "list": {
      const item = listItem(structure.item);
      return item && listReader(item);
    }
    case "record":
      return recordReader(structure.shape);
    case "nullable": {
      const inner = compile(structure.inner);
      return inner && ((value) => (value == null ? null : inner(value)));
    }
  }
}

/** A list's items: described schemas, or zod's own `unknown` (kept as is) and `string` (strings only). */
function listItem(schema: z.ZodType): CompiledReader | null {
  const type = (schema as { _zod?: { def?: { type?: string; checks?: unknown[] } } })._zod?.def;
  if (!structures.has(schema) && type?.type === "unknown") return (value) => value;
  if (!structures.has(schema) && type?.type === "string" && !type.checks?.length) return (value) => (typeof value === "string" ? value : NOT_READ);
  return compile(schema);
}

function listReader(item: CompiledReader): CompiledReader {
  return (value) => {
    const values = value == null ? [] : Array.isArray(value) ? value : [value];
    const read = new Array<unknown>(values.length);
    for (let index = 0; index < values.length; index += 1) {
      const one = item(values[index]);
      if (one === NOT_READ) return NOT_READ;
      read[index] = one;
    }
    return read;
  };
}

function recordReader(shape: z.ZodRawShape): CompiledReader | null {
  const keys = Object.keys(shape);
  if (Object.getOwnPropertySymbols(shape).length) return null;
  const readers: CompiledReader[] = [];
  for (const key of keys) {
    const field = shape[key] as z.ZodType;
    // A field zod may leave out of the output when absent (its own optional, say) is not one of ours.
    const reader = structures.has(field) ? compile(field) : null;
    if (!reader) return null;
    readers.push(reader);
  }
  // A "__proto__" field would make the object literal below set the copy's prototype instead of a key.
  if (keys.includes("__proto__")) return null;
  return recordFunction(keys)(readers, NOT_READ, new Set(keys), Object.hasOwn);
}

/**
 * The record's reader as code written for its keys: each field read into a local, then the copy made by one object
 * literal, so that V8 builds every copy of a record from one shape at once instead of adding its hundred keys one
 * by one. The keys are the schema's own (quoted as JSON strings); the readers are passed in, never written out.
 */
function recordFunction(keys: readonly string[]) {
  const reads = keys.map((key, index) => {
    const name = JSON.stringify(key);
    return `const v${index} = readers[${index}](hasOwn(input, ${name}) ? input[${name}] : undefined);\n  if (v${index} === NOT_READ) return NOT_READ;`;
  });
  const literal = keys.map((key, index) => `${JSON.stringify(key)}: v${index}`).join(", ");
  const body = `return function readRecord(input) {
  if (input === null || typeof input !== "object" || Array.isArray(input)) return NOT_READ;
  ${reads.join("\n  ")}
  // The listed fields first, in the schema's order, then the others in the answer's: zod's order.
  const read = { ${literal} };
  for (const key in input) {
    if (known.has(key)) continue;
    // A JSON "__proto__" key is an own property; assigning it would set the copy's prototype instead.
    if (key === "__proto__") return NOT_READ;
    read[key] = input[key];
  }
  return read;
};`;
  return new Function("readers", "NOT_READ", "known", "hasOwn", body) as (
    readers: CompiledReader[], notRead: typeof NOT_READ, known: ReadonlySet<string>, hasOwn: (target: object, key: PropertyKey) => boolean,
  ) => CompiledReader;
}
