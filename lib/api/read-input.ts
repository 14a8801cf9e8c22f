// Reads and validates a request's path and query against an operation's rules (zod schemas, lib/upstream/params.ts)
// before anything goes upstream; a refusal is a problem naming the parameter and what it allows.
// Unknown or repeated query parameters are refused rather than ignored: nothing a caller sends is silently dropped.
import type { Operation } from "../upstream/operations";
import { allowedBy, parseDayMonthYear, type ParamRule } from "../upstream/params";
import { problem, type Problem } from "./problem";

export interface ValidInput {
  path: Record<string, string>;
  query: Record<string, string | number>;
}

export type InputResult = { ok: true; input: ValidInput } | { ok: false; problem: Problem };

/** What reading an input needs of an operation: its parameter rules (the report's own route has the same kind). */
export type InputRules = Pick<Operation, "pathParams" | "query" | "dateRanges">;

/** Longest raw parameter value accepted; longer ones are refused before any rule reads them. */
const MAX_PARAM_LENGTH = 512;

export function readInput(operation: InputRules, rawPath: Record<string, string>, search: URLSearchParams): InputResult {
  const path: Record<string, string> = {};
  for (const [name, rule] of Object.entries(operation.pathParams)) {
    const result = readOne(rule, rawPath[name], name, "path");
    if (!result.ok) return result;
    path[name] = String(result.value);
  }

  const allowed = Object.keys(operation.query);
  for (const name of new Set(search.keys())) {
    if (!(name in operation.query)) {
      const list = allowed.length ? `Allowed: ${allowed.join(", ")}.` : "This operation takes no query parameters.";
      return refuse(name, `Unknown query parameter '${clip(name)}'. ${list}`);
    }
    if (search.getAll(name).length > 1) return refuse(name, `Query parameter '${name}' is given more than once.`);
  }

  const query: Record<string, string | number> = {};
  for (const [name, rule] of Object.entries(operation.query)) {
    const raw = search.get(name) ?? undefined;
    const result = readOne(rule, raw, name, "query");
    if (!result.ok) return result;
    if (result.value !== undefined) query[name] = result.value;
  }

  for (const [from, to] of operation.dateRanges ?? []) {
    const start = typeof query[from] === "string" ? parseDayMonthYear(query[from]) : null;
    const end = typeof query[to] === "string" ? parseDayMonthYear(query[to]) : null;
    if (start && end && start > end) return refuse(from, `'${from}' (${query[from]}) must not be after '${to}' (${query[to]}).`);
  }
  return { ok: true, input: { path, query } };
}

type OneResult = { ok: true; value: string | number | undefined } | { ok: false; problem: Problem };

function readOne(rule: ParamRule, raw: string | undefined, name: string, where: "path" | "query"): OneResult {
  const given = raw === undefined || raw.trim() === "" ? undefined : raw;
  const result = given === undefined || given.length <= MAX_PARAM_LENGTH ? rule.safeParse(given) : null;
  if (result?.success) return { ok: true, value: result.data };
  if (given === undefined) return refuse(name, `The ${where} parameter '${name}' is required: ${allowedBy(rule)}.`);
  return refuse(name, `The ${where} parameter '${name}' must be ${allowedBy(rule)}; got '${clip(given)}'.`);
}

function refuse(parameter: string, detail: string): { ok: false; problem: Problem } {
  return { ok: false, problem: problem("invalid-parameter", detail, { parameter }) };
}

/** Echoes at most 40 printable characters of what the caller sent, so that a problem never carries a payload. */
function clip(raw: string): string {
  const printable = raw.replace(/[^\x20-\x7e]/g, "\uFFFD");
  return printable.length > 40 ? `${printable.slice(0, 40)}…` : printable;
}
