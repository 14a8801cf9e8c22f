// /search/charges: three modes over operations 12, 13 and 14. The URL holds the mode and only that mode's filters,
// so that a shared link never carries a filter that had no effect.
import { dateForApi } from "./dates";
import type { SearchValues } from "./search-params";

export const CHARGE_MODES = ["unsecured", "secured", "by-date"] as const;
export type ChargeMode = (typeof CHARGE_MODES)[number];

export const CHARGES_PARAMS = ["mode", "lendingTag", "chargeType", "fromDate", "toDate", "size", "page"] as const;
export const CHARGES_DEFAULTS = { mode: "unsecured", size: "25", page: "0" };

export type ChargesParam = (typeof CHARGES_PARAMS)[number];
export type ChargesValues = SearchValues<ChargesParam>;

const MODE_FIELDS: Record<ChargeMode, readonly ChargesParam[]> = {
  unsecured: ["lendingTag"],
  secured: ["chargeType"],
  "by-date": ["fromDate", "toDate"],
};

export function chargeMode(text: string): ChargeMode {
  return (CHARGE_MODES as readonly string[]).includes(text) ? (text as ChargeMode) : "unsecured";
}

/** The values to write to the URL: the mode, its own filters, and paging. */
export function chargesUrlValues(values: ChargesValues): Partial<ChargesValues> {
  const mode = chargeMode(values.mode);
  const kept: Partial<ChargesValues> = { mode, size: values.size, page: values.page };
  for (const name of MODE_FIELDS[mode]) kept[name] = values[name];
  return kept;
}

/**
 * What the query hook sends for each mode. Operation 14 takes no paging, so by-date results are paged in the
 * browser with the same size and page.
 */
export type ChargesRequest =
  | { mode: "unsecured"; lendingTag: string; size: string; page: string }
  | { mode: "secured"; chargeType: string; size: string; page: string }
  | { mode: "by-date"; fromDate: string; toDate: string };

export function chargesRequest(values: ChargesValues): ChargesRequest {
  const mode = chargeMode(values.mode);
  if (mode === "secured") return { mode, chargeType: values.chargeType, size: values.size, page: values.page };
  if (mode === "by-date") {
    return {
      mode,
      fromDate: values.fromDate && dateForApi(values.fromDate),
      toDate: values.toDate && dateForApi(values.toDate),
    };
  }
  return { mode, lendingTag: values.lendingTag, size: values.size, page: values.page };
}
