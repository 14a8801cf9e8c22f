"use client";
// /search/procurement: filters from the URL → the form, the query, and the paged table.
import { Pager } from "@/components/ui/pager";
import { useProcurementSearch } from "@/lib/queries/search-procurement";
import {
  PROCUREMENT_DEFAULTS, PROCUREMENT_PARAMS, procurementQuery,
} from "@/lib/url-state/procurement-search";
import { formValues, pageNumber } from "@/lib/url-state/search-params";
import { useUrlSearch } from "@/lib/url-state/use-url-search";
import { refusalOf } from "../refusal";
import { ResultsSummary } from "../results-summary";
import { hasNextPage, SearchResults } from "../search-results";
import { SearchScreen } from "../search-screen";
import { ProcurementForm } from "./procurement-form";
import { ProcurementTable } from "./procurement-table";

export function ProcurementSearch() {
  const search = useUrlSearch(PROCUREMENT_PARAMS, PROCUREMENT_DEFAULTS);
  const query = useProcurementSearch(search.submitted ? procurementQuery(search.values) : null);
  const refusal = refusalOf(query.error, PROCUREMENT_PARAMS);
  const page = pageNumber(search.values.page);

  return (
    <SearchScreen title="Procurement notices" description="Government contract notices by classification, status, stage, type and dates, with the suppliers that won them.">
      <ProcurementForm
        key={search.urlKey}
        values={search.values}
        refusal={refusal}
        onSearch={(form) => search.navigate({ ...formValues(form, PROCUREMENT_PARAMS), page: "0" })}
      />
      <SearchResults query={query} submitted={search.submitted} refusal={refusal} noun="notices" idleHint="Set any filters and press Search; leave them all empty to list every notice.">
        {(data) => (
          <>
            <ResultsSummary count={data.items.length} noun="notices" page={page} />
            <ProcurementTable rows={data.items} />
            <Pager page={page} hasNext={hasNextPage(data, Number(search.values.size))} hrefFor={(next) => search.hrefFor({ ...search.values, page: String(next) })} />
          </>
        )}
      </SearchResults>
    </SearchScreen>
  );
}
