// Procurement notices: what was bought (its CPV codes, the searched one marked), by whom, where it stands (status
// and stage), its dates, its value and what that value is, and the suppliers, each linked to their company page.
import { Badge } from "@/components/ui/badge";
import { DataTable, type Column, type TableSort } from "@/components/ui/data-table";
import { formatDate } from "@/lib/format/dates";
import { MISSING, formatSterlingFull } from "@/lib/format/money";
import { noticeCpvs, noticeValue } from "@/lib/search/procurement-notice";
import type { UpstreamRecord } from "@/lib/upstream/operations";
import { CompanyLink } from "../company-link";

type Notice = UpstreamRecord<"govtProcurement">;

function NoticeDates({ row }: { row: Notice }) {
  const dates = [
    ["Published", row.published_date],
    ["Closing", row.closing_date],
    ["Awarded", row.awarded_date],
    ["Contract", row.contract_start_date || row.contract_end_date ? `${formatDate(row.contract_start_date)} to ${formatDate(row.contract_end_date)}` : null],
  ] as const;
  return (
    <dl className="grid min-w-52 grid-cols-[auto_1fr] gap-x-2 text-xs">
      {dates.filter(([, value]) => value).map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-ink-muted">{label}</dt>
          <dd className="whitespace-nowrap tabular-nums">{label === "Contract" ? value : formatDate(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function columns(searchedCpv: string): Column<Notice>[] {
  return [
    {
      id: "notice", header: "Notice", sort: "title", cell: (row) => (
        <span className="flex min-w-48 flex-col">
          <span className="font-medium">{row.title ?? "Untitled notice"}</span>
          <span className="text-xs text-ink-muted">{row.notice_identifier ?? MISSING}</span>
        </span>
      ),
    },
    { id: "buyer", header: "Buyer", sort: "buyer", cell: (row) => <CompanyLink number={row.organisationReg} name={row.buyer_name} /> },
    {
      id: "cpv", header: "CPV codes", secondary: true, cell: (row) => {
        const codes = noticeCpvs(row, searchedCpv);
        return codes.length === 0 ? MISSING : (
          <ul className="flex min-w-56 flex-col gap-1" data-testid="notice-cpvs">
            {codes.map((cpv) => (
              <li key={cpv.code} data-matched={cpv.matched || undefined} className={cpv.matched ? "font-semibold" : undefined}>
                <span className="tabular-nums">{cpv.code}</span> {cpv.description ?? ""}
                {cpv.matched ? <> <Badge tone="brand">Matched</Badge></> : null}
              </li>
            ))}
          </ul>
        );
      },
    },
    {
      id: "status", header: "Status · stage", sort: "status", cell: (row) => (
        <span className="flex flex-col">
          <span>{row.status ?? MISSING}</span>
          <span className="text-xs text-ink-muted">{row.notice_type ? `Stage: ${row.notice_type}` : "Stage not given"}</span>
        </span>
      ),
    },
    { id: "dates", header: "Dates", sort: "closing", secondary: true, cell: (row) => <NoticeDates row={row} /> },
    {
      id: "value", header: "Value", sort: "value", numeric: true, cell: (row) => {
        const value = noticeValue(row);
        return (
          <span className="flex flex-col items-end" data-testid="notice-value">
            <span>{formatSterlingFull(value.amount)}</span>
            <span className="text-xs text-ink-muted">{value.label}</span>
          </span>
        );
      },
    },
    {
      id: "suppliers", header: "Suppliers", secondary: true, cell: (row) => row.suppliers.length === 0 ? MISSING : (
        <ul className="flex flex-col gap-1">
          {row.suppliers.map((supplier, index) => (
            <li key={`${supplier.supplierReg ?? supplier.name}-${index}`}>
              <CompanyLink number={supplier.supplierReg} name={supplier.name} />
            </li>
          ))}
        </ul>
      ),
    },
  ];
}

export function ProcurementTable({ rows, searchedCpv, sort }: { rows: readonly Notice[]; searchedCpv: string; sort?: TableSort }) {
  return (
    <DataTable
      caption="Procurement notices"
      columns={columns(searchedCpv)}
      rows={rows}
      rowKey={(row, index) => `${row.notice_identifier ?? "notice"}-${index}`}
      sort={sort}
      rowTestId="notice-row"
    />
  );
}
