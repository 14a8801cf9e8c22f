// Query options for the comparison: one call for up to ten companies; the larger list is fetched in chunks by the
// screen (with progress), each chunk cached under its own key.
import { queryOptions } from "@tanstack/react-query";
import type { CompareRow } from "@/lib/compare/compare-row";
import { compareHref } from "@/lib/compare/compare-format";
import { apiFetch } from "./api-fetch";

export const compareApiPath = (numbers: readonly string[], format?: "csv" | "xlsx") => compareHref(numbers, format, "/api/compare");

export function compareQuery(numbers: readonly string[]) {
  return queryOptions({
    queryKey: ["compare", { numbers }] as const,
    queryFn: ({ signal }) => apiFetch<{ companies: CompareRow[] }>(compareApiPath(numbers), { signal }),
    staleTime: 5 * 60_000,
  });
}
