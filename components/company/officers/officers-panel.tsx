"use client";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useRef } from "react";
import { Badge } from "@/components/ui/badge";
import { QueryState } from "@/components/ui/query-state";
import { Table, Td, Th } from "@/components/ui/table";
import { useVirtualRows } from "@/components/ui/use-virtual-rows";
import { formatDate } from "@/lib/format/dates";
import { MISSING } from "@/lib/format/money";
import { formatInteger } from "@/lib/format/numbers";
import { companyOfficersQuery } from "@/lib/queries/company-queries";
import { useUrlParams } from "../use-url-params";
import {
  OFFICER_SORTS, OFFICER_STATUSES, filterOfficers, officerRows, sortOfficers, type Director, type OfficerSort, type OfficerStatus,
} from "@/lib/company/officer-rows";

const ROW_HEIGHT = 44;

export function OfficersPanel({ crn }: { crn: string }) {
  const query = useQuery(companyOfficersQuery(crn));
  return (
    <QueryState query={query} label="officers" isEmpty={(data) => data.directorsData.length === 0} empty="No officers recorded">
      {(data) => <Officers directors={data.directorsData} />}
    </QueryState>
  );
}

const COLUMNS: Array<{ sort: OfficerSort | null; label: string; numeric?: boolean }> = [
  { sort: "name", label: "Name" },
  { sort: "role", label: "Role" },
  { sort: null, label: "Status" },
  { sort: "appointed", label: "Appointed", numeric: true },
  { sort: "resigned", label: "Resigned", numeric: true },
  { sort: "age", label: "Age", numeric: true },
  { sort: null, label: "Nationality" },
  { sort: null, label: "Occupation" },
  { sort: "otherDirectorships", label: "Other directorships", numeric: true },
];

function Officers({ directors }: { directors: Director[] }) {
  const { params, set } = useUrlParams();
  const status = (OFFICER_STATUSES as readonly string[]).includes(params.get("status") ?? "") ? (params.get("status") as OfficerStatus) : "all";
  const sort = (OFFICER_SORTS as readonly string[]).includes(params.get("sort") ?? "") ? (params.get("sort") as OfficerSort) : "name";
  const direction = params.get("dir") === "desc" ? "desc" : "asc";
  const text = params.get("q") ?? "";

  const all = useMemo(() => officerRows(directors), [directors]);
  const rows = useMemo(() => sortOfficers(filterOfficers(all, status, text), sort, direction), [all, status, text, sort, direction]);
  const scroller = useRef<HTMLDivElement>(null);
  const visible = useVirtualRows(rows.length, ROW_HEIGHT, scroller);
  const current = all.filter((row) => row.current).length;

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col text-sm">
          Show
          <select value={status} onChange={(event) => set({ status: event.target.value === "all" ? null : event.target.value })} className="rounded-md border border-line bg-surface px-2 py-1.5">
            <option value="all">All ({all.length})</option>
            <option value="current">Current ({current})</option>
            <option value="resigned">Resigned ({all.length - current})</option>
          </select>
        </label>
        <label className="flex min-w-0 flex-1 flex-col text-sm sm:max-w-xs">
          Filter by name, role, occupation or nationality
          <input
            type="search"
            defaultValue={text}
            onChange={(event) => set({ q: event.target.value }, "replace")}
            className="rounded-md border border-line bg-surface px-2 py-1.5"
          />
        </label>
        <p className="text-sm text-ink-muted" aria-live="polite">{rows.length} shown</p>
      </div>
      <div
        ref={scroller}
        role="region"
        aria-label="Officers table"
        tabIndex={0}
        className="max-h-[70vh] max-w-full overflow-auto rounded-lg border border-line bg-surface"
      >
        <Table caption="Officers">
          <thead className="sticky top-0 z-10">
            <tr>
              {COLUMNS.map((column) => (
                <Th
                  key={column.label}
                  numeric={column.numeric}
                  aria-sort={column.sort === sort ? (direction === "asc" ? "ascending" : "descending") : undefined}
                >
                  {column.sort ? (
                    <button
                      type="button"
                      className="inline-flex items-center gap-1 uppercase hover:text-ink"
                      onClick={() => set({ sort: column.sort, dir: column.sort === sort && direction === "asc" ? "desc" : "asc" })}
                    >
                      {column.label}
                      <span aria-hidden="true">{column.sort === sort ? (direction === "asc" ? "▲" : "▼") : "↕"}</span>
                    </button>
                  ) : column.label}
                </Th>
              ))}
            </tr>
          </thead>
          <tbody>
            {visible.padTop > 0 && <tr aria-hidden="true" style={{ height: visible.padTop }} />}
            {rows.slice(visible.start, visible.end).map((row) => (
              <tr key={row.id} style={{ height: ROW_HEIGHT }} data-testid="officer-row">
                <Td className="font-medium">{row.name}</Td>
                <Td>{row.role}</Td>
                <Td>{row.current ? <Badge tone="success">Current</Badge> : <Badge>Resigned</Badge>}</Td>
                <Td numeric>{formatDate(row.appointed)}</Td>
                <Td numeric>{row.resigned ? formatDate(row.resigned) : MISSING}</Td>
                <Td numeric>{formatInteger(row.age)}</Td>
                <Td>{row.nationality}</Td>
                <Td>{row.occupation}</Td>
                <Td numeric>{formatInteger(row.otherDirectorships)}</Td>
              </tr>
            ))}
            {visible.padBottom > 0 && <tr aria-hidden="true" style={{ height: visible.padBottom }} />}
          </tbody>
        </Table>
        {rows.length === 0 && <p className="p-4 text-center text-ink-muted">No officers match this filter.</p>}
      </div>
    </div>
  );
}
