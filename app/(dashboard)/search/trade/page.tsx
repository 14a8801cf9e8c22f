// /search/trade — companies by commodity code; filters live in the URL.
import type { Metadata } from "next";
import { Suspense } from "react";
import { SearchScreenFallback } from "@/components/search/search-screen";
import { TradeSearch } from "@/components/search/trade/trade-search";

export const metadata: Metadata = { title: "International trade" };

export default function TradeSearchPage() {
  // The screen reads its filters through nuqs (useSearchParams underneath), which needs a Suspense boundary
  // to prerender the shell.
  return (
    <Suspense fallback={<SearchScreenFallback title="International trade" />}>
      <TradeSearch />
    </Suspense>
  );
}
