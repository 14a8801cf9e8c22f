"use client";
// /search/trade: companies trading under a commodity code, paged by the BFF.
import { Button } from "@/components/ui/button";
import { controlClassName, FormField } from "@/components/ui/form-field";
import { Pager } from "@/components/ui/pager";
import { useTradeSearch } from "@/lib/queries/search-trade";
import { formValues, pageNumber } from "@/lib/url-state/search-params";
import { TRADE_DEFAULTS, TRADE_PARAMS } from "@/lib/url-state/trade-search";
import { useUrlSearch } from "@/lib/url-state/use-url-search";
import { lazyPart, usePreload } from "@/components/ui/lazy-part";
import { fieldError, refusalOf } from "../refusal";
import { ResultsSummary } from "../results-summary";
import { hasNextPage, SearchResults } from "../search-results";
import { SearchFormCard, SearchScreen } from "../search-screen";
import { SizeSelect } from "../size-select";

// The results table arrives with the first answer, not in the screen's first load.
const { Part: CompanyExtractTable, preload: preloadTable } = lazyPart(() => import("../company-extract-table").then((module) => module.CompanyExtractTable));

export function TradeSearch() {
  const search = useUrlSearch(TRADE_PARAMS, TRADE_DEFAULTS);
  const { codes, page, size } = search.values;
  const query = useTradeSearch(search.submitted ? { codes, page, size } : null);
  usePreload(preloadTable, search.submitted);
  // The BFF names the path parameter 'codes', which is also this screen's field.
  const refusal = refusalOf(query.error, TRADE_PARAMS);
  const pageIndex = pageNumber(page);
  const sizeNumber = Number(size) || 25;

  return (
    <SearchScreen title="International trade" description="Companies that import or export goods under an HS commodity code.">
      <SearchFormCard key={search.urlKey} label="Companies by commodity code" onSubmit={(form) => search.navigate({ ...formValues(form, TRADE_PARAMS), page: "0" })}>
        <div className="flex flex-wrap items-end gap-4">
          <FormField id="trade-codes" label="Commodity code" hint="2 to 10 digits; several codes separated by commas, e.g. 8471 or 0901,090111" error={fieldError(refusal, "codes")} className="w-full sm:w-96">
            {(control) => <input {...control} name="codes" type="text" inputMode="numeric" required defaultValue={codes} className={controlClassName} />}
          </FormField>
          <div className="w-40"><SizeSelect id="trade-size" value={size} error={fieldError(refusal, "size")} /></div>
          <Button type="submit" variant="primary" size="control">Search</Button>
        </div>
      </SearchFormCard>
      <SearchResults query={query} submitted={search.submitted} refusal={refusal} noun="companies" idleHint="Enter a commodity code and press Search.">
        {(data) => {
          const hasNext = hasNextPage(data, sizeNumber);
          return (
            <>
              <ResultsSummary count={data.items.length} noun="companies" page={pageIndex} size={sizeNumber} hasNext={hasNext} sortedWithinPage={hasNext || pageIndex > 0} />
              <CompanyExtractTable caption={`Companies trading under ${codes}`} rows={data.items} pagedBy="server" />
              <Pager page={pageIndex} hasNext={hasNext} hrefFor={(next) => search.hrefFor({ ...search.values, page: String(next) })} />
            </>
          );
        }}
      </SearchResults>
    </SearchScreen>
  );
}
