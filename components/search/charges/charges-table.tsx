"use client";
// One row per company in a charge search: how many of its charges met the search, how many of those are still
// live (outstanding or partially satisfied, as the company's Charges tab counts them), the latest registration and the
// lending tags seen across them; sortable by its key columns.
import { DataTable, type Column } from "@/components/ui/data-table";
import { useTableSort } from "@/components/ui/use-table-sort";
import { formatDate } from "@/lib/format/dates";
import { MISSING } from "@/lib/format/money";
import { formatCount } from "@/lib/format/numbers";
import type { UpstreamRecord } from "@/lib/upstream/operations";
import { isLiveCharge } from "@/lib/company/charge-status";
import { CHARGE_RESULT_SORTS, CHARGE_RESULT_SORT_KEYS, latestRegistration } from "@/lib/search/result-sorts";
import { sortRows } from "@/lib/url-state/table-state";
import { Link } from "@/components/ui/link";
import { textLinkClassName } from "@/components/ui/text-link";
import { normaliseCompanyNumber } from "@/lib/upstream/company-number";
import { CompanyLink } from "../company-link";

type ChargeEnvelope = UpstreamRecord<"unsecuredCharges">;

function tags(row: ChargeEnvelope): string {
  const all = new Set(row.mortgages.flatMap((charge) => charge.mortgageDetails.flatMap((detail) => detail.tagName)));
  return all.size ? [...all].join(", ") : MISSING;
}

const columns: Column<ChargeEnvelope>[] = [
  { id: "company", header: "Company", sort: "company", cell: (row) => <CompanyLink number={row.companyRegistrationNumber} name={row.businessName} /> },
  { id: "charges", header: "Matching charges", sort: "charges", numeric: true, cell: (row) => <MatchingCharges row={row} /> },
  { id: "live", header: "Of which live", sort: "live", numeric: true, cell: (row) => formatCount(row.mortgages.filter(isLiveCharge).length) },
  { id: "latest", header: "Latest registered", sort: "latest", secondary: true, cell: (row) => <span className="whitespace-nowrap">{formatDate(latestRegistration(row))}</span> },
  { id: "tags", header: "Lending tags", secondary: true, cell: (row) => <span className="block min-w-40">{tags(row)}</span> },
];

// The count opens the company's Charges tab with the first matching charge in view.
function MatchingCharges({ row }: { row: ChargeEnvelope }) {
  const crn = row.companyRegistrationNumber ? normaliseCompanyNumber(row.companyRegistrationNumber) : null;
  const code = row.mortgages.find((charge) => charge.chargeCode)?.chargeCode;
  if (!crn) return <>{formatCount(row.mortgages.length)}</>;
  const href = `/companies/${crn}/charges${code ? `?charge=${encodeURIComponent(code)}` : ""}`;
  return <Link href={href} className={textLinkClassName}>{formatCount(row.mortgages.length)}<span className="sr-only"> matching charges: open them on the company's Charges tab</span></Link>;
}

const SORT_SPEC = { sorts: CHARGE_RESULT_SORTS, sort: "relevance", dir: "asc" } as const;

export function ChargesTable({ caption, rows }: { caption: string; rows: readonly ChargeEnvelope[] }) {
  const { sort, dir, tableSort } = useTableSort(SORT_SPEC, { charges: "desc", live: "desc", latest: "desc" }, "server");
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={sortRows(rows, CHARGE_RESULT_SORT_KEYS[sort], dir)}
      rowKey={(row, index) => `${row.companyRegistrationNumber ?? "row"}-${index}`}
      sort={tableSort}
      rowTestId="result-row"
    />
  );
}
