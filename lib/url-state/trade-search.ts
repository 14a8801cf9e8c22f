// /search/trade: companies by commodity code (operation 20), paged by the BFF.
import type { SearchValues } from "./search-params";

export const TRADE_PARAMS = ["codes", "page", "size"] as const;
export const TRADE_DEFAULTS = { page: "0", size: "25" };

export type TradeParam = (typeof TRADE_PARAMS)[number];
export type TradeValues = SearchValues<TradeParam>;
