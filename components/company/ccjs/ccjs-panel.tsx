"use client";
import { useQuery } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { QueryState } from "@/components/ui/query-state";
import { Table, TableScroll, Td, Th } from "@/components/ui/table";
import { formatDate } from "@/lib/format/dates";
import { MISSING, formatSterling, formatSterlingFull } from "@/lib/format/money";
import { companyCcjsQuery, type CcjStatus } from "@/lib/queries/company-queries";
import { CCJ_STATUS_OPTIONS } from "./ccj-statuses";
import { ccjRows, ccjTotals } from "@/lib/company/ccj-summary";
import { useUrlParams } from "../use-url-params";

export function CcjsPanel({ crn }: { crn: string }) {
  const { params, set } = useUrlParams();
  const raw = params.get("status");
  const status = CCJ_STATUS_OPTIONS.some((option) => option === raw) ? (raw as CcjStatus) : null;
  const query = useQuery(companyCcjsQuery(crn, status));
  return (
    <div className="space-y-3">
      <label className="flex w-fit flex-col text-sm">
        Status
        <select value={status ?? ""} onChange={(event) => set({ status: event.target.value || null })} className="rounded-md border border-line bg-surface px-2 py-1.5">
          <option value="">All statuses</option>
          {CCJ_STATUS_OPTIONS.map((option) => <option key={option} value={option}>{option.charAt(0).toUpperCase() + option.slice(1)}</option>)}
        </select>
      </label>
      <QueryState
        query={query}
        label="county court judgments"
        isEmpty={(data) => data.items.length === 0}
        empty={status ? `No county court judgments recorded with status "${status}"` : "No county court judgments recorded"}
      >
        {(data) => {
          const rows = ccjRows(data.items);
          const { total, unsatisfiedCount, unsatisfiedTotal } = ccjTotals(data.items);
          return (
            <div className="space-y-3">
              <p className="tabular-nums">
                <strong>{rows.length}</strong> judgment{rows.length === 1 ? "" : "s"} totalling <strong>{formatSterling(total)}</strong>;{" "}
                <strong>{unsatisfiedCount}</strong> unsatisfied totalling <strong>{formatSterling(unsatisfiedTotal)}</strong>
              </p>
              <TableScroll label="County court judgments">
                <Table caption="County court judgments">
                  <thead>
                    <tr><Th numeric>Date</Th><Th>Case</Th><Th>Court</Th><Th>Plaintiff</Th><Th numeric>Amount</Th><Th>Status</Th><Th numeric>Paid</Th></tr>
                  </thead>
                  <tbody>
                    {rows.map((row, index) => (
                      <tr key={`${row.caseNumber}-${index}`} data-testid="ccj-row">
                        <Td numeric>{formatDate(row.date)}</Td>
                        <Td className="whitespace-nowrap">{row.caseNumber ?? MISSING}</Td>
                        <Td>{row.court ?? MISSING}</Td>
                        <Td>{row.plaintiff ?? MISSING}</Td>
                        <Td numeric>{formatSterlingFull(row.amount)}</Td>
                        <Td><Badge tone={row.unsatisfied ? "danger" : "success"}>{row.status}</Badge></Td>
                        <Td numeric>{row.paid ? formatDate(row.paid) : MISSING}</Td>
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    <tr><th scope="row" colSpan={4} className="px-3 py-2 text-left">Total</th><Td numeric className="font-semibold">{formatSterlingFull(total)}</Td><td colSpan={2} /></tr>
                  </tfoot>
                </Table>
              </TableScroll>
            </div>
          );
        }}
      </QueryState>
    </div>
  );
}
