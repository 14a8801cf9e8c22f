// The table of company extracts returned by the trade and property-by-title searches.
import { DataTable, type Column } from "@/components/ui/data-table";
import { formatDate } from "@/lib/format/dates";
import { MISSING, formatSterlingFull } from "@/lib/format/money";
import { formatCount } from "@/lib/format/numbers";
import type { UpstreamRecord } from "@/lib/upstream/operations";
import { CompanyLink } from "./company-link";

export type CompanyExtract = UpstreamRecord<"internationalTrade">;

function industry(company: CompanyExtract): string {
  const sic = company.sicCode07;
  return sic?.sicText_1 ?? sic?.SicText_1 ?? company.sicCode2?.sicText1 ?? MISSING;
}

const columns: Column<CompanyExtract>[] = [
  { id: "company", header: "Company", cell: (row) => <CompanyLink number={row.companyRegistrationNumber} name={row.businessName} /> },
  { id: "status", header: "Status", cell: (row) => row.companyStatus ?? MISSING },
  { id: "incorporated", header: "Incorporated", cell: (row) => <span className="whitespace-nowrap">{formatDate(row.companyRegistrationDate)}</span> },
  { id: "region", header: "Region", cell: (row) => row.region ?? MISSING },
  { id: "industry", header: "Industry (SIC 2007)", cell: industry },
  { id: "employees", header: "Employees", numeric: true, cell: (row) => formatCount(row.numberOfEmployees) },
  { id: "turnover", header: "Turnover", numeric: true, cell: (row) => formatSterlingFull(row.statutoryAccounts[0]?.turnover) },
];

export function CompanyExtractTable({ caption, rows }: { caption: string; rows: readonly CompanyExtract[] }) {
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={(row, index) => `${row.companyRegistrationNumber ?? "row"}-${index}`}
    />
  );
}
