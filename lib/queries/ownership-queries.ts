// Query options for the Ownership tab: the graph at the depth the user chose (the depth is part of the key).
import { queryOptions } from "@tanstack/react-query";
import type { OwnershipGraph } from "@/lib/ownership/ownership-graph";
import { apiFetch, apiPath } from "./api-fetch";

export const ownershipPath = (crn: string, query: Record<string, string | number> = {}) =>
  apiPath(`/api/companies/${encodeURIComponent(crn)}/ownership`, query);

export function ownershipQuery(crn: string, depth: number) {
  return queryOptions({
    queryKey: ["ownership", { crn, depth }] as const,
    queryFn: ({ signal }) => apiFetch<OwnershipGraph>(ownershipPath(crn, { depth }), { signal }),
    // Following owners costs up to MAX_LOOKUPS upstream calls: keep the graph while the user looks at other tabs.
    staleTime: 5 * 60_000,
  });
}
