// One plain function per response schema that reads a good upstream answer in a single pass, made from the schema's
// own description (./fields.ts): the same coercions and the same values as zod's parse, field for field, without
// zod's per-field bookkeeping (an object and an issue list for every field of a profile). It reads the
// answer's own parse in place: a value it coerces (a number sent as text, a field left out read as null, a lone
// object read as a list) is written back, and everything else is left where it is, so that a good answer costs no
// copy. The caller must own the value (a parse of its own; ./ok-outcome.ts hands each lookup one). At the first value
// it does not accept it gives up (NOT_READ), and the caller asks zod, whose issue names the field: what was
// coerced before that is what zod would read it as, so zod's answer is the same.
//
// The keys come out in the answer's order, with the fields it left out after them, where zod puts the schema's
// fields first: the same JSON object, serialised in another order.
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
    if (value == null) return [];
    if (!Array.isArray(value)) {
      const one = item(value);
      return one === NOT_READ ? NOT_READ : [one];
    }
    for (let index = 0; index < value.length; index += 1) {
      const given: unknown = value[index];
      const read = item(given);
      if (read === given) continue;
      if (read === NOT_READ) return NOT_READ;
      value[index] = read;
    }
    return value;
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
  // A "__proto__" field could not be written back as a key.
  if (keys.includes("__proto__")) return null;
  return recordFunction(keys)(readers, NOT_READ, Object.hasOwn);
}

/**
 * The record's reader as code written for its keys, each field read and, when its reader gives another value, written
 * back: no loop over a table of keys and no per-field closure call beyond the field's own reader. The keys are the
 * schema's own (quoted as JSON strings); the readers are passed in, never written out.
 */
function recordFunction(keys: readonly string[]) {
  const reads = keys.map((key, index) => {
    const name = JSON.stringify(key);
    // An own field's read needs no hasOwn unless an object's prototype has a property of that name ("constructor").
    const get = key in Object.prototype ? `hasOwn(input, ${name}) ? input[${name}] : undefined` : `input[${name}]`;
    return `given = ${get};
  read = readers[${index}](given);
  if (read !== given) {
    if (read === NOT_READ) return NOT_READ;
    input[${name}] = read;
  }`;
  });
  const body = `return function readRecord(input) {
  if (input === null || typeof input !== "object" || Array.isArray(input)) return NOT_READ;
  // A JSON "__proto__" key is an own property: zod reads such a record (into a copy), never this reader.
  if (hasOwn(input, "__proto__")) return NOT_READ;
  let given, read;
  ${reads.join("\n  ")}
  return input;
};`;
  return new Function("readers", "NOT_READ", "hasOwn", body) as (
    readers: CompiledReader[], notRead: typeof NOT_READ, hasOwn: (target: object, key: PropertyKey) => boolean,
  ) => CompiledReader;
}
