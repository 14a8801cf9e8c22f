// The search endpoint's parameters, validated the way every BFF input is: anything unknown, repeated or out of range
// is refused with a 400 problem naming the parameter, never ignored.
import { problem, type Problem } from "../api/problem";
import type { StatusGroup } from "./store";

/** `status` values: a group of Companies House statuses, or "all" (the default). */
export const SEARCH_STATUSES = ["all", "active", "administration", "liquidation", "dissolved"] as const;
export const SEARCH_PARAMETERS = ["q", "limit", "status", "offset"] as const;
export const MAX_QUERY_LENGTH = 100;
export const MAX_LIMIT = 50;
export const DEFAULT_LIMIT = 10;
/** How deep the results screen may page: the closest 500 companies are ranked, in pages of up to 50. */
export const MAX_RESULTS = 500;
export const MAX_OFFSET = MAX_RESULTS - 1;

export interface SearchInput {
  q: string;
  limit: number;
  /** null: every status. */
  status: StatusGroup | null;
  /**
   * Hits to skip: the results screen pages with it (and always sends it, 0 on its first page). Absent for the
   * typeahead, which ranks a smaller, faster candidate set.
   */
  offset: number | null;
}

export type SearchInputResult = { ok: true; input: SearchInput } | { ok: false; problem: Problem };

export function readSearchInput(search: URLSearchParams): SearchInputResult {
  for (const name of new Set(search.keys())) {
    if (!(SEARCH_PARAMETERS as readonly string[]).includes(name)) {
      return refuse(name, `Unknown query parameter '${clip(name)}'. Allowed: ${SEARCH_PARAMETERS.join(", ")}.`);
    }
    if (search.getAll(name).length > 1) return refuse(name, `Query parameter '${name}' is given more than once.`);
  }
  const q = (search.get("q") ?? "").trim();
  if (!q) return refuse("q", `The query parameter 'q' is required: 1 to ${MAX_QUERY_LENGTH} characters of a name, number or postcode.`);
  if (q.length > MAX_QUERY_LENGTH) return refuse("q", `The query parameter 'q' must be at most ${MAX_QUERY_LENGTH} characters; got ${q.length}.`);
  if (/[\u0000-\u001f\u007f]/.test(q)) return refuse("q", "The query parameter 'q' must not contain control characters.");

  const rawLimit = search.get("limit");
  let limit = DEFAULT_LIMIT;
  if (rawLimit !== null) {
    if (!/^\d{1,3}$/.test(rawLimit.trim()) || Number(rawLimit) < 1 || Number(rawLimit) > MAX_LIMIT) {
      return refuse("limit", `The query parameter 'limit' must be a whole number from 1 to ${MAX_LIMIT}; got '${clip(rawLimit)}'.`);
    }
    limit = Number(rawLimit);
  }

  const rawStatus = search.get("status");
  let status: StatusGroup | null = null;
  if (rawStatus !== null) {
    const value = rawStatus.trim().toLowerCase();
    if (!(SEARCH_STATUSES as readonly string[]).includes(value)) {
      return refuse("status", `The query parameter 'status' must be one of ${SEARCH_STATUSES.join(", ")}; got '${clip(rawStatus)}'.`);
    }
    status = value === "all" ? null : (value as StatusGroup);
  }
  const rawOffset = search.get("offset");
  let offset: number | null = null;
  if (rawOffset !== null) {
    if (!/^\d{1,3}$/.test(rawOffset.trim()) || Number(rawOffset) > MAX_OFFSET) {
      return refuse("offset", `The query parameter 'offset' must be a whole number from 0 to ${MAX_OFFSET}; got '${clip(rawOffset)}'.`);
    }
    offset = Number(rawOffset);
  }
  return { ok: true, input: { q, limit, status, offset } };
}

/** A 400 problem naming the parameter; shared by the directory's routes. */
export function refuse(parameter: string, detail: string): { ok: false; problem: Problem } {
  return { ok: false, problem: problem("invalid-parameter", detail, { parameter }) };
}

/** A parameter as the problem quotes it: printable and short. */
export function clip(raw: string): string {
  const printable = raw.replace(/[^\x20-\x7e]/g, "\uFFFD");
  return printable.length > 40 ? `${printable.slice(0, 40)}…` : printable;
}
