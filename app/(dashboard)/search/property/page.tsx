// /search/property — the company linked to a property title; filters live in the URL.
import type { Metadata } from "next";
import { Suspense } from "react";
import { SearchScreenFallback } from "@/components/search/search-screen";
import { PropertySearch } from "@/components/search/property/property-search";

export const metadata: Metadata = { title: "Property titles" };

export default function PropertySearchPage() {
  // The screen reads its filters through nuqs (useSearchParams underneath), which needs a Suspense boundary
  // to prerender the shell.
  return (
    <Suspense fallback={<SearchScreenFallback title="Property titles" />}>
      <PropertySearch />
    </Suspense>
  );
}
