// /search/companies — the company directory's full results; the query and status filter live in the URL.
import type { Metadata } from "next";
import { Suspense } from "react";
import { SearchScreenFallback } from "@/components/search/search-screen";
import { CompanyDirectorySearch } from "@/components/search/companies/company-directory-search";

export const metadata: Metadata = { title: "Companies" };

export default function CompanySearchPage() {
  // The screen reads its query through nuqs (useSearchParams underneath), which needs a Suspense boundary
  // to prerender the shell.
  return (
    <Suspense fallback={<SearchScreenFallback title="Companies" />}>
      <CompanyDirectorySearch />
    </Suspense>
  );
}
