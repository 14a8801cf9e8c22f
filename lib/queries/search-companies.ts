// Query options and hook for the company directory (name search), keyed by the query text, the limit and the status.
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { SearchResult } from "@/lib/directory/search";
import type { CompanyStatusFilter } from "@/lib/url-state/company-search";
import { apiFetch, apiPath } from "./api-fetch";

export type { SearchHit as CompanyHit, MatchedField } from "@/lib/directory/search";

export interface CompanySearchQuery {
  q: string;
  limit: number;
  status: CompanyStatusFilter;
  /** The results screen's paging (always sent there, 0 on the first page); the typeahead leaves it out. */
  offset?: number;
}

export function companySearchOptions({ q, limit, status, offset }: CompanySearchQuery) {
  return queryOptions({
    queryKey: ["search-companies", { q, limit, status, offset }] as const,
    queryFn: ({ signal }) =>
      apiFetch<SearchResult>(apiPath("/api/search/companies", { q, limit, status, offset }), { signal }),
    // Typing refines the same search: the last answer stays on screen until the next one lands.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useCompanySearch(query: CompanySearchQuery | null) {
  return useQuery({ ...companySearchOptions(query ?? { q: "", limit: 1, status: "all" }), enabled: query !== null });
}
