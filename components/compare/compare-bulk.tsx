"use client";
// More than ten companies: gathered ten at a time (each chunk one BFF call in the report lane, so the user's rate
// limit sees a handful of calls), with a progress bar, into one sortable table with the Excel and CSV exports.
import { useQueryClient } from "@tanstack/react-query";
import { Link } from "@/components/ui/link";
import { useEffect, useMemo, useState } from "react";
import { companyHref } from "@/components/company/company-tabs";
import { DataTable, type Column } from "@/components/ui/data-table";
import { COMPARE_COLUMNS } from "@/lib/compare/compare-columns";
import { formatCompareValue } from "@/lib/compare/compare-format";
import { MAX_ON_SCREEN } from "@/lib/compare/compare-input";
import type { CompareRow } from "@/lib/compare/compare-row";
import { compareQuery } from "@/lib/queries/compare-queries";
import { nextSort, sortRows, type TableSortState } from "@/lib/url-state/table-state";
import { CompareExports } from "./compare-exports";

const COLUMNS: readonly Column<CompareRow>[] = COMPARE_COLUMNS.map((column) => ({
  id: column.id, header: column.heading, sort: column.id, numeric: column.format !== "text" && column.format !== "date",
  secondary: column.id.endsWith("Change") || column.id === "limitWithheld",
  cell: (row: CompareRow) => column.id === "name" && !row.missing
    ? <Link className="text-brand underline" href={companyHref(row.crn)}>{row.name ?? row.crn}</Link>
    : formatCompareValue(column.value(row), column.format),
}));

export function CompareBulk({ numbers }: { numbers: string[] }) {
  const client = useQueryClient();
  const [rows, setRows] = useState<CompareRow[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setRows([]);
    setError(null);
    (async () => {
      for (let start = 0; start < numbers.length && live; start += MAX_ON_SCREEN) {
        const chunk = await client.fetchQuery(compareQuery(numbers.slice(start, start + MAX_ON_SCREEN)));
        if (live) setRows((done) => [...done, ...chunk.companies]);
      }
    })().catch((failure: unknown) => live && setError(failure instanceof Error ? failure.message : "The comparison could not be gathered."));
    return () => { live = false; };
  }, [client, numbers]);

  // Kept in the page, not the URL: with 200 numbers already in it, the URL has no room for more.
  const [{ sort, dir }, setSort] = useState<TableSortState<string>>({ sort: "crn", dir: "asc" });
  const tableSort = { sort, dir, onSort: (clicked: string) => setSort((state) => ({ sort: clicked, dir: nextSort(state, clicked).dir === "desc" ? "desc" : "asc" })) };
  const sorted = useMemo(() => {
    const column = COMPARE_COLUMNS.find((item) => item.id === sort) ?? COMPARE_COLUMNS[0];
    return sortRows(rows, (row) => column.value(row), dir);
  }, [rows, sort, dir]);
  const done = rows.length === numbers.length;
  return (
    <div className="space-y-3">
      <div>
        <label htmlFor="compare-progress" className="text-sm font-medium">{done ? `Gathered all ${numbers.length} companies` : `Gathering ${rows.length} of ${numbers.length} companies…`}</label>
        <progress id="compare-progress" className="block w-full" max={numbers.length} value={rows.length} />
      </div>
      {error ? <p role="alert" className="text-danger">{error}</p> : null}
      <CompareExports numbers={numbers} />
      <DataTable caption={`${numbers.length} companies compared`} columns={COLUMNS} rows={sorted} rowKey={(row) => row.crn} sort={tableSort} rowTestId="compare-row" />
    </div>
  );
}
