"use client";
// /search/companies: every directory hit for a name, former name, number or postcode, filtered by status, paged by
// the URL past the first 50.
import { Button } from "@/components/ui/button";
import { controlClassName, FormField } from "@/components/ui/form-field";
import { Pager } from "@/components/ui/pager";
import { EmptyState, QueryState } from "@/components/ui/query-state";
import { useCompanySearch } from "@/lib/queries/search-companies";
import {
  COMPANY_SEARCH_DEFAULTS, COMPANY_SEARCH_PAGE_LIMIT, COMPANY_SEARCH_PARAMS, STATUS_FILTER_LABELS, statusFilter,
} from "@/lib/url-state/company-search";
import { formValues, pageNumber } from "@/lib/url-state/search-params";
import { useUrlSearch } from "@/lib/url-state/use-url-search";
import { ResultsSummary } from "../results-summary";
import { NoMoreResults } from "../search-results";
import { SearchFormCard, SearchScreen, RESULTS_HEADING_ID } from "../search-screen";
import type { CompareTicks } from "./companies-table";
import { lazyPart, usePreload } from "@/components/ui/lazy-part";
import { Link } from "@/components/ui/link";
import { textLinkClassName } from "@/components/ui/text-link";
import { Suspense, useState } from "react";
import { SkeletonRows } from "@/components/ui/skeleton";
import { compareHref } from "@/lib/compare/compare-format";
import { MAX_ON_SCREEN } from "@/lib/compare/compare-input";
import { toggleSelection } from "@/lib/compare/compare-selection";
import { CompareSelected } from "./compare-selected";

// The results table arrives with the first answer, not in the screen's first load.
const { Part: CompaniesTable, preload: preloadTable } = lazyPart(() => import("./companies-table").then((module) => module.CompaniesTable));

export function CompanyDirectorySearch() {
  const search = useUrlSearch(COMPANY_SEARCH_PARAMS, COMPANY_SEARCH_DEFAULTS);
  // Ticks outlive paging, so companies from several pages can be compared.
  const [selected, setSelected] = useState<string[]>([]);
  const ticks: CompareTicks = { selected, toggle: (number) => setSelected((now) => toggleSelection(now, number)), full: selected.length >= MAX_ON_SCREEN };
  const q = search.values.q.trim();
  const status = statusFilter(search.values.status);
  const page = pageNumber(search.values.page);
  const offset = page * COMPANY_SEARCH_PAGE_LIMIT;
  const query = useCompanySearch(q ? { q, limit: COMPANY_SEARCH_PAGE_LIMIT, status, offset } : null);
  usePreload(preloadTable, Boolean(q));

  return (
    <SearchScreen title="Companies" description="Companies by name, former name, company number or registered postcode.">
      <SearchFormCard key={search.urlKey} label="Companies by name" onSubmit={(form) => search.navigate(formValues(form, COMPANY_SEARCH_PARAMS))}>
        <div className="flex flex-wrap items-end gap-4">
          <FormField id="companies-q" label="Name, number or postcode" className="w-full sm:w-96">
            {(control) => <input {...control} name="q" type="search" required maxLength={100} defaultValue={search.values.q} className={controlClassName} />}
          </FormField>
          <FormField id="companies-status" label="Status" className="w-48">
            {(control) => (
              <select {...control} name="status" defaultValue={status} className={controlClassName}>
                {Object.entries(STATUS_FILTER_LABELS).map(([value, label]) => <option key={value} value={value}>{label}</option>)}
              </select>
            )}
          </FormField>
          <Button type="submit" variant="primary" size="control">Search</Button>
        </div>
      </SearchFormCard>
      <section aria-labelledby={RESULTS_HEADING_ID} className="flex flex-col gap-3">
        <h2 id={RESULTS_HEADING_ID} tabIndex={-1} className="text-lg font-semibold focus:outline-none">Results</h2>
        {q ? (
          <QueryState query={query} label="results" errorTitle="The search failed">
            {(data) => {
              if (!data.hits.length) {
                return page > 0 ? <NoMoreResults noun="companies" /> : <EmptyState hint="Try fewer words, a former name, or another status.">No companies match this search</EmptyState>;
              }
              const total = data.total ?? data.hits.length;
              const hasNext = offset + data.hits.length < total;
              return (
                <>
                  <ResultsSummary
                    count={data.hits.length}
                    noun="companies"
                    page={page}
                    size={COMPANY_SEARCH_PAGE_LIMIT}
                    hasNext={hasNext}
                    total={total}
                    atLeast={data.totalIsLowerBound}
                    sortedWithinPage={hasNext || page > 0}
                  />
                  {data.totalIsLowerBound ? <p className="text-sm text-ink-muted">The closest {total.toLocaleString("en-GB")} are listed; refine the search for others.</p> : null}
                  {data.hits.length > 1 ? (
                    <Link className={textLinkClassName} href={compareHref(data.hits.map((hit) => hit.number))}>Compare the {data.hits.length} companies on this page</Link>
                  ) : null}
                  <CompareSelected selected={selected} onClear={() => setSelected([])} />
                  <Suspense fallback={<SkeletonRows rows={5} />}>
                    <CompaniesTable hits={data.hits} query={data.query} ticks={ticks} />
                  </Suspense>
                  <Pager page={page} hasNext={hasNext} hrefFor={(next) => search.hrefFor({ ...search.values, page: String(next) })} />
                </>
              );
            }}
          </QueryState>
        ) : <p className="text-sm text-ink-muted">Enter a name, number or postcode and press Search.</p>}
      </section>
    </SearchScreen>
  );
}
