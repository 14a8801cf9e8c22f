// Query options and hook for operation 20 (companies by commodity code), keyed by the codes and the paging.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OperationResult } from "@/lib/upstream/operations";
import { apiFetch, apiPath } from "./api-fetch";

export type TradeResult = OperationResult<"internationalTrade">;
export interface TradeQuery {
  codes: string;
  page: string;
  size: string;
}

export function tradeSearchOptions({ codes, page, size }: TradeQuery) {
  return queryOptions({
    queryKey: ["international-trade", { codes, page, size }] as const,
    queryFn: ({ signal }) =>
      apiFetch<TradeResult>(apiPath(`/api/international-trade/${encodeURIComponent(codes)}`, { page, size }), { signal }),
  });
}

export function useTradeSearch(query: TradeQuery | null) {
  return useQuery({ ...tradeSearchOptions(query ?? { codes: "", page: "", size: "" }), enabled: query !== null });
}
