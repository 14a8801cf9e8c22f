"use client";
// /search/charges: by lending tag, by charge type, or registered between two dates; size and page in the URL.
import { Pager } from "@/components/ui/pager";
import { useChargesSearch } from "@/lib/queries/search-charges";
import {
  CHARGES_DEFAULTS, CHARGES_PARAMS, chargeMode, chargesRequest, chargesUrlValues, type ChargesValues,
} from "@/lib/url-state/charges-search";
import { formatDate } from "@/lib/format/dates";
import { formValues, pageNumber } from "@/lib/url-state/search-params";
import { useUrlSearch } from "@/lib/url-state/use-url-search";
import { localPage } from "../local-page";
import { refusalOf } from "../refusal";
import { ResultsSummary } from "../results-summary";
import { hasNextPage, NoMoreResults, SearchResults } from "../search-results";
import { SearchScreen } from "../search-screen";
import { ChargesForm } from "./charges-form";
import { lazyPart, usePreload } from "@/components/ui/lazy-part";

// The results table arrives with the first answer, not in the screen's first load.
const { Part: ChargesTable, preload: preloadTable } = lazyPart(() => import("./charges-table").then((module) => module.ChargesTable));

const CAPTIONS = { unsecured: "Companies with charges by lending tag", secured: "Companies with charges by charge type", "by-date": "Companies with charges registered between the dates" };

/** What the Charges column counts: each company's charges that met the search, not all its charges. */
function countMeaning(values: ChargesValues): string {
  const mode = chargeMode(values.mode);
  if (mode === "unsecured") return `charges carrying the lending tag “${values.lendingTag}”`;
  if (mode === "secured") return `charges of the type “${values.chargeType}”`;
  return `charges registered from ${formatDate(values.fromDate)} to ${formatDate(values.toDate)}`;
}

export function ChargesSearch() {
  const search = useUrlSearch(CHARGES_PARAMS, CHARGES_DEFAULTS);
  const request = chargesRequest(search.values);
  const query = useChargesSearch(search.submitted ? request : null);
  usePreload(preloadTable, search.submitted);
  const refusal = refusalOf(query.error, CHARGES_PARAMS);
  const page = pageNumber(search.values.page);
  const size = Number(search.values.size) || 25;
  const hrefFor = (next: number) => search.hrefFor({ ...chargesUrlValues(search.values), page: String(next) });

  return (
    <SearchScreen title="Charges" description="Companies with registered charges (lending), by lending tag, charge type or registration date.">
      <ChargesForm
        key={search.urlKey}
        values={search.values}
        refusal={refusal}
        onSearch={(form) => search.navigate({ ...chargesUrlValues(formValues(form, CHARGES_PARAMS)), page: "0" })}
      />
      <SearchResults query={query} submitted={search.submitted} refusal={refusal} noun="companies" idleHint="Choose how to search, set the filter and press Search.">
        {(data) => {
          // Operation 14 is not paged by the BFF, so by-date results are paged here with the same size and page.
          const paged = request.mode === "by-date"
            ? localPage(data.items, page, size)
            : { rows: data.items, hasNext: hasNextPage(data, size) };
          if (paged.rows.length === 0) return <NoMoreResults noun="companies" />;
          return (
            <>
              <ResultsSummary
                count={paged.rows.length}
                noun="companies"
                page={page}
                size={size}
                hasNext={paged.hasNext}
                total={request.mode === "by-date" ? data.items.length : null}
                sortedWithinPage={paged.hasNext || page > 0}
              />
              <p className="text-sm text-ink-muted" data-testid="charges-count-meaning">
                Each company is counted once; its matching and live (outstanding or partially satisfied) figures count only its {countMeaning(search.values)}, not all its charges.
              </p>
              <ChargesTable caption={CAPTIONS[chargeMode(search.values.mode)]} rows={paged.rows} />
              <Pager page={page} hasNext={paged.hasNext} hrefFor={hrefFor} />
            </>
          );
        }}
      </SearchResults>
    </SearchScreen>
  );
}
