// /search/procurement: the filters of operation 19 under the BFF's own query names, dates kept as input dates.
import { dateForApi } from "./dates";
import type { SearchValues } from "./search-params";

export const PROCUREMENT_FILTERS = [
  "cpv-codes", "status", "procurement-stage", "contract-type",
  "closingDateFrom", "closingDateTo", "contractEndDateFrom", "contractEndDateTo",
] as const;
export const PROCUREMENT_DATE_FILTERS = ["closingDateFrom", "closingDateTo", "contractEndDateFrom", "contractEndDateTo"] as const;
export const PROCUREMENT_PARAMS = [...PROCUREMENT_FILTERS, "page", "size"] as const;
export const PROCUREMENT_DEFAULTS = { page: "0", size: "25" };

export type ProcurementParam = (typeof PROCUREMENT_PARAMS)[number];
export type ProcurementValues = SearchValues<ProcurementParam>;
/** The BFF query of operation 19: every parameter, dates in dd/mm/yyyy, empty ones left for apiPath to drop. */
export type ProcurementQuery = Record<ProcurementParam, string>;

const DATE_SET = new Set<string>(PROCUREMENT_DATE_FILTERS);

export function procurementQuery(values: ProcurementValues): ProcurementQuery {
  const query = {} as ProcurementQuery;
  for (const name of PROCUREMENT_PARAMS) {
    query[name] = DATE_SET.has(name) && values[name] ? dateForApi(values[name]) : values[name];
  }
  return query;
}
