"use client";
// The Officers tab: opens on the current officers (the ones an analyst deals with), sortable and filterable, with
// the status, text and sort in the URL.
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { Badge } from "@/components/ui/badge";
import { DataTable } from "@/components/ui/data-table";
import { QueryState } from "@/components/ui/query-state";
import { useTableSort } from "@/components/ui/use-table-sort";
import { OFFICER_COLUMNS } from "@/lib/company/columns/officers";
import { companyOfficersQuery } from "@/lib/queries/company-queries";
import { parseAsString, parseAsStringLiteral } from "nuqs";
import { useUrlState } from "@/lib/url-state/use-url-state";
import {
  OFFICER_SORTS, OFFICER_STATUSES, filterOfficers, officerRows, sortOfficers, type Director, type OfficerRow, type OfficerStatus,
} from "@/lib/company/officer-rows";
import { screenColumns } from "../spec-columns";
import { FilterBar, SelectFilter, TextFilter, ShownCount } from "@/components/ui/table-filters";

export function OfficersPanel({ crn }: { crn: string }) {
  const query = useQuery(companyOfficersQuery(crn));
  return (
    <QueryState query={query} label="officers" isEmpty={(data) => data.directorsData.length === 0} empty="No officers recorded">
      {(data) => <Officers directors={data.directorsData} />}
    </QueryState>
  );
}

const COLUMNS = screenColumns<OfficerRow>(OFFICER_COLUMNS, {
  cells: { status: (row) => (row.current ? <Badge tone="success">Current</Badge> : <Badge>Resigned</Badge>) },
  classNames: { name: "font-medium" },
});

const SORT_SPEC = { sorts: OFFICER_SORTS, sort: "name", dir: "asc" } as const;
// The status's default depends on the company (see `opening`), so it has none here and is left out of the URL by hand.
const FILTERS = { status: parseAsStringLiteral(OFFICER_STATUSES), q: parseAsString.withDefault("") };

function Officers({ directors }: { directors: Director[] }) {
  const { sort, dir, tableSort } = useTableSort(SORT_SPEC, { appointed: "desc", resigned: "desc", otherDirectorships: "desc" });
  const all = useMemo(() => officerRows(directors), [directors]);
  const current = all.filter((row) => row.current).length;
  // The current officers are the ones an analyst deals with; a company with none (dissolved) opens on all of them.
  const opening = current > 0 ? "current" : "all";
  const { values, set } = useUrlState(FILTERS);
  const status = values.status ?? opening;
  const text = values.q;
  const rows = useMemo(() => sortOfficers(filterOfficers(all, status, text), sort, dir), [all, status, text, sort, dir]);

  return (
    <div className="space-y-3">
      <FilterBar>
        <SelectFilter
          id="officers-status"
          label="Show"
          value={status}
          onChange={(value) => set({ status: value === opening ? null : (value as OfficerStatus) })}
          options={[
            { value: "current", label: `Current (${current})` },
            { value: "resigned", label: `Resigned (${all.length - current})` },
            { value: "all", label: `All (${all.length})` },
          ]}
        />
        <TextFilter id="officers-q" label="Filter by name, role, occupation or nationality" value={text} onChange={(value) => set({ q: value }, "replace")} />
        <ShownCount shown={rows.length} total={all.length} noun="officers" />
      </FilterBar>
      <DataTable caption="Officers" columns={COLUMNS} rows={rows} rowKey={(row) => row.id} sort={tableSort} rowTestId="officer-row" empty="No officers match this filter." />
    </div>
  );
}
