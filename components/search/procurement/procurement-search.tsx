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
import { lazyPart, usePreload } from "@/components/ui/lazy-part";
import { useTableSort } from "@/components/ui/use-table-sort";
import { NOTICE_SORTS, NOTICE_SORT_KEYS } from "@/lib/search/result-sorts";
import { sortRows } from "@/lib/url-state/table-state";

// The results table arrives with the first answer, not in the screen's first load.
const { Part: ProcurementTable, preload: preloadTable } = lazyPart(() => import("./procurement-table").then((module) => module.ProcurementTable));

const SORT_SPEC = { sorts: NOTICE_SORTS, sort: "relevance", dir: "asc" } as const;

export function ProcurementSearch() {
  const search = useUrlSearch(PROCUREMENT_PARAMS, PROCUREMENT_DEFAULTS);
  const query = useProcurementSearch(search.submitted ? procurementQuery(search.values) : null);
  usePreload(preloadTable, search.submitted);
  const refusal = refusalOf(query.error, PROCUREMENT_PARAMS);
  const page = pageNumber(search.values.page);
  const size = Number(search.values.size) || 25;
  const { sort, dir, tableSort } = useTableSort(SORT_SPEC, { closing: "desc", value: "desc" }, "server");

  return (
    <SearchScreen title="Procurement notices" description="Government contract notices by classification, status, stage, type and dates, with the suppliers that won them.">
      <ProcurementForm
        key={search.urlKey}
        values={search.values}
        refusal={refusal}
        onSearch={(form) => search.navigate({ ...formValues(form, PROCUREMENT_PARAMS), page: "0" })}
      />
      <SearchResults query={query} submitted={search.submitted} refusal={refusal} noun="notices" idleHint="Set any filters and press Search; leave them all empty to list every notice.">
        {(data) => {
          const hasNext = hasNextPage(data, size);
          return (
            <>
              <ResultsSummary count={data.items.length} noun="notices" page={page} size={size} hasNext={hasNext} sortedWithinPage={hasNext || page > 0} />
              <ProcurementTable rows={sortRows(data.items, NOTICE_SORT_KEYS[sort], dir)} searchedCpv={search.values["cpv-codes"]} sort={tableSort} />
              <Pager page={page} hasNext={hasNext} hrefFor={(next) => search.hrefFor({ ...search.values, page: String(next) })} />
            </>
          );
        }}
      </SearchResults>
    </SearchScreen>
  );
}
