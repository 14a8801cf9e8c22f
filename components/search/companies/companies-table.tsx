"use client";
// The directory's hits as a table: each company links to its page, and the last column says which field matched.
// Sortable by name and incorporation; the directory's own ranking is the default order.
import { CompanyLink } from "@/components/search/company-link";
import { DataTable, type Column } from "@/components/ui/data-table";
import { companyStatusWords } from "@/lib/company/ch-words";
import { useTableSort } from "@/components/ui/use-table-sort";
import { dateSortKey, formatDate } from "@/lib/format/dates";
import type { CompanyHit } from "@/lib/queries/search-companies";
import { sortRows, type SortValue } from "@/lib/url-state/table-state";
import { Highlight } from "./highlight";
import { hitPlace, MATCHED_LABELS, MatchedText } from "./hit-detail";

const SORTS = ["relevance", "name", "incorporated"] as const;
const SORT_KEYS: Record<(typeof SORTS)[number], (hit: CompanyHit) => SortValue> = {
  relevance: () => 0,
  name: (hit) => hit.name,
  incorporated: (hit) => dateSortKey(hit.incorporationDate),
};
const SORT_SPEC = { sorts: SORTS, sort: "relevance", dir: "asc" } as const;

/** Ticking companies to compare: the ticked numbers and what a tick does. */
export interface CompareTicks {
  selected: readonly string[];
  toggle: (number: string) => void;
  /** No more can be ticked (the cap is reached). */
  full: boolean;
}

function tickColumn(ticks: CompareTicks): Column<CompanyHit> {
  return {
    id: "compare", header: "Compare",
    cell: (hit) => {
      const checked = ticks.selected.includes(hit.number);
      return (
        <input type="checkbox" className="size-4 accent-brand" checked={checked} disabled={!checked && ticks.full}
          aria-label={`Compare ${hit.name} (${hit.number})`} onChange={() => ticks.toggle(hit.number)} data-testid="compare-tick" />
      );
    },
  };
}

function columns(query: string, ticks: CompareTicks | null): Column<CompanyHit>[] {
  return [
    ...(ticks ? [tickColumn(ticks)] : []),
    { id: "company", header: "Company", sort: "name", cell: (hit) => <CompanyLink number={hit.number} name={hit.name} /> },
    { id: "status", header: "Status", cell: (hit) => companyStatusWords(hit.status) ?? "" },
    { id: "place", header: "Registered office", secondary: true, cell: (hit) => hitPlace(hit) },
    { id: "incorporated", header: "Incorporated", sort: "incorporated", secondary: true, cell: (hit) => <span className="whitespace-nowrap tabular-nums">{formatDate(hit.incorporationDate)}</span> },
    {
      id: "matched",
      header: "Matched on",
      cell: (hit) => (
        <span className="flex flex-col">
          <span>{MATCHED_LABELS[hit.matched]}</span>
          <span className="text-xs text-ink-muted">
            {hit.matched === "name" ? <Highlight text={hit.name} query={query} /> : hit.matched === "number" ? hit.number : <MatchedText hit={hit} query={query} />}
          </span>
        </span>
      ),
    },
  ];
}

export function CompaniesTable({ hits, query, ticks = null }: { hits: readonly CompanyHit[]; query: string; ticks?: CompareTicks | null }) {
  const { sort, dir, tableSort } = useTableSort(SORT_SPEC, { incorporated: "desc" }, "server");
  return (
    <DataTable
      caption={`Companies matching “${query}”`}
      columns={columns(query, ticks)}
      rows={sortRows(hits, SORT_KEYS[sort], dir)}
      rowKey={(hit) => hit.number}
      sort={tableSort}
      rowTestId="company-hit"
    />
  );
}
