// Procurement notices: what was bought, by whom, and the suppliers, each linked to their company page.
import { DataTable, type Column } from "@/components/ui/data-table";
import { formatDate } from "@/lib/format/dates";
import { MISSING, formatSterlingFull } from "@/lib/format/money";
import type { UpstreamRecord } from "@/lib/upstream/operations";
import { CompanyLink } from "../company-link";

type Notice = UpstreamRecord<"govtProcurement">;

const columns: Column<Notice>[] = [
  {
    id: "notice", header: "Notice", cell: (row) => (
      <span className="flex min-w-48 flex-col">
        <span className="font-medium">{row.title ?? "Untitled notice"}</span>
        <span className="text-xs text-ink-muted">{[row.notice_identifier, row.notice_type].filter(Boolean).join(" · ")}</span>
      </span>
    ),
  },
  { id: "buyer", header: "Buyer", cell: (row) => <CompanyLink number={row.organisationReg} name={row.buyer_name} /> },
  { id: "status", header: "Status", cell: (row) => row.status ?? MISSING },
  { id: "closing", header: "Closing", cell: (row) => <span className="whitespace-nowrap">{formatDate(row.closing_date)}</span> },
  { id: "end", header: "Contract end", cell: (row) => <span className="whitespace-nowrap">{formatDate(row.contract_end_date)}</span> },
  { id: "value", header: "Awarded value", numeric: true, cell: (row) => formatSterlingFull(row.awarded_value) },
  {
    id: "suppliers", header: "Suppliers", cell: (row) => row.suppliers.length === 0 ? MISSING : (
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

export function ProcurementTable({ rows }: { rows: readonly Notice[] }) {
  return (
    <DataTable
      caption="Procurement notices"
      columns={columns}
      rows={rows}
      rowKey={(row, index) => `${row.notice_identifier ?? "notice"}-${index}`}
    />
  );
}
