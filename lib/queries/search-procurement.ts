// Query options and hook for operation 19 (government procurement), keyed by every filter and the paging.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OperationResult } from "@/lib/upstream/operations";
import type { ProcurementQuery } from "@/lib/url-state/procurement-search";
import { apiFetch, apiPath } from "./api-fetch";

export type ProcurementResult = OperationResult<"govtProcurement">;

export function procurementSearchOptions(query: ProcurementQuery) {
  return queryOptions({
    queryKey: ["govt-procurement", query] as const,
    queryFn: ({ signal }) => apiFetch<ProcurementResult>(apiPath("/api/govt-procurement", query), { signal }),
  });
}

/** Runs only once the screen has a search (`null` means the form has not been submitted). */
export function useProcurementSearch(query: ProcurementQuery | null) {
  return useQuery({ ...procurementSearchOptions(query ?? ({} as ProcurementQuery)), enabled: query !== null });
}
