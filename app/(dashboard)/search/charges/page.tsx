// /search/charges — companies with charges by lending tag, charge type or date; filters live in the URL.
import type { Metadata } from "next";
import { Suspense } from "react";
import { SearchScreenFallback } from "@/components/search/search-screen";
import { ChargesSearch } from "@/components/search/charges/charges-search";

export const metadata: Metadata = { title: "Charges" };

export default function ChargesSearchPage() {
  // The screen reads its filters through nuqs (useSearchParams underneath), which needs a Suspense boundary
  // to prerender the shell.
  return (
    <Suspense fallback={<SearchScreenFallback title="Charges" />}>
      <ChargesSearch />
    </Suspense>
  );
}
