"use client";
// The Officers tab: opens on the current officers (the ones an analyst deals with), sortable and filterable, with
// the status, text and sort in the URL. Each officer with a directorPnr links to their person page; officers who
// directed companies that failed recently are flagged (linked-company risk, issue 36).
import { useQuery } from "@tanstack/react-query";
import { Link } from "@/components/ui/link";
import { useMemo } from "react";
import { LinkedCompanyList } from "@/components/people/linked-company-list";
import { Badge } from "@/components/ui/badge";
import { DataTable } from "@/components/ui/data-table";
import { QueryState } from "@/components/ui/query-state";
import { useTableSort } from "@/components/ui/use-table-sort";
import { OFFICER_COLUMNS } from "@/lib/company/columns/officers";
import { companyOfficersQuery } from "@/lib/queries/company-queries";
import { useLinkedCompanies } from "@/lib/queries/people-queries";
import { LINKED_RISK_YEARS, type LinkedCompany } from "@/lib/people/linked-company-risk";
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
      {(data) => <Officers crn={crn} directors={data.directorsData} />}
    </QueryState>
  );
}

function officerColumns(linked: readonly LinkedCompany[]) {
  const flagged = new Set(linked.map((entry) => entry.person));
  return screenColumns<OfficerRow>(OFFICER_COLUMNS, {
    cells: {
      status: (row) => (row.current ? <Badge tone="success">Current</Badge> : <Badge>Resigned</Badge>),
      name: (row) => (
        <>
          {row.pnr === null ? row.name : <Link className="text-brand underline" href={`/people/${row.pnr}`}>{row.name}</Link>}
          {row.pnr !== null && flagged.has(row.pnr) ? <> <Badge tone="warning">Linked-company risk</Badge></> : null}
        </>
      ),
    },
    classNames: { name: "font-medium" },
  });
}

const SORT_SPEC = { sorts: OFFICER_SORTS, sort: "name", dir: "asc" } as const;
// The status's default depends on the company (see `opening`), so it has none here and is left out of the URL by hand.
const FILTERS = { status: parseAsStringLiteral(OFFICER_STATUSES), q: parseAsString.withDefault("") };

function Officers({ crn, directors }: { crn: string; directors: Director[] }) {
  const linked = useLinkedCompanies(crn, directors);
  const columns = useMemo(() => officerColumns(linked), [linked]);
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
      {linked.length ? (
        <section id="linked-company-risk" aria-labelledby="linked-company-risk-heading" className="rounded-lg border border-line border-l-4 border-l-warning bg-surface p-4">
          <h2 id="linked-company-risk-heading" className="font-semibold text-warning">Linked-company risk</h2>
          <p className="text-sm text-ink-muted">Officers who were directors of other companies that went into liquidation or were struck off within the last {LINKED_RISK_YEARS} years (appointments known to this dashboard):</p>
          <LinkedCompanyList linked={linked} showPerson />
        </section>
      ) : null}
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
      <DataTable caption="Officers" columns={columns} rows={rows} rowKey={(row) => row.id} sort={tableSort} rowTestId="officer-row" empty="No officers match this filter." />
    </div>
  );
}
