// /search/procurement — government procurement notices by filter; filters live in the URL.
import type { Metadata } from "next";
import { Suspense } from "react";
import { SearchScreenFallback } from "@/components/search/search-screen";
import { ProcurementSearch } from "@/components/search/procurement/procurement-search";

export const metadata: Metadata = { title: "Procurement notices" };

export default function ProcurementSearchPage() {
  // The screen reads its filters through nuqs (useSearchParams underneath), which needs a Suspense boundary
  // to prerender the shell.
  return (
    <Suspense fallback={<SearchScreenFallback title="Procurement notices" />}>
      <ProcurementSearch />
    </Suspense>
  );
}
