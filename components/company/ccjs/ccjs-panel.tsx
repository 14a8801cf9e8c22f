"use client";
// The CCJs tab: judgments filtered by status (the BFF's parameter) and by words, sorted, all in the URL.
import { useQuery } from "@tanstack/react-query";
import { parseAsString, parseAsStringLiteral } from "nuqs";
import { useMemo } from "react";
import { Badge, type Tone } from "@/components/ui/badge";
import { DataTable } from "@/components/ui/data-table";
import { QueryState } from "@/components/ui/query-state";
import { FilterBar, SelectFilter, ShownCount, TextFilter } from "@/components/ui/table-filters";
import { Td } from "@/components/ui/table";
import { useTableSort } from "@/components/ui/use-table-sort";
import { CCJ_COLUMNS } from "@/lib/company/columns/ccjs";
import { formatSterlingFull } from "@/lib/format/money";
import { companyCcjsQuery, type CcjStatus } from "@/lib/queries/company-queries";
import { screenColumns } from "../spec-columns";
import { CCJ_STATUS_OPTIONS } from "./ccj-statuses";
import { useUrlState } from "@/lib/url-state/use-url-state";
import { ccjRows, ccjSummary, ccjSummaryLine, ccjTotalLabel, type CcjRow, type CcjStanding } from "@/lib/company/ccj-summary";
import { CCJ_SORTS, filterCcjs, sortCcjs } from "@/lib/company/ccj-table";

// A set-aside judgment is void rather than paid: neither the danger of an outstanding one nor the all-clear of a paid one.
const TONE: Record<CcjStanding, Tone> = { outstanding: "danger", satisfied: "success", "set-aside": "neutral" };

const COLUMNS = screenColumns<CcjRow>(CCJ_COLUMNS, {
  cells: { status: (row) => <Badge tone={TONE[row.standing]}>{row.status}</Badge> },
  classNames: { case: "whitespace-nowrap" },
});

const SORT_SPEC = { sorts: CCJ_SORTS, sort: "standing", dir: "asc" } as const;
const FILTERS = { status: parseAsStringLiteral(CCJ_STATUS_OPTIONS), q: parseAsString.withDefault("") };

export function CcjsPanel({ crn }: { crn: string }) {
  const { sort, dir, tableSort } = useTableSort(SORT_SPEC, { date: "desc", amount: "desc", paid: "desc" });
  const { values, set } = useUrlState(FILTERS);
  const status: CcjStatus | null = values.status;
  const text = values.q;
  const query = useQuery(companyCcjsQuery(crn, status));
  return (
    <div className="space-y-3">
      <FilterBar>
        <SelectFilter id="ccjs-status" label="Status" value={status ?? ""} onChange={(value) => set({ status: (value || null) as CcjStatus | null })}
          options={[{ value: "", label: "All statuses" }, ...CCJ_STATUS_OPTIONS.map((option) => ({ value: option, label: option.charAt(0).toUpperCase() + option.slice(1) }))]} />
        <TextFilter id="ccjs-q" label="Filter by plaintiff, court or case" value={text} onChange={(value) => set({ q: value }, "replace")} />
      </FilterBar>
      <QueryState
        query={query}
        label="county court judgments"
        isEmpty={(data) => data.items.length === 0}
        empty={status ? `No county court judgments recorded with status "${status}"` : "No county court judgments recorded"}
      >
        {(data) => <Judgments items={data.items} text={text} sort={sort} dir={dir} tableSort={tableSort} />}
      </QueryState>
    </div>
  );
}

function Judgments({ items, text, sort, dir, tableSort }: {
  items: Parameters<typeof ccjRows>[0];
  text: string;
  sort: (typeof CCJ_SORTS)[number];
  dir: "asc" | "desc";
  tableSort: ReturnType<typeof useTableSort>["tableSort"];
}) {
  const all = useMemo(() => ccjRows(items), [items]);
  const rows = useMemo(() => sortCcjs(filterCcjs(all, text), sort, dir), [all, text, sort, dir]);
  const summary = useMemo(() => ccjSummary(items), [items]);
  const shownTotal = rows.reduce((sum, row) => sum + (row.amount ?? 0), 0);
  const totalLabel = ccjTotalLabel(rows, all.length);
  return (
    <div className="space-y-3">
      <p className="tabular-nums font-medium" data-testid="ccj-summary">{ccjSummaryLine(summary)}</p>
      <ShownCount shown={rows.length} total={all.length} noun="judgments" />
      <DataTable
        caption="County court judgments"
        columns={COLUMNS}
        rows={rows}
        rowKey={(row, index) => `${row.caseNumber}-${index}`}
        sort={tableSort}
        rowTestId="ccj-row"
        empty="No judgments match this filter."
        footer={
          <tfoot>
            <tr>
              <th scope="row" colSpan={4} className="px-3 py-2 text-left max-sm:hidden">{totalLabel}</th>
              <th scope="row" colSpan={2} className="px-3 py-2 text-left sm:hidden">{totalLabel}</th>
              <Td numeric className="font-semibold">{formatSterlingFull(shownTotal)}</Td>
              <td colSpan={2} />
            </tr>
          </tfoot>
        }
      />
    </div>
  );
}
