"use client";
// The table of company extracts returned by the trade and property-by-title searches, sortable by its key columns.
import { DataTable, type Column } from "@/components/ui/data-table";
import { useTableSort } from "@/components/ui/use-table-sort";
import { companyStatusWords } from "@/lib/company/ch-words";
import { formatDate } from "@/lib/format/dates";
import { MISSING, formatSterlingFull } from "@/lib/format/money";
import { formatCount } from "@/lib/format/numbers";
import { EXTRACT_SORTS, EXTRACT_SORT_KEYS } from "@/lib/search/result-sorts";
import type { UpstreamRecord } from "@/lib/upstream/operations";
import { sortRows } from "@/lib/url-state/table-state";
import { Link } from "@/components/ui/link";
import { textLinkClassName } from "@/components/ui/text-link";
import { normaliseCompanyNumber } from "@/lib/upstream/company-number";
import { CompanyLink } from "./company-link";

export type CompanyExtract = UpstreamRecord<"internationalTrade">;

function industry(company: CompanyExtract): string {
  const sic = company.sicCode07;
  return sic?.sicText_1 ?? sic?.SicText_1 ?? company.sicCode2?.sicText1 ?? MISSING;
}

const columns: Column<CompanyExtract>[] = [
  { id: "company", header: "Company", sort: "company", cell: (row) => <CompanyLink number={row.companyRegistrationNumber} name={row.businessName} /> },
  { id: "status", header: "Status", cell: (row) => companyStatusWords(row.companyStatus) ?? MISSING },
  { id: "incorporated", header: "Incorporated", sort: "incorporated", secondary: true, cell: (row) => <span className="whitespace-nowrap">{formatDate(row.companyRegistrationDate)}</span> },
  { id: "region", header: "Region", secondary: true, cell: (row) => row.region ?? MISSING },
  { id: "industry", header: "Industry (SIC 2007)", secondary: true, cell: industry },
  { id: "employees", header: "Employees", sort: "employees", numeric: true, secondary: true, cell: (row) => formatCount(row.numberOfEmployees) },
  { id: "turnover", header: "Turnover", sort: "turnover", numeric: true, cell: (row) => formatSterlingFull(row.statutoryAccounts[0]?.turnover) },
];

// A property title leads to its owner's charges: what is secured on a title is what an analyst reads next.
const chargesColumn: Column<CompanyExtract> = {
  id: "charges", header: "Charges", cell: (row) => {
    const crn = row.companyRegistrationNumber ? normaliseCompanyNumber(row.companyRegistrationNumber) : null;
    return crn ? <Link href={`/companies/${crn}/charges`} className={textLinkClassName}>Charges<span className="sr-only"> of {row.businessName ?? crn}</span></Link> : MISSING;
  },
};

const SORT_SPEC = { sorts: EXTRACT_SORTS, sort: "relevance", dir: "asc" } as const;

/** `pagedBy`: whether the rows are one page of a longer answer, which a sort must not move off. */
export function CompanyExtractTable({ caption, rows, pagedBy, withCharges = false }: { caption: string; rows: readonly CompanyExtract[]; pagedBy: "server" | "browser"; withCharges?: boolean }) {
  const { sort, dir, tableSort } = useTableSort(SORT_SPEC, { incorporated: "desc", employees: "desc", turnover: "desc" }, pagedBy);
  return (
    <DataTable
      caption={caption}
      columns={withCharges ? [...columns, chargesColumn] : columns}
      rows={sortRows(rows, EXTRACT_SORT_KEYS[sort], dir)}
      rowKey={(row, index) => `${row.companyRegistrationNumber ?? "row"}-${index}`}
      sort={tableSort}
      rowTestId="result-row"
    />
  );
}
