// The parameters of GET /api/search/subsidiaries, validated like every BFF input: unknown, repeated or out-of-range
// parameters are refused with a 400 problem naming the parameter.
import type { Problem } from "../api/problem";
import { COMPANY_NUMBER_RULE, normaliseCompanyNumber } from "../upstream/company-number";
import { clip, refuse } from "./search-input";

export const SUBSIDIARY_PARAMETERS = ["parent", "limit"] as const;
export const MAX_SUBSIDIARIES = 500;
export const DEFAULT_SUBSIDIARIES = 100;

export interface SubsidiariesInput {
  /** Normalised company number. */
  parent: string;
  limit: number;
}

export type SubsidiariesInputResult = { ok: true; input: SubsidiariesInput } | { ok: false; problem: Problem };

export function readSubsidiariesInput(search: URLSearchParams): SubsidiariesInputResult {
  for (const name of new Set(search.keys())) {
    if (!(SUBSIDIARY_PARAMETERS as readonly string[]).includes(name)) {
      return refuse(name, `Unknown query parameter '${clip(name)}'. Allowed: ${SUBSIDIARY_PARAMETERS.join(", ")}.`);
    }
    if (search.getAll(name).length > 1) return refuse(name, `Query parameter '${name}' is given more than once.`);
  }
  const rawParent = search.get("parent");
  if (rawParent === null || !rawParent.trim()) return refuse("parent", `The query parameter 'parent' is required: ${COMPANY_NUMBER_RULE}.`);
  const parent = rawParent.length <= 20 ? normaliseCompanyNumber(rawParent) : null;
  if (!parent) return refuse("parent", `The query parameter 'parent' must be ${COMPANY_NUMBER_RULE}; got '${clip(rawParent)}'.`);

  const rawLimit = search.get("limit");
  let limit = DEFAULT_SUBSIDIARIES;
  if (rawLimit !== null) {
    if (!/^\d{1,3}$/.test(rawLimit.trim()) || Number(rawLimit) < 1 || Number(rawLimit) > MAX_SUBSIDIARIES) {
      return refuse("limit", `The query parameter 'limit' must be a whole number from 1 to ${MAX_SUBSIDIARIES}; got '${clip(rawLimit)}'.`);
    }
    limit = Number(rawLimit);
  }
  return { ok: true, input: { parent, limit } };
}
