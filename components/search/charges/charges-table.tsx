// One row per company in a charge search: how many charges, how many still outstanding, the latest registration
// and the lending tags seen across its charges.
import { DataTable, type Column } from "@/components/ui/data-table";
import { dateSortKey, formatDate } from "@/lib/format/dates";
import { MISSING } from "@/lib/format/money";
import { formatCount } from "@/lib/format/numbers";
import type { UpstreamRecord } from "@/lib/upstream/operations";
import { isOutstandingCharge } from "@/lib/company/charge-rows";
import { CompanyLink } from "../company-link";

type ChargeEnvelope = UpstreamRecord<"unsecuredCharges">;

function latestRegistration(row: ChargeEnvelope): string | null {
  // Compared as dates, not as text: the upstream sends dd/mm/yyyy as well as ISO.
  const dates = row.mortgages.map((charge) => charge.regDate).filter((date): date is string => Boolean(date));
  return dates.sort((a, b) => dateSortKey(a) - dateSortKey(b)).at(-1) ?? null;
}

function tags(row: ChargeEnvelope): string {
  const all = new Set(row.mortgages.flatMap((charge) => charge.mortgageDetails.flatMap((detail) => detail.tagName)));
  return all.size ? [...all].join(", ") : MISSING;
}

const columns: Column<ChargeEnvelope>[] = [
  { id: "company", header: "Company", cell: (row) => <CompanyLink number={row.companyRegistrationNumber} name={row.businessName} /> },
  { id: "charges", header: "Charges", numeric: true, cell: (row) => formatCount(row.mortgages.length) },
  { id: "outstanding", header: "Outstanding", numeric: true, cell: (row) => formatCount(row.mortgages.filter(isOutstandingCharge).length) },
  { id: "latest", header: "Latest registered", cell: (row) => <span className="whitespace-nowrap">{formatDate(latestRegistration(row))}</span> },
  { id: "tags", header: "Lending tags", cell: (row) => <span className="block min-w-40">{tags(row)}</span> },
];

export function ChargesTable({ caption, rows }: { caption: string; rows: readonly ChargeEnvelope[] }) {
  return (
    <DataTable caption={caption} columns={columns} rows={rows} rowKey={(row, index) => `${row.companyRegistrationNumber ?? "row"}-${index}`} />
  );
}
