"use client";
// The Officers tab: opens on the current officers (the ones an analyst deals with), sortable and filterable, with
// the status, text and sort in the URL.
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { Badge } from "@/components/ui/badge";
import { DataTable, type Column } from "@/components/ui/data-table";
import { QueryState } from "@/components/ui/query-state";
import { useTableSort } from "@/components/ui/use-table-sort";
import { formatDate } from "@/lib/format/dates";
import { MISSING } from "@/lib/format/money";
import { formatInteger } from "@/lib/format/numbers";
import { companyOfficersQuery } from "@/lib/queries/company-queries";
import { readChoice } from "@/lib/url-state/table-state";
import {
  OFFICER_SORTS, OFFICER_STATUSES, filterOfficers, officerRows, sortOfficers, type Director, type OfficerRow,
} from "@/lib/company/officer-rows";
import { FilterBar, SelectFilter, TextFilter, ShownCount } from "@/components/ui/table-filters";

export function OfficersPanel({ crn }: { crn: string }) {
  const query = useQuery(companyOfficersQuery(crn));
  return (
    <QueryState query={query} label="officers" isEmpty={(data) => data.directorsData.length === 0} empty="No officers recorded">
      {(data) => <Officers directors={data.directorsData} />}
    </QueryState>
  );
}

const COLUMNS: Column<OfficerRow>[] = [
  { id: "name", header: "Name", sort: "name", className: "font-medium", cell: (row) => row.name },
  { id: "role", header: "Role", sort: "role", cell: (row) => row.role },
  { id: "status", header: "Status", cell: (row) => (row.current ? <Badge tone="success">Current</Badge> : <Badge>Resigned</Badge>) },
  { id: "appointed", header: "Appointed", sort: "appointed", numeric: true, cell: (row) => formatDate(row.appointed) },
  { id: "resigned", header: "Resigned", sort: "resigned", numeric: true, secondary: true, cell: (row) => (row.resigned ? formatDate(row.resigned) : MISSING) },
  { id: "age", header: "Age", sort: "age", numeric: true, secondary: true, cell: (row) => formatInteger(row.age) },
  { id: "nationality", header: "Nationality", secondary: true, cell: (row) => row.nationality },
  { id: "occupation", header: "Occupation", secondary: true, cell: (row) => row.occupation },
  { id: "other", header: "Other directorships", sort: "otherDirectorships", numeric: true, secondary: true, cell: (row) => formatInteger(row.otherDirectorships) },
];

const SORT_SPEC = { sorts: OFFICER_SORTS, sort: "name", dir: "asc" } as const;

function Officers({ directors }: { directors: Director[] }) {
  const { sort, dir, tableSort, params, set } = useTableSort(SORT_SPEC, { appointed: "desc", resigned: "desc", otherDirectorships: "desc" });
  const all = useMemo(() => officerRows(directors), [directors]);
  const current = all.filter((row) => row.current).length;
  // The current officers are the ones an analyst deals with; a company with none (dissolved) opens on all of them.
  const opening = current > 0 ? "current" : "all";
  const status = readChoice(params, "status", OFFICER_STATUSES, opening);
  const text = params.get("q") ?? "";
  const rows = useMemo(() => sortOfficers(filterOfficers(all, status, text), sort, dir), [all, status, text, sort, dir]);

  return (
    <div className="space-y-3">
      <FilterBar>
        <SelectFilter
          id="officers-status"
          label="Show"
          value={status}
          onChange={(value) => set({ status: value === opening ? null : value })}
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
