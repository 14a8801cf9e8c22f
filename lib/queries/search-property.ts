// Query options and hook for operation 17 (the company linked to a property title), keyed by the title number.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OperationResult } from "@/lib/upstream/operations";
import { apiFetch } from "./api-fetch";

export type PropertyResult = OperationResult<"propertyByTitle">;

export function propertySearchOptions(title: string) {
  return queryOptions({
    queryKey: ["property-by-title", { title }] as const,
    queryFn: ({ signal }) =>
      apiFetch<PropertyResult>(`/api/property-register/title-number/${encodeURIComponent(title)}`, { signal }),
  });
}

export function usePropertySearch(title: string | null) {
  return useQuery({ ...propertySearchOptions(title ?? ""), enabled: title !== null });
}
