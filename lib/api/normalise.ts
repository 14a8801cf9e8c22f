// Turns a parsed upstream answer into what the browser receives. Operations 12–20 may answer with one record or
// a list; the browser always gets `{ items, page, size }` for them.
import type { z } from "zod";
import { wordFilingHistory } from "../company/filing-wording";
import { compiledReader, NOT_READ } from "../upstream/compiled-reader";
import type { ListResult, Operation } from "../upstream/operations";

export type NormaliseResult = { ok: true; body: unknown } | { ok: false; reason: string };

/** Reads `body` in place where it is good (../upstream/compiled-reader.ts): it must be the caller's own parse. */
export function normaliseAnswer(operation: Operation, body: unknown, query: Record<string, string | number>): NormaliseResult {
  if (operation.answers === "record") {
    if (body === null || typeof body !== "object" || Array.isArray(body)) {
      return { ok: false, reason: "expected one record (a JSON object)" };
    }
    return withWording(operation, parseWith(operation.schema, body));
  }
  const records = body === null ? [] : Array.isArray(body) ? body : [body];
  const items: unknown[] = [];
  for (const [index, record] of records.entries()) {
    const parsed = parseWith(operation.schema, record, `[${index}]`);
    if (!parsed.ok) return parsed;
    items.push(parsed.body);
  }
  return { ok: true, body: listResult(items, query) };
}

/**
 * Filing items get Companies House's wording here, once, for the screens and the report alike; added in place, as
 * the body is this read's own (the lookup's own parse read in place, or zod's copy; never a kept one).
 */
function withWording(operation: Operation, result: NormaliseResult): NormaliseResult {
  if (!result.ok) return result;
  if (operation.path === "/companies/{crn}/documents") wordFilingHistory(result.body);
  else if (operation.path === "/companies/{crn}") wordFilingHistory((result.body as { documents?: unknown }).documents);
  return result;
}

export function listResult<T>(items: T[], query: Record<string, string | number>): ListResult<T> {
  return {
    items,
    page: typeof query.page === "number" ? query.page : null,
    size: typeof query.size === "number" ? query.size : null,
  };
}

/** A good answer is read in one pass (../upstream/compiled-reader.ts); zod reads the rest, and names what is wrong. */
function parseWith(schema: z.ZodType, value: unknown, prefix = ""): NormaliseResult {
  const reader = compiledReader(schema);
  const read = reader ? reader(value) : NOT_READ;
  if (read !== NOT_READ) return { ok: true, body: read };
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, body: result.data };
  const issue = result.error.issues[0];
  const where = `${prefix}${issue.path.map((part) => (typeof part === "number" ? `[${part}]` : `.${String(part)}`)).join("")}`;
  return { ok: false, reason: `${where.replace(/^\./, "") || "the body"}: ${issue.message}` };
}
