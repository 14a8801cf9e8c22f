"use client";
// /search/property: the company registered against a Land Registry title number (?title=).
import { Button } from "@/components/ui/button";
import { controlClassName, FormField } from "@/components/ui/form-field";
import { Pager } from "@/components/ui/pager";
import { usePropertySearch } from "@/lib/queries/search-property";
import { LOCAL_PAGE_SIZE, PROPERTY_DEFAULTS, PROPERTY_PARAMS } from "@/lib/url-state/property-search";
import { formValues, pageNumber } from "@/lib/url-state/search-params";
import { useUrlSearch } from "@/lib/url-state/use-url-search";
import { lazyPart, usePreload } from "@/components/ui/lazy-part";
import { localPage } from "../local-page";
import { fieldError, refusalOf } from "../refusal";
import { ResultsSummary } from "../results-summary";
import { NoMoreResults, SearchResults } from "../search-results";
import { SearchFormCard, SearchScreen } from "../search-screen";

// The results table arrives with the first answer, not in the screen's first load.
const { Part: CompanyExtractTable, preload: preloadTable } = lazyPart(() => import("../company-extract-table").then((module) => module.CompanyExtractTable));

export function PropertySearch() {
  const search = useUrlSearch(PROPERTY_PARAMS, PROPERTY_DEFAULTS);
  const { title } = search.values;
  const query = usePropertySearch(search.submitted ? title : null);
  usePreload(preloadTable, search.submitted);
  const refusal = refusalOf(query.error, PROPERTY_PARAMS);
  const page = pageNumber(search.values.page);

  return (
    <SearchScreen title="Property titles" description="The company registered as proprietor of a Land Registry title.">
      <SearchFormCard key={search.urlKey} label="Company by title number" onSubmit={(form) => search.navigate({ ...formValues(form, PROPERTY_PARAMS), page: "0" })}>
        <div className="flex flex-wrap items-end gap-4">
          <FormField id="property-title" label="Title number" hint="Up to 3 letters then up to 8 digits, e.g. NGL123456" error={fieldError(refusal, "title")} className="w-full sm:w-80">
            {(control) => <input {...control} name="title" type="text" required autoCapitalize="characters" defaultValue={title} className={controlClassName} />}
          </FormField>
          <Button type="submit" variant="primary" size="control">Search</Button>
        </div>
      </SearchFormCard>
      <SearchResults query={query} submitted={search.submitted} refusal={refusal} noun="companies" idleHint="Enter a title number and press Search.">
        {(data) => {
          const { rows, hasNext } = localPage(data.items, page, LOCAL_PAGE_SIZE);
          if (rows.length === 0) return <NoMoreResults noun="companies" />;
          return (
            <>
              <ResultsSummary count={rows.length} noun={data.items.length === 1 ? "company" : "companies"} page={page} size={LOCAL_PAGE_SIZE} hasNext={hasNext} total={data.items.length} />
              <CompanyExtractTable caption={`Companies linked to title ${title.toUpperCase()}`} rows={rows} pagedBy="server" withCharges />
              <Pager page={page} hasNext={hasNext} hrefFor={(next) => search.hrefFor({ ...search.values, page: String(next) })} />
            </>
          );
        }}
      </SearchResults>
    </SearchScreen>
  );
}
