"use client";
import { useQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { QueryState } from "@/components/ui/query-state";
import { Table, TableScroll, Td, Th } from "@/components/ui/table";
import { humanise } from "@/lib/company/filing-text";
import { dateSortKey, formatDate } from "@/lib/format/dates";
import { MISSING } from "@/lib/format/money";
import { companyDocumentsQuery } from "@/lib/queries/company-queries";
import { useUrlParams } from "../use-url-params";
import { FilingDescription } from "./filing-description";

const PAGE_SIZE = 25;

export function FilingsPanel({ crn }: { crn: string }) {
  const query = useQuery(companyDocumentsQuery(crn));
  const { params, set } = useUrlParams();
  const category = params.get("category") ?? "";
  return (
    <QueryState query={query} label="filing history" isEmpty={(data) => data.items.length === 0} empty="No filings recorded">
      {(data) => {
        const categories = [...new Set(data.items.map((item) => item.category).filter((value): value is string => Boolean(value)))].sort();
        const rows = data.items
          .filter((item) => !category || item.category === category)
          .sort((a, b) => dateSortKey(b.date) - dateSortKey(a.date));
        const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
        const page = Math.min(pages, Math.max(1, Number(params.get("page")) || 1));
        const shown = rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
        return (
          <div className="space-y-3">
            <div className="flex flex-wrap items-end justify-between gap-3">
              <label className="flex flex-col text-sm">
                Category
                <select value={category} onChange={(event) => set({ category: event.target.value || null, page: null })} className="rounded-md border border-line bg-surface px-2 py-1.5">
                  <option value="">All categories</option>
                  {categories.map((value) => <option key={value} value={value}>{humanise(value)}</option>)}
                </select>
              </label>
              <p className="text-sm text-ink-muted tabular-nums">{rows.length} filing{rows.length === 1 ? "" : "s"}{data.totalCount != null && data.totalCount > data.items.length ? ` (latest ${data.items.length} of ${data.totalCount})` : ""}</p>
            </div>
            <TableScroll label="Filing history">
              <Table caption="Filing history, newest first">
                <thead><tr><Th numeric>Date</Th><Th>Category</Th><Th>Description</Th></tr></thead>
                <tbody>
                  {shown.map((item, index) => (
                    <tr key={`${item.date}-${index}`} data-testid="filing-row">
                      <Td numeric>{formatDate(item.date)}</Td>
                      <Td className="whitespace-nowrap">{humanise(item.category ?? MISSING)}</Td>
                      <Td><FilingDescription crn={crn} date={formatDate(item.date)} item={item} /></Td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableScroll>
            {pages > 1 && (
              <nav aria-label="Filing history pages" className="flex items-center justify-end gap-2">
                <Button disabled={page <= 1} onClick={() => set({ page: page - 1 > 1 ? String(page - 1) : null })}>Previous</Button>
                <span className="text-sm tabular-nums">Page {page} of {pages}</span>
                <Button disabled={page >= pages} onClick={() => set({ page: String(page + 1) })}>Next</Button>
              </nav>
            )}
          </div>
        );
      }}
    </QueryState>
  );
}
