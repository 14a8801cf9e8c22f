"use client";
// The Filings tab: a company's filing history, filtered by category and words, sorted, and paged, with the page,
// filter and sort in the URL so a reload or a shared link opens the same page.
import { useQuery } from "@tanstack/react-query";
import { parseAsString } from "nuqs";
import { useMemo } from "react";
import { DataTable } from "@/components/ui/data-table";
import { Pager } from "@/components/ui/pager";
import { QueryState } from "@/components/ui/query-state";
import { FilterBar, SelectFilter, ShownCount, TextFilter } from "@/components/ui/table-filters";
import { useTableSort } from "@/components/ui/use-table-sort";
import { formatDate } from "@/lib/format/dates";
import { formatInteger } from "@/lib/format/numbers";
import { companyDocumentsQuery } from "@/lib/queries/company-queries";
import { humanise } from "@/lib/company/filing-text";
import {
  FILING_SORTS, FILINGS_PAGE_SIZE, filingCategories, filingRows, filterFilings, sortFilings, type FilingRow,
} from "@/lib/company/filing-table";
import { pageOf } from "@/lib/url-state/table-state";
import { sortParsers } from "@/lib/url-state/table-url";
import { useUrlState } from "@/lib/url-state/use-url-state";
import { FILING_COLUMNS } from "@/lib/company/columns/filings";
import { screenColumns } from "../spec-columns";
import { FilingDescription } from "./filing-description";

function filingColumns(crn: string) {
  return screenColumns<FilingRow>(FILING_COLUMNS, {
    cells: { description: (row) => <FilingDescription crn={crn} date={formatDate(row.date)} item={row.item} /> },
    classNames: { category: "whitespace-nowrap" },
  });
}

const SORT_SPEC = { sorts: FILING_SORTS, sort: "date", dir: "desc" } as const;

export function FilingsPanel({ crn }: { crn: string }) {
  const query = useQuery(companyDocumentsQuery(crn));
  return (
    <QueryState query={query} label="filing history" isEmpty={(data) => data.items.length === 0} empty="No filings recorded">
      {(data) => <Filings crn={crn} items={data.items} totalCount={data.totalCount} />}
    </QueryState>
  );
}

// The sort is the table's (useTableSort); it is named here too so that a pager's links keep it.
const URL_STATE = { category: parseAsString, q: parseAsString.withDefault(""), ...sortParsers(SORT_SPEC.sorts) };

function Filings({ crn, items, totalCount }: { crn: string; items: Parameters<typeof filingRows>[0]; totalCount: number | null }) {
  const columns = useMemo(() => filingColumns(crn), [crn]);
  const { sort, dir, tableSort } = useTableSort(SORT_SPEC, { date: "desc" });
  const { values, set, hrefWith } = useUrlState(URL_STATE);
  const all = useMemo(() => filingRows(items), [items]);
  const categories = useMemo(() => filingCategories(all), [all]);
  const category = categories.find((value) => value === values.category) ?? null;
  const text = values.q;
  const rows = useMemo(() => sortFilings(filterFilings(all, category, text), sort, dir), [all, category, text, sort, dir]);
  const shown = pageOf(rows, values.page, FILINGS_PAGE_SIZE);

  return (
    <div className="space-y-3">
      <FilterBar>
        <SelectFilter id="filings-category" label="Category" value={category ?? ""} onChange={(value) => set({ category: value || null })}
          options={[{ value: "", label: "All categories" }, ...categories.map((value) => ({ value, label: humanise(value) }))]} />
        <TextFilter id="filings-q" label="Filter by description" value={text} onChange={(value) => set({ q: value }, "replace")} />
        <ShownCount shown={rows.length} total={all.length} noun="filings" />
      </FilterBar>
      {totalCount != null && totalCount > items.length ? (
        <p className="text-sm text-ink-muted">The register holds {formatInteger(totalCount)} filings; the latest {formatInteger(items.length)} are listed here.</p>
      ) : null}
      <DataTable caption="Filing history" columns={columns} rows={shown.rows} rowKey={(row) => row.key} sort={tableSort} rowTestId="filing-row" empty="No filings match these filters." />
      {shown.pages > 1 ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-ink-muted tabular-nums">Filings {formatInteger(shown.first)}–{formatInteger(shown.last)} of {formatInteger(rows.length)}</p>
          <Pager
            label="Filing history pages"
            page={shown.page - 1}
            pages={shown.pages}
            hasNext={shown.page < shown.pages}
            hrefFor={(index) => hrefWith({ page: index + 1 })}
          />
        </div>
      ) : null}
    </div>
  );
}
