// Query options and hook for the three charge searches (operations 12, 13, 14); the key names the mode and carries
// every input that mode sends.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OperationResult } from "@/lib/upstream/operations";
import type { ChargesRequest } from "@/lib/url-state/charges-search";
import { apiFetch, apiPath } from "./api-fetch";

/** The three operations share the charge envelope, so one result type serves all modes. */
export type ChargesResult = OperationResult<"unsecuredCharges">;

function chargesPath(request: ChargesRequest): string {
  switch (request.mode) {
    case "unsecured":
      return apiPath("/api/charges/unsecured", { lendingTag: request.lendingTag, size: request.size, page: request.page });
    case "secured":
      return apiPath("/api/charges/secured", { chargeType: request.chargeType, size: request.size, page: request.page });
    case "by-date":
      return apiPath("/api/charges/registered-by-date", { fromDate: request.fromDate, toDate: request.toDate });
  }
}

export function chargesSearchOptions(request: ChargesRequest) {
  return queryOptions({
    queryKey: ["charges", request] as const,
    queryFn: ({ signal }) => apiFetch<ChargesResult>(chargesPath(request), { signal }),
  });
}

export function useChargesSearch(request: ChargesRequest | null) {
  const fallback: ChargesRequest = { mode: "unsecured", lendingTag: "", size: "", page: "" };
  return useQuery({ ...chargesSearchOptions(request ?? fallback), enabled: request !== null });
}
