// /search/companies: the company directory's full results; the query and the status filter live in the URL.
import type { SEARCH_STATUSES } from "@/lib/directory/search-input";
import type { SearchValues } from "./search-params";

export const COMPANY_SEARCH_PARAMS = ["q", "status", "page"] as const;
export const COMPANY_SEARCH_DEFAULTS = { status: "all", page: "0" };
/** A results page holds as many hits as the endpoint gives at once; further pages go by offset. */
export const COMPANY_SEARCH_PAGE_LIMIT = 50;

export type CompanyStatusFilter = (typeof SEARCH_STATUSES)[number];
export type CompanySearchParam = (typeof COMPANY_SEARCH_PARAMS)[number];
export type CompanySearchValues = SearchValues<CompanySearchParam>;

/** Keyed by the endpoint's own status values, so that a new one fails to compile here until it has a label. */
export const STATUS_FILTER_LABELS: Record<CompanyStatusFilter, string> = {
  all: "Any status",
  active: "Active",
  administration: "In administration",
  liquidation: "In liquidation",
  dissolved: "Dissolved",
};

export function statusFilter(value: string): CompanyStatusFilter {
  return value in STATUS_FILTER_LABELS ? (value as CompanyStatusFilter) : "all";
}

export function companySearchHref(q: string, status: CompanyStatusFilter = "all"): string {
  const params = new URLSearchParams({ q: q.trim() });
  if (status !== "all") params.set("status", status);
  return `/search/companies?${params.toString()}`;
}
