// Query options for the subsidiaries the directory has seen of one company (GET /api/search/subsidiaries).
import { queryOptions } from "@tanstack/react-query";
import type { SubsidiariesAnswer } from "@/lib/directory/subsidiaries-route";
import { apiFetch, apiPath } from "./api-fetch";

export function subsidiariesQuery(crn: string) {
  return queryOptions({
    queryKey: ["subsidiaries", { crn }] as const,
    queryFn: ({ signal }) => apiFetch<SubsidiariesAnswer>(apiPath("/api/search/subsidiaries", { parent: crn }), { signal }),
  });
}
