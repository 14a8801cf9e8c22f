// The list of companies to compare, as pasted or put in the URL: numbers separated by commas, spaces or new lines,
// each normalised as the BFF normalises one (1 → 00000001, sc4 → SC000004), duplicates dropped. An unreadable
// entry is named in the refusal, never silently skipped.
import { COMPANY_NUMBER_RULE, normaliseCompanyNumber } from "@/lib/upstream/company-number";

/** Side by side on screen with charts; more become a sortable table. */
export const MAX_ON_SCREEN = 10;
export const MAX_COMPANIES = 200;

export type CompareList = { ok: true; numbers: string[] } | { ok: false; reason: string };

export function readCompareList(text: string | null | undefined): CompareList {
  const entries = (text ?? "").split(/[\s,;]+/).filter(Boolean);
  if (!entries.length) return { ok: false, reason: `Give 2 to ${MAX_COMPANIES} company numbers, separated by commas.` };
  const bad = entries.filter((entry) => normaliseCompanyNumber(entry) === null);
  if (bad.length) {
    const shown = bad.slice(0, 5).map((entry) => `'${entry.slice(0, 20)}'`).join(", ");
    return { ok: false, reason: `Not a company number: ${shown}${bad.length > 5 ? ` and ${bad.length - 5} more` : ""}. Each must be ${COMPANY_NUMBER_RULE}.` };
  }
  const numbers = [...new Set(entries.map((entry) => normaliseCompanyNumber(entry) as string))];
  if (numbers.length > MAX_COMPANIES) return { ok: false, reason: `${numbers.length} companies given; at most ${MAX_COMPANIES} can be compared.` };
  return { ok: true, numbers };
}
